import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BIG_TAG, bigCells, bigLines, bigRegionCount, heightOf, linesOf, resetBigRegions, setBigRegionCap, setInternAbove } from "../../../src/games/cram/_internals/bigRegions.js";
import { canonicalKey } from "../../../src/games/cram/_internals/regionKey.js";
import { boardOf, emptyBoard } from "../../../src/games/cram/board.js";
import { cram } from "../../../src/games/cram/index.js";
import { cramSearchFamily } from "../../../src/games/cram/searchFamily.js";
import { grundy } from "../../../src/index.js";
import { NimberSearch } from "../../../src/search/nimberSearch.js";
import { ALL } from "../../../src/search/nimberSet.js";
import { searchValue } from "../../../src/search/searchValue.js";
import { loadTable, saveTable } from "../../../src/search/tableFile.js";
import { TranspositionTable } from "../../../src/search/transpositionTable.js";
import { ValueQuery } from "../../../src/search/valueQuery.js";
import { seededRandom } from "../../helpers/random.js";

const engine = (b: ReturnType<typeof emptyBoard>) => grundy(cram.game, b, { budget: Infinity });
const transient = cramSearchFamily.transient!;
const dir = mkdtempSync(join(tmpdir(), "grundy-big-"));

/** The components the family writes for a board: [lo, hi, value from theory]. */
function parts(b: ReturnType<typeof boardOf>): [number, number, number][] {
  const out: [number, number, number][] = [];
  cramSearchFamily.components(b, { begin() {}, component: (lo, hi, known) => out.push([lo >>> 0, hi >>> 0, known]) });
  return out;
}

/** The cells of W lines of H bits as a set of "x,y" after one of the 8 maps of the square (or 4 of the rectangle). */
function cellSet(l: ArrayLike<number>, W: number, H: number): string[] {
  const out: string[] = [];
  for (let j = 0; j < W; j++) for (let i = 0; i < H; i++) if ((l[j]! >>> i) & 1) out.push(`${j},${i}`);
  return out.sort();
}

/** The lines of the region under symmetry s (bit 0: lines reversed, bit 1: bits reversed, bit 2: transposed; W = H for bit 2). */
function image(l: number[], W: number, H: number, s: number): number[] {
  let m = l.map((x) => x);
  if (s & 4) m = Array.from({ length: W }, (_, j) => m.reduce((x, line, i) => x | (((line >>> j) & 1) << i), 0));
  if (s & 2) m = m.map((x) => Array.from({ length: H }, (_, i) => ((x >>> (H - 1 - i)) & 1) << i).reduce((a, b) => a | b, 0));
  if (s & 1) m = m.reverse();
  return m;
}

/** Cells of a region's lines, with its mirror images' cell sets, brute force. */
function orbit(l: number[], W: number, H: number): Set<string> {
  const out = new Set<string>();
  for (let s = 0; s < (W === H ? 8 : 4); s++) out.add(cellSet(image(l, W, H, s), W, H).join(" "));
  return out;
}

afterEach(() => {
  setInternAbove(59);
  setBigRegionCap(Number.POSITIVE_INFINITY);
});

