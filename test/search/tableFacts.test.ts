import { describe, expect, it } from "vitest";
import { boardOf, emptyBoard } from "../../src/games/cram/board.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { nodeKaylesSearchFamily } from "../../src/games/graphKayles/searchFamily.js";
import { graphPosition } from "../../src/games/graphKayles/index.js";
import type { OptionSink, SearchFamily } from "../../src/search/family.js";
import { searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { seededRandom } from "../helpers/random.js";

/**
 * The value of a component key by the definition, written here: the mex over the family's
 * options of the nim-sum of their parts, each part valued the same way (memoised by key). A
 * part the family values by theory without a key it can read back (Cram's paths and cycles)
 * keeps that value.
 */
function definitionValue<P>(family: SearchFamily<P>, memo: Map<string, number>, lo: number, hi: number): number {
  const key = `${lo >>> 0},${hi >>> 0}`;
  const have = memo.get(key);
  if (have !== undefined) return have;
  const options: { known: number; parts: [number, number][] }[] = [];
  const sink: OptionSink = {
    begin() {
      options.push({ known: 0, parts: [] });
    },
    component(l, h, known) {
      const o = options[options.length - 1]!;
      if (known >= 0 && (h >>> 0 === 0xf8000000 || family.tableId !== "cram")) o.known ^= known;
      else o.parts.push([l, h]);
    },
  };
  family.options(lo, hi, sink);
  const seen = new Set<number>();
  for (const o of options) {
    let x = o.known;
    for (const [l, h] of o.parts) x ^= definitionValue(family, memo, l, h);
    seen.add(x);
  }
  let g = 0;
  while (seen.has(g)) g++;
  memo.set(key, g);
  return g;
}

/** Every slot of the table: each excluded set must leave the key's value (by the definition) out. */
function checkFacts<P>(family: SearchFamily<P>, table: TranspositionTable, memo: Map<string, number>): number {
  let facts = 0;
  table.each((lo, hi, excluded) => {
    const v = definitionValue(family, memo, lo, hi);
    expect([lo, hi, v, (excluded >>> v) & 1]).toEqual([lo, hi, v, 0]);
    facts++;
  });
  return facts;
}

describe("what the search leaves in its table", () => {
  it("never excludes a Cram region's value: every rectangle of at most 24 cells, one table", () => {
    const table = new TranspositionTable(1 << 16);
    const memo = new Map<string, number>();
    for (let r = 2; r <= 12; r++) for (let c = r; r * c <= 24; c++) searchValue(cramSearchFamily, emptyBoard(r, c), { table });
    expect(checkFacts(cramSearchFamily, table, memo)).toBeGreaterThan(100);
  });

  it("never excludes a Cram region's value: random boards of at most 20 cells with cells filled, fresh tables", () => {
    const rnd = seededRandom(23);
    const memo = new Map<string, number>();
    let facts = 0;
    for (let t = 0; t < 60; t++) {
      const [r, c] = t % 3 === 0 ? [4, 5] : t % 3 === 1 ? [3, 6] : [2, 9];
      const cells = Array.from({ length: r * c }, () => (rnd() < 0.12 ? 0 : 1));
      const table = new TranspositionTable(1 << 14);
      searchValue(cramSearchFamily, boardOf(r, c, cells), { table });
      facts += checkFacts(cramSearchFamily, table, memo);
    }
    expect(facts).toBeGreaterThan(1000);
  });

  it("never excludes a Node Kayles part's value: random graphs of 8 to 14 vertices", () => {
    const rnd = seededRandom(5);
    let facts = 0;
    for (let t = 0; t < 40; t++) {
      const n = 8 + (t % 7);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < 2.5 / n) edges.push([u, v]);
      const g = graphPosition(n, edges);
      const family = nodeKaylesSearchFamily(g);
      const table = new TranspositionTable(1 << 12);
      searchValue(family, g, { table });
      facts += checkFacts(family, table, new Map());
    }
    expect(facts).toBeGreaterThan(100);
  });
});
