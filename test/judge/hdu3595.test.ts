import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineGame, euclidGame, euclidSuspense, suspense } from "../../src/index.js";
import { hdu3595 } from "../../src/judge/index.js";
import { largestEuclidSuspense } from "../../src/judge/_internals/largestEuclidSuspense.js";
import { ERROR_MESSAGE, chunking, corrupted, layout } from "../helpers/corrupt.js";
import { expectLikeReference, referenceRun, runSolver } from "../helpers/judge.js";

const example = (ext: string): string => readFileSync(new URL(`../../examples/hdu3595.${ext}`, import.meta.url), "utf8");

const engineEuclid = defineGame<readonly [number, number]>({
  name: "euclid (test copy)",
  moves: (pos) => [...euclidGame.moves(pos)],
  key: ([p, q]) => p * 4096 + q,
});

/** Suspense from the generic engine for small piles; the closed form (checked exhaustively elsewhere) beyond. */
function referenceSuspense(p: bigint, q: bigint): number {
  return p <= 200n && q <= 200n ? suspense(engineEuclid, [Number(p), Number(q)]) : euclidSuspense(p, q);
}

function reference(input: string) {
  return referenceRun(input, ({ next }, answer) => {
    for (;;) {
      const n = next(true);
      if (n === null) return;
      let max = 0;
      for (let i = 0n; i < n; i++) {
        const p = next()!;
        const q = next()!;
        max = Math.max(max, referenceSuspense(p, q));
      }
      answer(max % 2 === 1 ? "MM" : "GG");
    }
  });
}

