// The box solver against the engine (every diagram of the 6×6 and 8×8 boxes), against a
// brute force written here from the rules, and against published results on squares,
// two-row and three-row Chomp.
import { describe, expect, it } from "vitest";
import { chomp, chompBoxIsP, chompBoxRefusal, chompBoxWinningMoves, solveChompBox } from "../../../src/games/chomp/index.js";
import { GrundyError, grundy } from "../../../src/index.js";
import { ensureKernel } from "../../helpers/kernel.js";

type Rows = number[];

/** Every non-empty Young diagram with at most h rows and w columns (row lengths, top first). */
function diagrams(h: number, w: number): Rows[] {
  const out: Rows[] = [];
  const stack: Rows[] = [[]];
  while (stack.length > 0) {
    const prefix = stack.pop()!;
    if (prefix.length > 0) out.push(prefix);
    if (prefix.length < h) for (let l = 1; l <= (prefix[prefix.length - 1] ?? w); l++) stack.push([...prefix, l]);
  }
  return out;
}

/** P/N from the rules alone: a diagram is P when no option is; the corner alone is P. */
function bruteIsP(): (rows: Rows) => boolean {
  const seen = new Map<string, boolean>();
  const isP = (rows: Rows): boolean => {
    const key = rows.join(",");
    const known = seen.get(key);
    if (known !== undefined) return known;
    let p = true;
    for (let i = 0; i < rows.length && p; i++) {
      for (let j = i === 0 ? 1 : 0; j < rows[i]! && p; j++) {
        if (isP(rows.map((r, k) => (k >= i ? Math.min(r, j) : r)).filter((r) => r > 0))) p = false;
      }
    }
    seen.set(key, p);
    return p;
  };
  return isP;
}

/** The winning moves from the brute force: squares (1-based) whose taking leaves a P-position. */
function bruteWinningMoves(isP: (rows: Rows) => boolean, rows: Rows): { row: number; column: number }[] {
  const moves: { row: number; column: number }[] = [];
  for (let i = 0; i < rows.length; i++) {
    for (let j = i === 0 ? 1 : 0; j < rows[i]!; j++) {
      if (isP(rows.map((r, k) => (k >= i ? Math.min(r, j) : r)).filter((r) => r > 0))) moves.push({ row: i + 1, column: j + 1 });
    }
  }
  return moves;
}

const rectangle = (h: number, w: number): Rows => Array.from({ length: h }, () => w);

describe("solveChompBox: every diagram against the engine", () => {
  for (const n of [6, 8]) {
    it(`agrees with grundy(chomp.game) = 0 on every diagram of the ${n}×${n} box`, () => {
      const box = solveChompBox(n, n);
      const all = diagrams(n, n);
      expect(all.length + 1).toBe(box.diagrams); // C(2n, n), the empty diagram included
      let p = 0;
      for (const d of all) {
        const engineP = grundy(chomp.game, d) === 0;
        if (chompBoxIsP(box, d) !== engineP) throw new Error(`differs at ${d.join(",")}: engine ${engineP ? "P" : "N"}`);
        if (engineP) p++;
      }
      expect(box.pPositions).toBe(p);
    });
  }
});

describe("solveChompBox: boxes of other shapes against a brute force", () => {
  const isP = bruteIsP();
  for (const [h, w] of [
    [1, 12],
    [12, 1],
    [2, 11],
    [3, 9],
    [9, 3],
    [4, 7],
    [7, 5],
  ] as const) {
    it(`${h}×${w}: every diagram, and the winning moves of every rectangle inside`, () => {
      const box = solveChompBox(h, w);
      const all = diagrams(h, w);
      expect(box.diagrams).toBe(all.length + 1);
      for (const d of all) expect([d.join(","), chompBoxIsP(box, d)]).toEqual([d.join(","), isP(d)]);
      expect(box.pPositions).toBe(all.filter(isP).length);
      for (let a = 1; a <= h; a++) {
        for (let b = 1; b <= w; b++) expect(chompBoxWinningMoves(box, rectangle(a, b))).toEqual(bruteWinningMoves(isP, rectangle(a, b)));
      }
    });
  }

  it("the empty diagram counts as N and the poisoned square alone is P", () => {
    const box = solveChompBox(3, 4);
    expect(box.nBits[0]! & 1).toBe(1);
    expect(chompBoxIsP(box, [1])).toBe(true);
    expect(chompBoxWinningMoves(box, [1])).toEqual([]);
    expect(chompBoxWinningMoves(box, [2])).toEqual([{ row: 1, column: 2 }]);
  });
});

