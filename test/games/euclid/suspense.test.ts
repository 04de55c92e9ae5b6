import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  continuedConjunctiveCompound,
  defineGame,
  euclid,
  euclidGame,
  euclidGrundy,
  InputError,
  euclidQuotients,
  euclidSuspense,
  euclidSuspenseOfQuotients,
  outcome,
  suspense,
} from "../../../src/index.js";

/** Smith's suspense rule, written out: the winner delays (largest even option), the loser hurries. */
function suspenseFromOptions(options: number[]): number {
  if (options.length === 0) return 0;
  const even = options.filter((s) => s % 2 === 0);
  return 1 + (even.length > 0 ? Math.max(...even) : Math.min(...options));
}

/** Piles with the given Euclid quotients (last ≥ 2): the continued fraction read backwards. */
function pilesOf(quotients: bigint[]): [bigint, bigint] {
  let [x, y] = [0n, 1n]; // (remainder, divisor) after the last stage
  for (let i = quotients.length - 1; i >= 0; i--) [x, y] = [y, quotients[i]! * y + x];
  return [x, y];
}

describe("euclid", () => {
  it("euclidSuspense(p, q) equals the generic engine's suspense for every 1 ≤ p, q ≤ 300", () => {
    const game = defineGame<readonly [number, number]>({
      name: "euclid (test copy)",
      moves: (pos) => [...euclidGame.moves(pos)],
      key: ([p, q]) => p * 1024 + q,
    });
    for (let p = 1; p <= 300; p++) {
      for (let q = 1; q <= 300; q++) {
        const expected = suspense(game, [p, q]);
        if (euclidSuspense(p, q) !== expected) expect(euclidSuspense(p, q), `(${p}, ${q})`).toBe(expected);
        if (euclidSuspense(BigInt(p), BigInt(q)) !== expected) expect(euclidSuspense(BigInt(p), BigInt(q))).toBe(expected);
      }
    }
  });

  it("a game with an empty pile is finished: suspense 0", () => {
    expect(euclidSuspense(0, 0)).toBe(0);
    expect(euclidSuspense(0, 7)).toBe(0);
    expect(euclidSuspense(10n ** 60n, 0n)).toBe(0);
  });

  it("hand-worked values: (1,1) → 1, (3,2) → 2, (2,3) → 2, (5,2) → 3, (1,5) → 1", () => {
    // (3,2): the only move is to (1,2), from which (1,0) ends it: 2 moves, the mover loses.
    // (5,2): to (1,2) then (1,0) is 2 moves (bad for the mover); to (3,2) makes 1 + 2 = 3.
    expect(euclidSuspense(1, 1)).toBe(1);
    expect(euclidSuspense(3, 2)).toBe(2);
    expect(euclidSuspense(2, 3)).toBe(2);
    expect(euclidSuspense(5, 2)).toBe(3);
    expect(euclidSuspense(1, 5)).toBe(1);
  });

  it("euclidSuspenseOfQuotients(quotients) agrees with euclidSuspense(p, q) and euclidQuotients", () => {
    expect(euclidQuotients(3n, 7n)).toEqual([2n, 3n]);
    expect(euclidQuotients(0, 5)).toEqual([]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), fc.bigInt({ min: 0n, max: 10n ** 60n }), (p, q) => {
        expect(euclidSuspenseOfQuotients(euclidQuotients(p, q))).toBe(euclidSuspense(p, q));
      }),
      { numRuns: 2000 },
    );
  });

  it("on 60-digit piles the closed form satisfies Smith's suspense rule over the options", () => {
    const quotient = fc.oneof(fc.bigInt({ min: 1n, max: 3n }), fc.bigInt({ min: 1n, max: 40n }));
    fc.assert(
      fc.property(fc.array(quotient, { minLength: 1, maxLength: 90 }), fc.boolean(), (qs, swap) => {
        const last = qs.length - 1;
        if (qs.length > 1 && qs[last]! < 2n) qs[last] = 2n;
        const [p, q] = pilesOf(qs);
        const [x, y] = swap ? [q, p] : [p, q];
        const options: number[] = [];
        for (let r = q - p; r >= 0n; r -= p) options.push(swap ? euclidSuspense(r, p) : euclidSuspense(p, r));
        expect(euclidSuspense(x, y)).toBe(suspenseFromOptions(options));
      }),
      { numRuns: 500 },
    );
  });

  it("the suspense is odd exactly when the player to move wins (the engine's outcome)", () => {
    for (let p = 0; p <= 60; p++) {
      for (let q = 0; q <= 60; q++) {
        expect(euclidSuspense(p, q) % 2 === 1).toBe(outcome(euclidGame, [p, q]) === "N");
      }
    }
  });

  it("the seeds' sample: three (1,1) games → MM; one (3,2) game → GG (via the engine's Every-SG compound)", () => {
    const ones = [1, 2, 3].map(() => ({ game: euclidGame, position: [1, 1] as const }));
    expect(continuedConjunctiveCompound(ones).winner).toBe("first");
    expect(Math.max(...[1, 1, 1].map(() => euclidSuspense(1, 1))) % 2).toBe(1);
    expect(continuedConjunctiveCompound([{ game: euclidGame, position: [3, 2] }]).winner).toBe("second");
    expect(euclidSuspense(3, 2) % 2).toBe(0);
  });

  it("the euclid object groups the same functions", () => {
    expect(euclid.suspense(3n, 2n)).toBe(2);
    expect(euclid.suspenseOfQuotients([1n, 2n])).toBe(2);
    expect(euclid.quotients(2, 3)).toEqual([1n, 2n]);
    expect(euclid.game).toBe(euclidGame);
  });

  it("rejects negative piles with an InputError", () => {
    expect(() => euclidSuspense(-1, 2)).toThrow(InputError);
    expect(() => euclidSuspense(1n, -2n)).toThrow(/expected q to be a non-negative integer .*got "-2n"/);
    expect(() => euclidSuspense(1.5, 2)).toThrow(InputError);
    expect(() => euclidGrundy(-1n, 2n)).toThrow(InputError);
    expect(euclidGrundy(3 as never, 2 as never)).toBe(0n);
  });
});
