import { describe, expect, it } from "vitest";
import { boardOf } from "../../../src/games/cram/board.js";
import { cram } from "../../../src/games/cram/index.js";
import { cutLinks, reduceLeaves, reducedRegions } from "../../../src/games/cram/_internals/reduce.js";
import { grundy } from "../../../src/index.js";

/** The lines of a board drawn as rows of '.' (free) and '#': line j is column j, bit i row i. */
function linesOf(rows: string[]): Int32Array {
  const l = new Int32Array(64);
  rows.forEach((row, i) => {
    for (let j = 0; j < row.length; j++) if (row[j] === ".") l[j] = l[j]! | (1 << i);
  });
  return l;
}

/** The rows of W lines of H bits, drawn back. */
function drawn(l: Int32Array, W: number, H: number): string[] {
  return Array.from({ length: H }, (_, i) => Array.from({ length: W }, (_, j) => ((l[j]! >>> i) & 1 ? "." : "#")).join(""));
}

/** The regions reducedRegions writes, each drawn on the whole board. */
function regionsOf(rows: string[]): string[][] {
  const out: string[][] = [];
  const W = rows[0]!.length;
  reducedRegions(linesOf(rows), W, (cur) => out.push(drawn(cur, W, rows.length)));
  return out;
}

/** The value of a board drawn as rows, by the plain engine. */
function engine(rows: string[]): number {
  const cells = rows.flatMap((row) => [...row].map((ch) => (ch === "." ? 1 : 0)));
  return grundy(cram.game, boardOf(rows.length, rows[0]!.length, cells), { budget: Infinity });
}

