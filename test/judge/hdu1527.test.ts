import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, wythoffGame } from "../../src/index.js";
import { wythoffIsP, wythoffPPosition } from "../../src/games/wythoff/index.js";
import { hdu1527 } from "../../src/judge/index.js";
import { ERROR_MESSAGE, chunking, corrupted, layout } from "../helpers/corrupt.js";
import { referenceRun, runSolver } from "../helpers/judge.js";

const example = (ext: string): string => readFileSync(new URL(`../../examples/hdu1527.${ext}`, import.meta.url), "utf8");

/** P-position test with squares only: a = ⌊kφ⌋ ⇔ (2a − k)² ≤ 5k² < (2a − k + 2)². */
function referenceLoses(a: bigint, b: bigint): boolean {
  const [x, y] = a < b ? [a, b] : [b, a];
  const k = y - x;
  if (k === 0n) return x === 0n;
  const lo = 2n * x - k;
  return lo >= 0n && lo * lo <= 5n * k * k && 5n * k * k < (lo + 2n) * (lo + 2n);
}

function reference(input: string) {
  return referenceRun(input, ({ next }, answer) => {
    for (;;) {
      const a = next(true);
      if (a === null) return;
      const b = next()!;
      answer(referenceLoses(a, b) ? "0" : "1");
    }
  });
}

describe("judge hdu1527", () => {
  it("answers the seeds' sample byte for byte", () => {
    expect(runSolver(hdu1527, example("in")).output).toBe(example("out"));
    expect(example("out")).toBe("0\n1\n0\n");
  });

  it("agrees with the generic solver on all lines a, b ≤ 25, under any whitespace and read sizes", () => {
    const lines: string[][] = [];
    const expected: string[] = [];
    for (let a = 0; a <= 25; a++) {
      for (let b = 0; b <= 25; b++) {
        lines.push([String(a), String(b)]);
        expected.push(outcome(wythoffGame, [a, b]) === "P" ? "0" : "1");
      }
    }
    fc.assert(
      fc.property(layout(lines), chunking, (input, chunks) => {
        expect(runSolver(hdu1527, input, { chunks }).output).toBe(expected.map((x) => `${x}\n`).join(""));
      }),
      { numRuns: 30 },
    );
  });

  it("handles CRLF, numbers split across lines, no final newline and 60-digit piles", () => {
    const a = 10n ** 59n + 7n;
    const input = `2\r\n1\r\n8   4\n\n4\n7\t${a} ${a}\n0 0\n${a}\n${a + 1n}`;
    expect(runSolver(hdu1527, input, { chunks: [3] }).output).toBe("0\n1\n0\n1\n0\n1\n");
  });

  it("is exact where floating-point φ is not: k = F(40) = 102334155, values below 10^9", () => {
    // φ·F(n) = F(n+1) − ψ^n with ψ = (1 − √5)/2, so φ·F(40) = F(41) − ψ^40 sits 4.4·10^-9 below
    // F(41) = 165580141: a_k = F(41) − 1, b_k = a_k + F(40). A double rounds k·φ up to F(41).
    expect(runSolver(hdu1527, "165580140 267914295\n165580141 267914296\n267914295 165580140\n").output).toBe("0\n1\n0\n");
    expect(referenceLoses(165580140n, 267914295n)).toBe(true);
    expect(Math.floor(102334155 * ((1 + Math.sqrt(5)) / 2))).toBe(165580141);
  });

  it("wythoffIsP on bigints (squares, no square root) equals the P-position of the difference (an integer square root): many sizes, neighbours, random pairs", () => {
    // (x, y), x ≤ y, is P exactly when it is the P-position (a_k, b_k) of its difference k
    const byPosition = (x: bigint, y: bigint): boolean => {
      const lo = x < y ? x : y;
      const [a, b] = wythoffPPosition(x < y ? y - x : x - y);
      return a === lo && b === (x < y ? y : x);
    };
    for (const k of [0n, 1n, 2n, 5n, 102334155n, 10n ** 20n + 3n, 7n ** 100n, 3n ** 2000n]) {
      const [a, b] = wythoffPPosition(k);
      for (const [x, y] of [
        [a, b],
        [b, a],
        [a + 1n, b],
        [a, b + 1n],
        [a - 1n, b],
        [a, b - 1n],
        [a + 1n, b + 1n],
        [0n, b],
        [a, a],
      ] as [bigint, bigint][]) {
        if (x >= 0n && y >= 0n) expect(wythoffIsP(x, y)).toBe(byPosition(x, y));
      }
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), fc.bigInt({ min: 0n, max: 10n ** 60n }), (x, y) => {
        expect(wythoffIsP(x, y)).toBe(byPosition(x, y));
      }),
    );
  });

  it("answers lines with 200,000-digit piles exactly (P-position and a neighbour)", () => {
    const [a, b] = wythoffPPosition(10n ** 200_000n / 7n);
    expect(runSolver(hdu1527, `${a} ${b}\n${b}\n${a + 1n}\n0${a} 000${b}\n`)).toEqual({ output: "0\n1\n0\n", error: null });
  });

  it("reports a negative number with its line, after printing the answers before it", () => {
    const { output, error } = runSolver(hdu1527, "2 1\n8 4\n4 -7\n1 2\n");
    expect(output).toBe("0\n1\n");
    expect(error?.message).toBe('line 3: expected the second pile size (a non-negative integer), got "-7"');
  });

  it("reports an input that ends inside a line", () => {
    const { output, error } = runSolver(hdu1527, "2 1\n8");
    expect(output).toBe("0\n");
    expect(error?.message).toBe("line 2: expected the second pile size (a non-negative integer), got end of input");
  });

  it("explains every answer: the P-position or all winning moves", () => {
    const { output } = runSolver(hdu1527, "2 1\n8 4\n5 5\n", { explain: true });
    expect(output).toBe(
      [
        "(2, 1): 0, a P-position (the pair with difference k = 1): every move loses",
        "(8, 4): 1, win by moving to (7, 4)",
        "(5, 5): 1, win by moving to (5, 3) or (3, 5) or (0, 0)",
        "",
      ].join("\n"),
    );
  });

  it("fuzz: 10^4 corrupted inputs give the reference answers and one-line errors, never a crash", () => {
    const valid = fc
      .array(fc.tuple(fc.oneof(fc.nat(40), fc.nat()), fc.oneof(fc.nat(40), fc.nat())), { maxLength: 8 })
      .chain((pairs) => layout(pairs.map(([a, b]) => [String(a), String(b)])));
    fc.assert(
      fc.property(corrupted(valid), chunking, (input, chunks) => {
        const ref = reference(input);
        const { output, error } = runSolver(hdu1527, input, { chunks });
        expect(output).toBe(ref.answers.map((x) => `${x}\n`).join(""));
        if (ref.error) {
          expect(error).not.toBeNull();
          expect(error!.message).toMatch(ERROR_MESSAGE);
          expect(error!.location.line).toBe(ref.error.line);
          expect(error!.got.slice(0, 100)).toBe(ref.error.got.slice(0, 100));
        } else expect(error).toBeNull();
      }),
      { numRuns: 10_000 },
    );
  });
});
