// Every family with a grid: its rows are the Grundy values of the positions it writes, checked
// against a brute force by the definition (the mex of the options' values) on small boards.
import { describe, expect, it } from "vitest";
import { gridTable } from "../../src/games/gridTable.js";
import { FAMILIES } from "../../src/games/registry.js";
import { Registry } from "../../src/games/registry.js";
import { parseExpression } from "../../src/expression/parse.js";

const WITH_GRID = FAMILIES.filter((f) => f.grid !== undefined);

/** G of a position by the definition, over the family's own engine game (memoised on its key). */
function bruteGrundy<P>(game: { moves(p: P): Iterable<P>; key(p: P): string | number | bigint }, p: P, memo: Map<unknown, number>): number {
  const k = game.key(p);
  const known = memo.get(k);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (const q of game.moves(p)) seen.add(bruteGrundy(game, q, memo));
  let g = 0;
  while (seen.has(g)) g++;
  memo.set(k, g);
  return g;
}

describe("grids (the two-coordinate face of a record)", () => {
  it("Wythoff, Euclid and two-heap Nim have one", () => {
    expect(WITH_GRID.map((f) => f.name).sort()).toEqual(["euclid", "nim", "wythoff"]);
  });

  it.each(WITH_GRID.map((f) => [f.name, f] as const))("%s: G(x, y) of each row is the value of the position the grid writes, by the definition", (_, family) => {
    const n = 12;
    const table = gridTable(family.grid!, n);
    const memo = new Map<unknown, number>();
    const registry = new Registry();
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        const terms = parseExpression(family.grid!.text(x, y)).terms;
        expect(terms.map((t) => t.name)).toEqual([family.name]);
        const p = registry.read(terms[0]!).position;
        expect(table.at(x, y), family.grid!.text(x, y)).toBe(bruteGrundy(family.game, p, memo));
      }
    }
  });

  it("gridTable refuses a side that is not an integer from 0 to 4096", () => {
    const grid = WITH_GRID[0]!.grid!;
    for (const n of [-1, 1.5, 5000]) expect(() => gridTable(grid, n)).toThrow(/side of a map/);
  });
});