describe("published results", () => {
  it("square theorem: the only winning move of n×n (2 ≤ n ≤ 12) takes (2, 2), leaving an L with equal arms", () => {
    const box = solveChompBox(12, 12);
    for (let n = 2; n <= 12; n++) expect(chompBoxWinningMoves(box, rectangle(n, n))).toEqual([{ row: 2, column: 2 }]);
  });

  it("2 × n: the only winning move takes the bottom-right square (2, n), leaving rows (n, n − 1)", () => {
    const box = solveChompBox(2, 60);
    for (let n = 2; n <= 60; n++) expect(chompBoxWinningMoves(box, rectangle(2, n))).toEqual([{ row: 2, column: n }]);
    // the same statement for small n, from the brute force
    const isP = bruteIsP();
    for (let n = 2; n <= 9; n++) expect(bruteWinningMoves(isP, rectangle(2, n))).toEqual([{ row: 2, column: n }]);
  });

  it("three rows, third row r ≤ 5: the P-positions (p, q, r) Brouwer lists (quoted in OEIS A147983)", () => {
    // A. E. Brouwer, "The game of Chomp" (aeb.win.tue.nl/games/chomp.html), quoted in the
    // comments of OEIS A147983: r = 0: p = q + 1; r = 1: (3,1,1), (2,2,1) only; r = 2: p = q + 2;
    // r = 3: (6,3,3), (7,4,3), (5,5,3); r = 4: (8,4,4), (9,5,4), (10,6,4), (7,7,4);
    // r = 5: (10,5,5), (9,6,5) and (a + 11, a + 7, 5) for a ≥ 0.
    const listed = new Set(["3,1,1", "2,2,1", "6,3,3", "7,4,3", "5,5,3", "8,4,4", "9,5,4", "10,6,4", "7,7,4", "10,5,5", "9,6,5"]);
    const published = (p: number, q: number, r: number): boolean => {
      if (r === 0) return p === q + 1;
      if (r === 2) return p === q + 2;
      return listed.has(`${p},${q},${r}`) || (r === 5 && p >= 11 && p - q === 4);
    };
    const P = 80;
    const box = solveChompBox(3, P);
    let checked = 0;
    for (let r = 0; r <= 5; r++) {
      for (let q = r; q <= P; q++) {
        for (let p = Math.max(q, 1); p <= P; p++) {
          const rows = [p, q, r].filter((x) => x > 0);
          if (chompBoxIsP(box, rows) !== published(p, q, r)) throw new Error(`(${p},${q},${r}): box says ${chompBoxIsP(box, rows) ? "P" : "N"}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("3 × n has exactly one winning move, never in the first row (Sheiner 2026; A029900 / A029901 split the rows 2 and 3)", () => {
    // E. Sheiner, "Unique Winning Opening Move in Three-Row Chomp", arXiv:2605.23837: every
    // 3 × n rectangle has one winning opening move; it is in the second row exactly when
    // n is in A029900 and in the third exactly when n is in A029901, complementary sequences.
    const box = solveChompBox(3, 200);
    for (let n = 1; n <= 200; n++) {
      const moves = chompBoxWinningMoves(box, rectangle(3, n));
      expect(moves.length).toBe(1);
      expect(moves[0]!.row).toBeGreaterThan(1);
    }
  });
});

describe("symmetry", () => {
  it("the winning moves of b × a are those of a × b transposed, for every a, b ≤ 12", () => {
    const box = solveChompBox(12, 12);
    for (let a = 1; a <= 12; a++) {
      for (let b = 1; b <= 12; b++) {
        const moves = chompBoxWinningMoves(box, rectangle(a, b)).map((m) => `${m.column},${m.row}`);
        const transposed = chompBoxWinningMoves(box, rectangle(b, a)).map((m) => `${m.row},${m.column}`);
        expect(moves.sort()).toEqual(transposed.sort());
      }
    }
  });
});

describe("the bounds", () => {
  it("refuses a box of more than 2^32 diagrams with the memory it would need, and solves none", () => {
    expect(chompBoxRefusal(17, 17)).toBeUndefined();
    expect(chompBoxRefusal(16, 18)).toBeUndefined();
    expect(chompBoxRefusal(18, 18)).toMatch(/9,075,135,300 diagrams \(1\.06 GiB at one bit each\).*2\^32/);
    expect(() => solveChompBox(18, 18)).toThrow(GrundyError);
    expect(chompBoxRefusal(0, 5)).toMatch(/at least one row/);
    expect(chompBoxRefusal(1, 200_000)).toMatch(/rows \+ columns is at most/);
  });

  it("the kernel's loop and the JavaScript one mark the same bits on every box of at most 9 × 9, and on 1 × 3000 and 2000 × 1", () => {
    ensureKernel();
    const boxes: [number, number][] = [
      [1, 3000],
      [2000, 1],
    ];
    for (let r = 1; r <= 9; r++) for (let c = 1; c <= 9; c++) boxes.push([r, c]);
    for (const [r, c] of boxes) {
      const byKernel = solveChompBox(r, c);
      const byJs = solveChompBox(r, c, { engine: "js" });
      expect([r, c, byKernel.pPositions]).toEqual([r, c, byJs.pPositions]);
      let differ = byKernel.nBits.length === byJs.nBits.length ? 0 : -1;
      for (let i = 0; i < byJs.nBits.length; i++) if (byKernel.nBits[i] !== byJs.nBits[i]) differ++;
      expect([r, c, differ]).toEqual([r, c, 0]);
    }
  });

  it("reports its progress to the end", () => {
    const seen: number[] = [];
    const box = solveChompBox(5, 5, { onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([box.diagrams]);
  });
});