describe("judge hdu3595", () => {
  it("answers the seeds' sample byte for byte", () => {
    expect(runSolver(hdu3595, example("in")).output).toBe(example("out"));
    expect(example("out")).toBe("MM\nGG\n");
  });

  it("N = 0 means nobody can move: GG; finished games (an empty pile) count 0", () => {
    expect(runSolver(hdu3595, "0\n1\n0 5\n2\n0 0\n2 1\n").output).toBe("GG\nGG\nMM\n");
  });

  it("agrees with the generic solver's Every-SG verdict on random small cases", () => {
    const cases = fc.array(fc.array(fc.tuple(fc.nat(30), fc.nat(30)), { maxLength: 6 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(cases, chunking, (cs, chunks) => {
        const lines = cs.flatMap((games) => [[String(games.length)], ...games.map(([p, q]) => [String(p), String(q)])]);
        const expected = cs.map((games) => {
          const max = Math.max(0, ...games.map(([p, q]) => suspense(engineEuclid, [p, q])));
          return max % 2 === 1 ? "MM\n" : "GG\n";
        });
        fc.assert(
          fc.property(layout(lines), (input) => {
            expect(runSolver(hdu3595, input, { chunks }).output).toBe(expected.join(""));
          }),
          { numRuns: 3 },
        );
      }),
      { numRuns: 200 },
    );
  });

  it("largestEuclidSuspense (the judge's number copy of the fold) equals euclidSuspense on bigint", () => {
    for (let p = 0; p <= 200; p++) {
      for (let q = 0; q <= 200; q++) {
        const expected = euclidSuspense(BigInt(p), BigInt(q));
        if (largestEuclidSuspense([p, q], 0, 2) !== expected) expect(largestEuclidSuspense([p, q], 0, 2), `(${p}, ${q})`).toBe(expected);
      }
    }
    const pile = fc.oneof(fc.nat(1000), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constant(Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(fc.array(pile, { maxLength: 12 }), fc.nat(3), (piles, from) => {
        // the games (piles[i], piles[i + 1]) for i = from, from + 2, … below piles.length
        let expected = 0;
        for (let i = from; i + 1 < piles.length; i += 2) expected = Math.max(expected, euclidSuspense(BigInt(piles[i]!), BigInt(piles[i + 1]!)));
        expect(largestEuclidSuspense(piles, from, piles.length)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    // consecutive Fibonacci numbers: the most stages below 2^53
    expect(largestEuclidSuspense([5527939700884757, 8944394323791464], 0, 2)).toBe(euclidSuspense(5527939700884757n, 8944394323791464n));
    expect(euclidSuspense(5527939700884757n, 8944394323791464n)).toBe(76); // F(77), F(78): 75 quotients 1, then 2
  });

  it("reads 60-digit piles exactly", () => {
    // (F(k+1), F(k)) has the k − 1 quotients 1, …, 1, 2; each stage is one move: suspense k − 1
    const fib = [1n, 1n]; // fib[i] = F(i + 1)
    while (fib.length < 300) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    const [p, q] = [fib[290]!, fib[289]!]; // F(291), F(290)
    expect(q > 10n ** 59n).toBe(true);
    expect(euclidSuspense(p, q)).toBe(289);
    expect(euclidSuspense(fib[291]!, p)).toBe(290);
    expect(runSolver(hdu3595, `1\n${p} ${q}\n2\n${fib[291]} ${p}\n${fib[3]} ${fib[2]}\n`).output).toBe("MM\nGG\n");
  });

  it("pairs piles across the block reader's blocks, after a long pile shifts them", () => {
    // a 21-digit first pile is read on its own, so the 4096-pile block that follows ends
    // on the p of game 2049, whose q comes in the next block; all other games are (1, 1)
    const game = (i: number, last: string): string => (i === 1 ? "100000000000000000000 1" : i === 2049 ? last : "1 1");
    const input = (last: string): string => `4100\n${Array.from({ length: 4100 }, (_, i) => game(i + 1, last)).join("\n")}\n`;
    expect(euclidSuspense(3, 2)).toBe(2);
    expect(euclidSuspense(5, 2)).toBe(3);
    expect(euclidSuspense(10n ** 20n, 1)).toBe(1);
    for (const [last, answer] of [
      ["3 2", "GG\n"],
      ["5 2", "MM\n"],
      ["1 1", "MM\n"],
    ] as const) {
      const text = input(last);
      const run = runSolver(hdu3595, text, { bufferSize: 1 << 20 });
      expect(run.output).toBe(answer);
      expectLikeReference(run, reference(text), ERROR_MESSAGE);
    }
  });

  it("reports a malformed count or pile with its line, after the answers before it", () => {
    const { output, error } = runSolver(hdu3595, "1\n1 1\n2\n3 2\r\n4 x\n");
    expect(output).toBe("MM\n");
    expect(error?.message).toBe('line 5: expected the pile q (a non-negative integer), got "x"');
    expect(runSolver(hdu3595, "1\n1 1\n2\n3 2\n").error?.message).toBe("line 4: expected the pile p (a non-negative integer), got end of input");
  });

  it("explains each game's suspense and who wins it", () => {
    const { output } = runSolver(hdu3595, "2\n3 2\n5 2\n0\n", { explain: true });
    expect(output).toBe(
      [
        "Case 1: MM",
        "  game 1 (3, 2): quotients [1, 2], suspense 2, GG wins it alone",
        "  game 2 (5, 2): quotients [2, 2], suspense 3, MM wins it alone",
        "  largest suspense 3 is odd: MM makes the last move",
        "Case 2: GG",
        "  no game: MM cannot move and loses",
        "",
      ].join("\n"),
    );
  });

  it("fuzz: 10^4 corrupted inputs give the reference answers and one-line errors, never a crash", () => {
    const valid = fc
      .array(fc.array(fc.tuple(fc.oneof(fc.nat(40), fc.nat()), fc.oneof(fc.nat(40), fc.nat())), { maxLength: 4 }), { maxLength: 4 })
      .chain((cs) => layout(cs.flatMap((games) => [[String(games.length)], ...games.map(([p, q]) => [String(p), String(q)])])));
    fc.assert(
      fc.property(corrupted(valid), chunking, (input, chunks) => {
        expectLikeReference(runSolver(hdu3595, input, { chunks }), reference(input), ERROR_MESSAGE);
      }),
      { numRuns: 10_000 },
    );
  });
});