describe("the reductions of a Cram region", () => {
  it("keeps one of the leaves hanging on a cell (a star)", () => {
    const b = linesOf(["#.#", "...", "#.#"]);
    expect(reduceLeaves(b, 0, 2)).toBe(true);
    // the plus: any domino takes the centre and leaves three lone cells, so it is 1, as the domino left
    expect(drawn(b, 3, 3)).toEqual(["###", "#.#", "#.#"]);
    expect(engine(["#.#", "...", "#.#"])).toBe(1);
    expect(engine(drawn(b, 3, 3))).toBe(1);
  });

  it("removes a cell all of whose neighbours are centres of leaves (a bridge)", () => {
    // three legs of two cells on the middle cell of the bottom row: the middle cell goes, three dominoes stay
    const rows = ["##.##", "##.##", "....."];
    const b = linesOf(rows);
    expect(reduceLeaves(b, 0, 4)).toBe(true);
    expect(drawn(b, 5, 3)).toEqual(["##.##", "##.##", "..#.."]);
    // by hand: a domino at the middle leaves two dominoes (0); one at a leg's end leaves a path of 5 (0): value 1 = 1 ⊕ 1 ⊕ 1
    expect(engine(rows)).toBe(1);
    expect(regionsOf(rows)).toHaveLength(3);
  });

  it("leaves a region with no leaf as it is", () => {
    const b = linesOf(["...", "...", "..."]);
    expect(reduceLeaves(b, 0, 2)).toBe(false);
    expect(drawn(b, 3, 3)).toEqual(["...", "...", "..."]);
  });

  it("cuts the two links across a 2 × 2 block whose opposite corners touch nothing else, and splits the board there", () => {
    // block rows 0–1, columns 0–1: corners a (0, 0) and d (1, 1) have no free neighbour outside it;
    // b (0, 1) goes on right, c (1, 0) goes on down, and no cell is a bridge
    const rows = ["....", "..##", ".###", ".###"];
    const open = new Int32Array(64);
    expect(cutLinks(linesOf(rows), 4, open)).toBe(true);
    expect(~open[0]! & 15).toBe(0b0011); // rows 0 and 1 between columns 0 and 1
    expect([open[1], open[2]]).toEqual([-1, -1]);
    // {a, c, and down}, {d, b, and right}: two paths of four, of equal value
    expect(
      regionsOf(rows)
        .map((r) => r.join("|"))
        .sort(),
    ).toEqual(["#...|#.##|####|####", ".###|.###|.###|.###"]);
    expect(engine(rows)).toBe(0);
    // the mirror pattern: corners (0, 3) and (1, 2)
    const mirror = ["....", "##..", "###.", "###."];
    expect(cutLinks(linesOf(mirror), 4, open)).toBe(true);
    expect(~open[2]! & 15).toBe(0b0011);
    expect(regionsOf(mirror)).toHaveLength(2);
  });

  it("keeps a region whole, links and all, when its cut links do not split it", () => {
    // the pattern of the block at rows 0–1, columns 0–1, but its two sides meet again round the ring
    const rows = ["....", "..#.", ".##.", "...."];
    expect(cutLinks(linesOf(rows), 4, new Int32Array(64))).toBe(true);
    expect(regionsOf(rows)).toEqual([rows]);
  });

  it("keeps the value of every board of 4 × 4, 3 × 5 and 2 × 7 (both ways as lines), by the plain engine", () => {
    const counts = { boards: 0, reduced: 0, split: 0 };
    let failure: string | null = null;
    for (const [R, C] of [
      [4, 4],
      [3, 5],
      [2, 7],
    ] as const) {
      const n = R * C;
      const value = new Int8Array(1 << n);
      for (let m = 0; m < 1 << n; m++)
        value[m] = grundy(
          cram.game,
          boardOf(
            R,
            C,
            Array.from({ length: n }, (_, i) => (m >> i) & 1),
          ),
          { budget: Infinity },
        );
      for (const byColumns of [true, false]) {
        // lines are the columns (bit r of line c is cell (r, c)) or the rows
        const W = byColumns ? C : R;
        const bit = (r: number, c: number) => (byColumns ? [c, r] : [r, c]) as [number, number];
        const l = new Int32Array(64);
        for (let m = 0; m < 1 << n; m++) {
          l.fill(0);
          for (let i = 0; i < n; i++)
            if ((m >> i) & 1) {
              const [j, b] = bit(Math.floor(i / C), i % C);
              l[j] = l[j]! | (1 << b);
            }
          let x = 0;
          let seen = 0;
          let cells = 0;
          let parts = 0;
          reducedRegions(l, W, (cur, jmin, jmax, k) => {
            let mask = 0;
            for (let i = 0; i < n; i++) {
              const [j, b] = bit(Math.floor(i / C), i % C);
              if ((cur[j]! >>> b) & 1) mask |= 1 << i;
            }
            // plain checks, the first failure kept (an expect a region costs more than the region)
            if (failure !== null) return;
            if (!(cur.slice(0, jmin).every((v) => v === 0) && cur.slice(jmax + 1, W).every((v) => v === 0)))
              failure = `${R}×${C} board ${m}: a line outside [jmin, jmax] is not empty`;
            else if ((mask & ~m) !== 0 || (mask & seen) !== 0) failure = `${R}×${C} board ${m}: a region holds cells off the board or of another region`;
            else if (!connected(mask, R, C)) failure = `${R}×${C} board ${m}: a region is not connected`;
            seen |= mask;
            cells += k;
            parts++;
            x ^= value[mask]!;
          });
          if (failure === null && x !== value[m])
            failure = `${R}×${C} board ${m} (${byColumns ? "columns" : "rows"} as lines): the regions' nim-sum ${x} is not its value ${value[m]}`;
          counts.boards++;
          if (cells < bigRegionCells(m, R, C)) counts.reduced++;
          if (parts > regionCount(m, R, C)) counts.split++;
        }
      }
    }
    expect(failure).toBeNull();
    expect(counts.boards).toBe(2 * (65536 + 32768 + 16384));
    expect(counts.reduced).toBeGreaterThan(10_000);
    expect(counts.split).toBeGreaterThan(1_000);
  });
});

/** The grid regions of a mask of an R × C box, as masks (a brute-force flood fill). */
function gridRegions(mask: number, R: number, C: number): number[] {
  const out: number[] = [];
  let left = mask;
  while (left !== 0) {
    let comp = left & -left;
    for (let grown = true; grown; ) {
      grown = false;
      for (let i = 0; i < R * C; i++) {
        if (!((comp >> i) & 1)) continue;
        const r = Math.floor(i / C);
        const c = i % C;
        for (const [rr, cc] of [
          [r - 1, c],
          [r + 1, c],
          [r, c - 1],
          [r, c + 1],
        ] as const) {
          const k = rr * C + cc;
          if (rr >= 0 && rr < R && cc >= 0 && cc < C && (left >> k) & 1 && !((comp >> k) & 1)) {
            comp |= 1 << k;
            grown = true;
          }
        }
      }
    }
    out.push(comp);
    left &= ~comp;
  }
  return out;
}

const connected = (mask: number, R: number, C: number) => gridRegions(mask, R, C).length === 1;
const bits = (m: number) => m.toString(2).replace(/0/g, "").length;
/** The cells of a mask in its regions of two or more cells. */
const bigRegionCells = (m: number, R: number, C: number) =>
  gridRegions(m, R, C)
    .filter((g) => bits(g) >= 2)
    .reduce((s, g) => s + bits(g), 0);
const regionCount = (m: number, R: number, C: number) => gridRegions(m, R, C).filter((g) => bits(g) >= 2).length;
