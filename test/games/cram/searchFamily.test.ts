import { describe, expect, it } from "vitest";
import { boardOf } from "../../../src/games/cram/board.js";
import { cram } from "../../../src/games/cram/index.js";
import { cramSearchFamily } from "../../../src/games/cram/searchFamily.js";
import { unpackLines } from "../../../src/games/cram/_internals/lines.js";
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

describe("Cram's search family, options", () => {
  it("lists every domino of a region once, with the values of the positions they leave, on every region of 4 × 4 and 3 × 5 theory does not value", () => {
    const value = (rows: number, columns: number, cells: ArrayLike<number>) => grundy(cram.game, boardOf(rows, columns, cells), { budget: Infinity });
    let checked = 0;
    for (const [r, c] of [
      [4, 4],
      [3, 5],
    ] as const) {
      for (let m = 0; m < 1 << (r * c); m++) {
        const ps = parts(
          boardOf(
            r,
            c,
            Array.from({ length: r * c }, (_, i) => (m >> i) & 1),
          ),
        );
        if (ps.length !== 1 || ps[0]![2] >= 0) continue;
        const [lo, hi] = ps[0]!;
        // the region of the key, by the engine: lines of H bits are its columns
        const H = hi >>> 27;
        const l = new Int32Array(64);
        const W = unpackLines(lo, hi, H, l);
        const cells = Array.from({ length: H * W }, (_, i) => (l[i % W]! >>> Math.floor(i / W)) & 1);
        const all = new Set<number>();
        let dominoes = 0;
        for (let i = 0; i < H * W; i++) {
          for (const k of [i + 1, i + W]) {
            if (!cells[i] || !cells[k] || (k === i + 1 && k % W === 0) || k >= H * W) continue;
            const after = cells.slice();
            after[i] = 0;
            after[k] = 0;
            all.add(value(H, W, after));
            dominoes++;
          }
        }
        const listed = new Set<number>();
        let options = 0;
        let x = 0;
        const sink = {
          begin() {
            if (options++ > 0) listed.add(x);
            x = 0;
          },
          component(plo: number, phi: number, known: number) {
            if (known >= 0) x ^= known;
            else {
              const pl = new Int32Array(64);
              const ph = phi >>> 27;
              const pw = unpackLines(plo, phi, ph, pl);
              x ^= value(
                ph,
                pw,
                Array.from({ length: ph * pw }, (_, i) => (pl[i % pw]! >>> Math.floor(i / pw)) & 1),
              );
            }
          },
        };
        cramSearchFamily.options(lo, hi, sink);
        if (options > 0) listed.add(x);
        expect([r, c, m, [...listed].sort()]).toEqual([r, c, m, [...all].sort()]);
        expect(options).toBe(dominoes);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
