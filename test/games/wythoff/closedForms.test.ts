import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError, outcome, winningMoves, wythoff, wythoffGame, wythoffIsP, wythoffPartner, wythoffPPosition, wythoffWinningMoves } from "../../../src/index.js";
import { wythoffIsPNumber } from "../../../src/games/wythoff/index.js";

/** P-positions by the greedy construction: a_k = mex of all earlier a's and b's, b_k = a_k + k. */
function greedyPPositions(count: number): [number, number][] {
  const used = new Uint8Array(4 * count + 10);
  const out: [number, number][] = [[0, 0]];
  let a = 0;
  for (let k = 1; k < count; k++) {
    a++;
    while (used[a]) a++;
    used[a] = 1;
    used[a + k] = 1;
    out.push([a, a + k]);
  }
  return out;
}

/** a = ⌊kφ⌋ ⇔ a ≤ kφ < a + 1 ⇔ (2a − k)² ≤ 5k² < (2a + 2 − k)² (for 2a ≥ k): squares only. */
function isFloorKPhi(a: bigint, k: bigint): boolean {
  const lo = 2n * a - k;
  const hi = lo + 2n;
  return lo >= 0n && lo * lo <= 5n * k * k && 5n * k * k < hi * hi;
}

const big = fc.bigInt({ min: 0n, max: 10n ** 60n });

