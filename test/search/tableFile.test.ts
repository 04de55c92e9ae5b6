import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTable, saveTable } from "../../src/search/tableFile.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { seededUint32 } from "../helpers/random.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-tablefile-"));

const entriesOf = (t: TranspositionTable) => {
  const all = new Map<string, string>();
  t.each((lo, hi, excluded, cost) => all.set(`${lo},${hi}`, `${excluded},${cost}`));
  return all;
};

/** The entries of `a` that `b` lacks or holds otherwise, and the count of `b`'s that `a` lacks (a diff of large Maps is slow to print). */
function differences(a: Map<string, string>, b: Map<string, string>): [number, number] {
  let n = 0;
  for (const [k, v] of a) if (b.get(k) !== v) n++;
  let m = 0;
  for (const k of b.keys()) if (!a.has(k)) m++;
  return [n, m];
}

describe("the table file", () => {
  it("saves every entry (key, set, cost) in chunks of 2^16 and reads them back into a table of another size", () => {
    const rnd = seededUint32(1);
    const table = new TranspositionTable(2 ** 20, 2 ** 10);
    for (let i = 0; i < 150_000; i++) table.put(rnd(), rnd(), (rnd() | 1) >>> 0, rnd() % 40);
    const saved = entriesOf(table);
    expect(saved.size).toBe(table.filled);
    expect(saved.size).toBeGreaterThan(2 * 65_536); // three chunks, the last one short
    const file = join(dir, "three.tt");
    saveTable(file, "test", table, 12_345);
    // header (32), the id, 13 bytes an entry
    expect(statSync(file).size).toBe(32 + 4 + 13 * saved.size);
    // into a table of the same buckets: every entry, as it was
    const same = new TranspositionTable(table.slots);
    expect(loadTable(file, "test", same)).toEqual({ entries: saved.size, positions: 12_345 });
    expect(differences(saved, entriesOf(same))).toEqual([0, 0]);
    // into a table that starts small: the file's entries come in the order of the buckets of the
    // table saved, which would crowd the first buckets of a small one (most entries dropped)
    // unless it grows first; grown, it drops only what its own buckets cannot hold (a bucket of
    // this table draws on two of that one's), a few in ten thousand, and says so
    const small = new TranspositionTable(2 ** 21, 2 ** 12);
    loadTable(file, "test", small);
    const [lost, foreign] = differences(saved, entriesOf(small));
    expect(foreign).toBe(0);
    expect(lost).toBeLessThan(saved.size * 0.002);
    expect([small.filled, small.replaced]).toEqual([saved.size - lost, lost]);
    // a key the family calls transient is neither saved nor read
    const odd = (lo: number) => lo % 2 === 1;
    saveTable(file, "test", table, 1, odd);
    const even = new TranspositionTable(2 ** 21);
    loadTable(file, "test", even);
    expect(differences(new Map([...saved].filter(([k]) => Number(k.split(",")[0]) % 2 === 0)), entriesOf(even))).toEqual([0, 0]);
    const none = new TranspositionTable(2 ** 21);
    saveTable(file, "test", table, 1);
    loadTable(file, "test", none, () => true);
    expect(none.filled).toBe(0);
  });

  it("a byte changed anywhere (a key, a set, a cost) fails the checksum; another version or id is refused", () => {
    const rnd = seededUint32(2);
    const table = new TranspositionTable(2 ** 18);
    for (let i = 0; i < 70_000; i++) table.put(rnd(), rnd(), (rnd() | 1) >>> 0, rnd() % 40);
    const file = join(dir, "two.tt");
    saveTable(file, "test", table, 7);
    const bytes = readFileSync(file);
    const n = table.filled;
    const at = 36;
    // in the first chunk: a key, a set, a cost; in the second (short) chunk: a cost
    for (const offset of [at + 5, at + 12 * 1000 + 9, at + 12 * 65_536 + 77, at + 13 * 65_536 + 12 * (n - 65_536) + 3]) {
      const damaged = Buffer.from(bytes);
      damaged[offset]! ^= 0x04;
      writeFileSync(join(dir, "damaged.tt"), damaged);
      expect(() => loadTable(join(dir, "damaged.tt"), "test", new TranspositionTable(2 ** 18))).toThrow(/damaged\.tt is not a usable search table: its checksum does not match/);
    }
    const v1 = Buffer.from(bytes);
    v1.writeUInt32LE(1, 8);
    writeFileSync(join(dir, "v1.tt"), v1);
    expect(() => loadTable(join(dir, "v1.tt"), "test", new TranspositionTable(2 ** 18))).toThrow(/it is of version 1, written by an earlier grundy/);
    const v9 = Buffer.from(bytes);
    v9.writeUInt32LE(9, 8);
    writeFileSync(join(dir, "v9.tt"), v9);
    expect(() => loadTable(join(dir, "v9.tt"), "test", new TranspositionTable(2 ** 18))).toThrow(/version 9, expected 2/);
    expect(() => loadTable(file, "cram", new TranspositionTable(2 ** 18))).toThrow(/a table of test, and this search is cram/);
  });
});
