import { describe, expect, it } from "vitest";
import { boardOf } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { grundy } from "../../src/index.js";
import { EndgameValues } from "../../src/search/endgameValues.js";
import { searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { seededRandom } from "../helpers/random.js";

const engine = (b: ReturnType<typeof boardOf>) => grundy(cram.game, b, { budget: Infinity });

/** The regions of a board as the family keys them: [lo, hi, value from theory]. */
function parts(b: ReturnType<typeof boardOf>): [number, number, number][] {
  const out: [number, number, number][] = [];
  cramSearchFamily.components(b, { begin() {}, component: (lo, hi, known) => out.push([lo, hi, known]) });
  return out;
}

describe("endgame values (small components valued exactly on first sight)", () => {
  it("value the region of every third board of 4 × 4 and 3 × 5 that is one region theory does not value, as the engine does", () => {
    const eg = new EndgameValues(cramSearchFamily, new TranspositionTable(1 << 16), 16);
    let checked = 0;
    for (const [r, c] of [
      [4, 4],
      [3, 5],
    ] as const) {
      for (let m = 0; m < 1 << (r * c); m += 3) {
        const b = boardOf(
          r,
          c,
          Array.from({ length: r * c }, (_, i) => (m >> i) & 1),
        );
        const ps = parts(b);
        if (ps.length !== 1 || ps[0]![2] >= 0) continue; // one region theory does not value
        const [lo, hi] = ps[0]!;
        expect([r, c, m, eg.value(lo, hi)]).toEqual([r, c, m, engine(b)]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(eg.nodes).toBeGreaterThan(0);
  });

  it("give the search the engine's values, whatever the endgame bound, in a table that must replace entries", () => {
    const rnd = seededRandom(31);
    for (const endgameSize of [0, 6, 12, 20]) {
      const family = { ...cramSearchFamily, endgameSize };
      const table = new TranspositionTable(1024);
      for (let t = 0; t < 40; t++) {
        const [r, c] = t % 2 ? [4, 5] : [3, 7];
        const cells = Array.from({ length: r * c }, () => (rnd() < 0.15 ? 0 : 1));
        const b = boardOf(r, c, cells);
        expect([endgameSize, cells.join(""), searchValue(family, b, { table }).value]).toEqual([endgameSize, cells.join(""), engine(b)]);
      }
    }
  });
});