describe("wythoff", () => {
  it("wythoffIsP(a, b) agrees with the generic solver on every position with piles ≤ 45", () => {
    for (let a = 0; a <= 45; a++) {
      for (let b = 0; b <= 45; b++) {
        expect(wythoffIsP(a, b), `(${a}, ${b})`).toBe(outcome(wythoffGame, [a, b]) === "P");
        expect(wythoffIsP(BigInt(a), BigInt(b))).toBe(outcome(wythoffGame, [a, b]) === "P");
      }
    }
  });

  it("wythoffIsPNumber (the number path of wythoffIsP and the judge's loop) equals wythoffIsP on bigint", () => {
    for (let a = 0; a <= 300; a++) {
      for (let b = 0; b <= 300; b++) {
        if (wythoffIsPNumber(a, b) !== wythoffIsP(BigInt(a), BigInt(b))) expect(wythoffIsPNumber(a, b), `(${a}, ${b})`).toBe(wythoffIsP(BigInt(a), BigInt(b)));
      }
    }
    const safe = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    // P-positions (k up to 2^52, both sides of the 2^40 fast limit) and near misses, and random pairs
    const pPosition = fc.tuple(fc.oneof(fc.integer({ min: 0, max: 2 ** 41 }), fc.integer({ min: 0, max: 2 ** 52 })), fc.integer({ min: -2, max: 2 })).map(([k, d]) => {
      const [a, b] = wythoffPPosition(k);
      return [Number(a), Math.max(0, Number(b) + d)] as const;
    });
    fc.assert(
      fc.property(fc.oneof(fc.tuple(safe, safe), pPosition), fc.boolean(), ([a, b], swap) => {
        const [x, y] = swap ? [b, a] : [a, b];
        if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) return;
        expect(wythoffIsPNumber(x, y)).toBe(wythoffIsP(BigInt(x), BigInt(y)));
      }),
      { numRuns: 5000 },
    );
  });

  it("wythoffWinningMoves(a, b) are exactly the engine's winning moves for piles ≤ 30", () => {
    const key = (p: readonly [unknown, unknown]): string => `${p[0]},${p[1]}`;
    for (let a = 0; a <= 30; a++) {
      for (let b = 0; b <= 30; b++) {
        const mine = wythoffWinningMoves(a, b).map(key).sort();
        const engine = [...new Set(winningMoves(wythoffGame, [a, b]).map(key))].sort();
        expect(mine, `(${a}, ${b})`).toEqual(engine);
      }
    }
  });

  it("wythoffPPosition(k) matches the greedy (mex) construction for k < 10^5", () => {
    const greedy = greedyPPositions(100_000);
    for (let k = 0; k < greedy.length; k++) {
      const [a, b] = wythoffPPosition(k);
      expect([Number(a), Number(b)]).toEqual(greedy[k]);
    }
  });

  it("the first P-positions are (0,0), (1,2), (3,5), (4,7), (6,10), (8,13) (Winning Ways)", () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => wythoffPPosition(k).map(Number))).toEqual([
      [0, 0],
      [1, 2],
      [3, 5],
      [4, 7],
      [6, 10],
      [8, 13],
    ]);
  });

  it("wythoffPPosition(k) is ⌊kφ⌋ by an independent squares-only test, for k up to 10^60", () => {
    fc.assert(
      fc.property(big, (k) => {
        const [a, b] = wythoffPPosition(k);
        expect(isFloorKPhi(a, k) || k === 0n).toBe(true);
        expect(b - a).toBe(k);
      }),
      { numRuns: 2000 },
    );
  });

  it("wythoffIsP(a, b) is exact past 2^53: P-positions and their neighbours", () => {
    fc.assert(
      fc.property(big, fc.boolean(), (k, swap) => {
        fc.pre(k > 0n);
        const [a, b] = wythoffPPosition(k);
        const [x, y] = swap ? [b, a] : [a, b];
        expect(wythoffIsP(x, y)).toBe(true);
        expect(wythoffIsP(x + 1n, y)).toBe(false);
        expect(wythoffIsP(x, y + 1n)).toBe(false);
        expect(wythoffIsP(a - 1n, b)).toBe(false);
        expect(wythoffIsP(a + 1n, b + 1n)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("wythoffIsP on numbers (the floating-point fast path) agrees with the squares-only test", () => {
    const safe = fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }));
    fc.assert(
      fc.property(safe, fc.integer({ min: -2, max: 2 }), (k, delta) => {
        // a near ⌊kφ⌋ (found exactly), and b = a + k
        const a0 = wythoffPPosition(BigInt(k))[0];
        const a = a0 + BigInt(delta);
        fc.pre(a >= 0n && a + BigInt(k) <= BigInt(Number.MAX_SAFE_INTEGER));
        const expected = k === 0 ? a === 0n : isFloorKPhi(a, BigInt(k));
        expect(wythoffIsP(Number(a), Number(a) + k)).toBe(expected);
        expect(wythoffIsP(a, a + BigInt(k))).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it("wythoffIsP on numbers agrees with the integer test at the k ≤ 10^9 where kφ is nearest an integer", () => {
    // convergents of φ: k = F(n) makes kφ within 1/k of an integer, the hardest cases
    const fib = [1, 2];
    while (fib[fib.length - 1]! < 4e9) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    for (const k of fib) {
      for (let delta = -3; delta <= 3; delta++) {
        const kk = k + delta;
        if (kk < 1) continue;
        const a = wythoffPPosition(BigInt(kk))[0];
        expect(isFloorKPhi(a, BigInt(kk))).toBe(true);
        expect(wythoffIsP(Number(a), Number(a) + kk)).toBe(true);
        expect(wythoffIsP(Number(a) + 1, Number(a) + 1 + kk)).toBe(false);
      }
    }
  });

  it("wythoffPartner(v) pairs every number with the other pile of its P-position", () => {
    const greedy = greedyPPositions(2000);
    for (const [a, b] of greedy) {
      expect(wythoffPartner(a)).toBe(BigInt(b));
      expect(wythoffPartner(b)).toBe(BigInt(a));
    }
    fc.assert(
      fc.property(big, (v) => {
        const w = wythoffPartner(v);
        expect(wythoffIsP(v, w)).toBe(true);
        expect(wythoffPartner(w)).toBe(v);
      }),
      { numRuns: 1000 },
    );
  });

  it("wythoffWinningMoves(a, b) on 60-digit piles: legal moves to P-positions, none exactly from P-positions", () => {
    fc.assert(
      fc.property(big, big, (a, b) => {
        const moves = wythoffWinningMoves(a, b);
        expect(moves.length === 0).toBe(wythoffIsP(a, b));
        for (const [x, y] of moves) {
          expect(wythoffIsP(x, y)).toBe(true);
          const legal = (x === a && y < b) || (y === b && x < a) || (a - x === b - y && x < a && x >= 0n);
          expect(legal).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("the wythoff object groups the same functions", () => {
    expect(wythoff.isP(4n, 7n)).toBe(true);
    expect(wythoff.pPosition(3)).toEqual([4n, 7n]);
    expect(wythoff.winningMoves(8, 4)).toEqual([[7n, 4n]]);
    expect(wythoff.game).toBe(wythoffGame);
  });

  it("rejects negative and unsafe inputs with an InputError", () => {
    expect(() => wythoff.isP(-1n, 2n)).toThrow(InputError);
    expect(() => wythoffIsP(-1n, 2n)).toThrow(/expected a to be a non-negative integer .*got "-1n"/);
    expect(() => wythoffIsP(0.5, 2)).toThrow(InputError);
    expect(() => wythoffIsP(2 ** 53, 2)).toThrow(InputError);
    expect(() => wythoffPPosition(-1)).toThrow(InputError);
    expect(() => wythoffPartner(-3n)).toThrow(InputError);
    expect(() => wythoffWinningMoves(1, "2" as never)).toThrow(InputError);
    expect(() => wythoff.grundyTable(1e6)).toThrow(/at most 16,384/);
  });
});