describe("Cram regions of more than 59 cells, interned", () => {
  it("gives a region and each of its mirror images (4 of a rectangle, 8 of a square) one key, other regions other keys, and reads it back", () => {
    const rnd = seededRandom(5);
    const key = new Uint32Array(2);
    const back = new Int32Array(32);
    for (const [W, H] of [
      [4, 15],
      [8, 8],
      [2, 31],
      [7, 9],
    ] as const) {
      const keys = new Map<string, number>();
      for (let t = 0; t < 40; t++) {
        const l = Array.from({ length: W }, () => Math.floor(rnd() * 2 ** H) | 1 | (1 << (H - 1)));
        const cells = l.reduce((n, x) => n + x.toString(2).replaceAll("0", "").length, 0);
        const seen = new Set<number>();
        for (let s = 0; s < (W === H ? 8 : 4); s++) {
          const symmetric = canonicalKey(Int32Array.from(image(l, W, H, s)), W, H, key);
          expect(key[1]).toBe(BIG_TAG);
          seen.add(key[0]!);
          // its own half turn, by brute force on the cells
          expect(symmetric).toBe(cellSet(image(l, W, H, 3), W, H).join(" ") === cellSet(l, W, H).join(" "));
        }
        expect(seen.size).toBe(1);
        const k = [...seen][0]!;
        expect(bigLines(k, back)).toBe(W);
        expect(bigCells(k)).toBe(cells);
        // the stored lines are one of the region's images
        expect(orbit(l, W, H).has(cellSet(back, W, H).join(" "))).toBe(true);
        const id = [...orbit(l, W, H)].sort()[0]!;
        if (keys.has(id)) expect(keys.get(id)).toBe(k);
        else {
          expect([...keys.values()]).not.toContain(k);
          keys.set(id, k);
        }
      }
    }
  });

  it("keys boards of 60 … 64 cells by the store, with the values theory gives them (2 × n full: n mod 2; even × even: 0 by symmetry)", () => {
    for (const [r, c, v] of [
      [2, 30, 0],
      [31, 2, 1],
      [6, 10, 0],
      [8, 8, 0],
      [4, 16, 0],
      [3, 21, -1],
      [4, 15, -1],
    ] as const) {
      const [p, ...rest] = parts(emptyBoard(r, c));
      expect(rest).toEqual([]);
      expect([r, c, p![1], p![2]]).toEqual([r, c, BIG_TAG, v]);
      expect(cramSearchFamily.size(p![0], p![1])).toBe(r * c);
      expect(cramSearchFamily.knownValue(p![0], p![1])).toBe(v);
      expect(transient(p![0], p![1])).toBe(true);
    }
    // a 3 × 20 box packs into 60 bits behind the tag 1111 (no store): a table file keeps it
    const [wide] = parts(emptyBoard(20, 3));
    expect([wide![1] >>> 28, wide![2], transient(wide![0], wide![1]), cramSearchFamily.size(wide![0], wide![1])]).toEqual([15, -1, false, 60]);
    expect(() => parts(emptyBoard(2, 32))).toThrow(/at most 64 cells and sides of at most 31/);
    expect(() => parts(emptyBoard(5, 13))).toThrow(/at most 64 cells/);
  });

  it("keys regions in a 3 × 20 box by their 60 bits: one key for a region and its mirror images, read back to the same cells, and the values of random 3 × 20 boards as the engine gives them", () => {
    const rnd = seededRandom(31);
    const back = new Int32Array(32);
    let wideSeen = 0;
    let whole = 0;
    for (let t = 0; t < 30; t++) {
      // free (1): the middle row, two far corners and a few cells more: one region spanning the 3 × 20 box, small enough for the engine
      const cells = Array.from({ length: 60 }, (_, i) => (Math.floor(i / 20) === 1 || i === 0 || i === 59 || rnd() < 0.2 ? 1 : 0));
      const b = boardOf(3, 20, cells);
      const flipped = boardOf(
        3,
        20,
        Array.from({ length: 60 }, (_, i) => cells[59 - i]!),
      ); // its half turn
      const mirrored = boardOf(
        20,
        3,
        Array.from({ length: 60 }, (_, i) => cells[(i % 3) * 20 + Math.floor(i / 3)]!),
      ); // its transpose
      const ks = parts(b).sort();
      // a turned board is reduced before it is split (_internals/reduce.ts: which leaf of a star
      // stays, the cut links across the lines), so its regions may differ; its value is the same
      const value = searchValue(cramSearchFamily, b).value;
      expect(searchValue(cramSearchFamily, flipped).value).toBe(value);
      expect(searchValue(cramSearchFamily, mirrored).value).toBe(value);
      for (const [lo, hi, known] of ks) {
        if (hi === 0 || hi === 0xf8000000) continue;
        if (hi >>> 28 === 15) {
          wideSeen++;
          // the key reads back to 3 lines of 20 bits, as many cells as the family's size
          expect(heightOf(lo, hi)).toBe(20);
          expect(linesOf(lo, hi, 20, back)).toBe(3);
          expect(cellSet(back, 3, 20).length).toBe(cramSearchFamily.size(lo, hi));
          if (ks.length === 1 && cramSearchFamily.size(lo, hi) === cells.filter((v) => v === 1).length) {
            // the whole board is the region: its rows, as lines, are one of the key's images
            const rows = [0, 1, 2].map((r) => cells.slice(20 * r, 20 * r + 20).reduce<number>((x, v, i) => x | (v << i), 0));
            expect(orbit(rows, 3, 20).has(cellSet(back, 3, 20).join(" "))).toBe(true);
            whole++;
          }
        }
        expect(cramSearchFamily.knownValue(lo, hi) === known || known < 0).toBe(true);
      }
      expect([cells.join(""), searchValue(cramSearchFamily, b).value]).toEqual([cells.join(""), engine(b)]);
    }
    expect(wideSeen).toBeGreaterThan(5);
    expect(whole).toBeGreaterThan(0);
  });

  it("values every rectangle of at most 16 cells as the engine does when every region of more than 4 cells is interned", () => {
    setInternAbove(4);
    const before = bigRegionCount();
    const table = new TranspositionTable(1 << 16);
    for (let r = 2; r <= 8; r++)
      for (let c = 2; r * c <= 16; c++) {
        const b = emptyBoard(r, c);
        expect([r, c, searchValue(cramSearchFamily, b, { table }).value]).toEqual([r, c, engine(b)]);
      }
    expect(bigRegionCount() - before).toBeGreaterThan(40);
  });

  it("values random boards of at most 16 cells with cells filled as the engine does, interning above 6 and above 10 cells", () => {
    const rnd = seededRandom(23);
    for (const above of [6, 10]) {
      setInternAbove(above);
      const table = new TranspositionTable(1 << 16);
      for (let t = 0; t < 150; t++) {
        const r = 2 + Math.floor(rnd() * 4);
        const c = 2 + Math.floor(rnd() * Math.min(7, Math.floor(16 / r) - 1));
        const cells = Array.from({ length: r * c }, () => (rnd() < 0.2 ? 0 : 1));
        const b = boardOf(r, c, cells);
        const v = searchValue(cramSearchFamily, b, t % 2 ? { table } : {}).value;
        expect([above, r, c, cells.join(""), v]).toEqual([above, r, c, cells.join(""), engine(b)]);
      }
    }
  });

  it("a table file leaves interned keys out, and a search stopped halfway resumes from it exactly in a store that gives the indices to other regions", () => {
    setInternAbove(12);
    resetBigRegions();
    const b = boardOf(4, 5, [1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const c = emptyBoard(3, 5);
    const expected = engine(b);
    const full = searchValue(cramSearchFamily, b, { table: new TranspositionTable(1 << 16) }).positions;
    expect(full).toBeGreaterThan(20);
    // a run stopped after part of its work
    resetBigRegions();
    const table = new TranspositionTable(1 << 16);
    const search = new NimberSearch(cramSearchFamily, table);
    const q = new ValueQuery(search, b, ALL);
    // each ask of a query (a part, a nimber) gets the slice's limit afresh: step in small slices to stop halfway
    let done = false;
    const interned = () => {
      let n = 0;
      table.each((_lo, hi) => {
        if (hi === BIG_TAG) n++;
      });
      return n;
    };
    while (!done && (search.nodes < Math.floor(full / 2) || interned() === 0)) done = q.step(1);
    expect(done).toBe(false);
    search.abandon();
    const kept = join(dir, "kept.tt");
    const all = join(dir, "all.tt");
    saveTable(kept, "cram", table, search.nodes, transient);
    saveTable(all, "cram", table, search.nodes);
    const his = (f: string) => {
      // the records after the header and the id "cram": one chunk (below 2^16 records) of lo, hi, excluded each, then a cost byte each
      const bytes = readFileSync(f).subarray(32 + 4);
      const w = new Uint32Array(Uint8Array.from(bytes.subarray(0, (12 * bytes.length) / 13)).buffer);
      return Array.from({ length: w.length / 3 }, (_, i) => w[3 * i + 1]!);
    };
    expect(his(kept).filter((h) => h === BIG_TAG)).toEqual([]);
    expect(his(all).filter((h) => h === BIG_TAG).length).toBeGreaterThan(0);
    expect(his(kept).length).toBeGreaterThan(0);
    // another process: a new store, whose first indices name other regions (3 × 5's)
    resetBigRegions();
    expect(searchValue(cramSearchFamily, c).value).toBe(engine(c));
    const resumed = new TranspositionTable(1 << 16);
    expect(loadTable(kept, "cram", resumed, transient).entries).toBe(his(kept).length);
    const again = searchValue(cramSearchFamily, b, { table: resumed });
    expect(again.value).toBe(expected);
    expect(again.positions).toBeLessThan(full);
    // and a file holding interned keys (one written without the filter) is read without them
    const filtered = new TranspositionTable(1 << 16);
    loadTable(all, "cram", filtered, transient);
    expect(filtered.filled).toBe(his(kept).length);
    expect(searchValue(cramSearchFamily, b, { table: filtered }).value).toBe(expected);
  });

  it("stops with one error naming the store's cap when more distinct regions are interned than it holds", () => {
    resetBigRegions();
    setInternAbove(4);
    setBigRegionCap(10);
    expect(() => searchValue(cramSearchFamily, emptyBoard(3, 5))).toThrow(
      /more than 10 distinct regions of over 59 cells \(BIG_REGIONS_MAX in src\/games\/cram\/_internals\/bigRegions.ts/,
    );
    expect(bigRegionCount()).toBe(10);
    resetBigRegions();
  });
});
