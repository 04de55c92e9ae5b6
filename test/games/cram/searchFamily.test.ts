import { describe, expect, it } from "vitest";
import { boardOf } from "../../../src/games/cram/board.js";
import { cram } from "../../../src/games/cram/index.js";
import { cramSearchFamily } from "../../../src/games/cram/searchFamily.js";
import { grundy } from "../../../src/index.js";

/** The components the search family writes for a board: [lo, hi, value from theory]. */
function parts(b: ReturnType<typeof boardOf>): [number, number, number][] {
  const out: [number, number, number][] = [];
  cramSearchFamily.components(b, { begin() {}, component: (lo, hi, known) => out.push([lo, hi, known]) });
  return out;
}

describe("Cram's search family", () => {
  it("values from theory (strips, paths and cycles of cells, full 2 × n, half-turn boards) agree with the engine on every board of 4 × 4, 3 × 5 and 2 × 7", () => {
    let checked = 0;
    for (const [r, c] of [
      [4, 4],
      [3, 5],
      [2, 7],
    ] as const) {
      for (let m = 0; m < 1 << (r * c); m++) {
        const b = boardOf(
          r,
          c,
          Array.from({ length: r * c }, (_, i) => (m >> i) & 1),
        );
        const ps = parts(b);
        // the board's regions, each on its own: where theory gives every region's value, their nim-sum is the board's
        if (ps.length === 0 || ps.some((p) => p[2] < 0)) continue;
        expect([r, c, m, ps.reduce((x, p) => x ^ p[2], 0)]).toEqual([r, c, m, grundy(cram.game, b, { budget: Infinity })]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("gives a region and its mirror images one key, and knownValue reads a key back as components() wrote it", () => {
    const a = boardOf(3, 4, [1, 1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 1]);
    const mirrored = boardOf(3, 4, [0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1]);
    const turned = boardOf(4, 3, [1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1]); // the transpose
    const [ka] = parts(a);
    expect(parts(mirrored)[0]).toEqual(ka);
    expect(parts(turned)[0]).toEqual(ka);
    for (let m = 0; m < 1 << 12; m++) {
      for (const [lo, hi, known] of parts(
        boardOf(
          3,
          4,
          Array.from({ length: 12 }, (_, i) => (m >> i) & 1),
        ),
      ))
        if (hi !== 0xf8000000) expect(cramSearchFamily.knownValue(lo, hi)).toBe(known);
    }
  });
});
