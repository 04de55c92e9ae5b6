// The whole-game solver (src/games/fsvp/solve.ts): hand-worked games, value iteration, the definition of γ.
import { describe, expect, it } from "vitest";
import { FSVP_D, FSVP_INFINITE, FSVP_N, FSVP_NO_REMOTENESS, FSVP_P, fsvpGammaOf, fsvpIndex, fsvpPosition, solveFsvp } from "../../../src/games/fsvp/index.js";
import { gammaByKey, key, OUTCOME, plainSolve } from "../../helpers/fsvp.js";

describe("hand-worked small games", () => {
  it("fsvp(1): the single coin has no move, a loss in 0, γ = 0", () => {
    const t = solveFsvp(1);
    expect([t.outcome[0], t.remoteness[0], t.gamma[0]]).toEqual([FSVP_P, 0, 0]);
  });

  it("fsvp(2): 2 → 1+1 (divide), and 1+1 has no move: 2 wins in 1, γ(2) = 1", () => {
    const t = solveFsvp(2);
    expect([t.outcome[fsvpIndex([2])], t.remoteness[fsvpIndex([2])], t.gamma[fsvpIndex([2])]]).toEqual([FSVP_N, 1, 1]);
    expect([t.outcome[fsvpIndex([1, 1])], t.remoteness[fsvpIndex([1, 1])], t.gamma[fsvpIndex([1, 1])]]).toEqual([FSVP_P, 0, 0]);
  });

  it("fsvp(3): 3 → 1+1+1 only (3 is prime): γ 1; 2+1 → 1+1+1 (divide the 2) or 3 (unite): γ mex{0,1} = 2", () => {
    const t = solveFsvp(3);
    expect(fsvpGammaOf(t, fsvpIndex([3]))).toBe(1);
    expect(fsvpGammaOf(t, fsvpIndex([2, 1]))).toBe(2);
    expect(t.remoteness[fsvpIndex([2, 1])]).toBe(1);
  });

  it("fsvp(4): 2+1+1 → 1+1+1+1 wins in 1; 2+2 can only divide a 2, into 2+1+1, so 2+2 loses in 2", () => {
    const t = solveFsvp(4);
    expect([t.outcome[fsvpIndex([2, 1, 1])], t.remoteness[fsvpIndex([2, 1, 1])]]).toEqual([FSVP_N, 1]);
    expect([t.outcome[fsvpIndex([2, 2])], t.remoteness[fsvpIndex([2, 2])], t.gamma[fsvpIndex([2, 2])]]).toEqual([FSVP_P, 2, 0]);
  });

  it("fsvp(6): 4+2 is lost, and the loser lasts 6 moves (a loss takes its slowest option)", () => {
    // 4+2 → 2+2+2 (divide the 4 in two), 2+1+1+1+1 (the 4 into ones), 4+1+1 (divide the 2),
    // 6 (unite). Each wins: the last three in 1 (move to 1+1+1+1+1+1), and 2+2+2 in 5
    // (2+2+2 → 2+2+1+1, which loses in 4); the slowest, 5, makes 4+2 a loss in 6
    const t = solveFsvp(6);
    const rem = (p: number[]) => t.remoteness[fsvpIndex(p)];
    expect([rem([2, 2, 2]), rem([2, 1, 1, 1, 1]), rem([4, 1, 1]), rem([6])]).toEqual([5, 1, 1, 1]);
    expect([t.outcome[fsvpIndex([2, 2, 1, 1])], rem([2, 2, 1, 1])]).toEqual([FSVP_P, 4]);
    expect([t.outcome[fsvpIndex([4, 2])], rem([4, 2])]).toEqual([FSVP_P, 6]);
  });

  it("fsvp(11): most positions are draws; the single heap 11 (prime) only divides into ones and wins in 1", () => {
    const t = solveFsvp(11);
    expect([t.outcome[0], t.remoteness[0]]).toEqual([FSVP_N, 1]);
    expect(t.outcome.filter((o) => o === FSVP_D).length).toBe(45);
  });
});

describe("outcomes and remoteness against an independent value iteration", () => {
  it("every position for n ≤ 20", () => {
    for (let n = 1; n <= 20; n++) {
      const plain = plainSolve(n);
      const t = solveFsvp(n);
      for (let i = 0; i < t.count; i++) {
        const k = key(fsvpPosition(n, i));
        expect([k, OUTCOME[t.outcome[i]!]]).toEqual([k, plain.outcome.get(k)]);
        const r = t.remoteness[i]!;
        expect([k, r === FSVP_NO_REMOTENESS ? undefined : r]).toEqual([k, plain.remoteness.get(k)]);
      }
    }
  });

  it("outcomesOnly leaves γ out", () => {
    const t = solveFsvp(12, { outcomesOnly: true });
    expect(t.gamma.length).toBe(0);
    expect(t.outcome.length).toBe(77);
  });
});

describe("γ satisfies the definition of the generalized Sprague–Grundy function", () => {
  it("every position for n ≤ 24", () => {
    for (let n = 1; n <= 24; n++) {
      const plain = plainSolve(n);
      const g = gammaByKey(solveFsvp(n));
      const finite = (k: string) => {
        const v = g.get(k)!;
        return typeof v === "number" ? v : undefined;
      };
      for (const [u, opts] of plain.options) {
        const values = new Set(opts.map(finite).filter((v) => v !== undefined));
        const mex = (() => {
          let m = 0;
          while (values.has(m)) m++;
          return m;
        })();
        const hasOption = (v: string, m: number) => plain.options.get(v)!.some((w) => finite(w) === m);
        const gu = g.get(u)!;
        if (typeof gu === "number") {
          // (A) no option has value γ(u); (C) options have every value below it: γ(u) = mex
          expect([u, gu]).toEqual([u, mex]);
          // (B) an option of greater or infinite value has an option of value γ(u)
          for (const v of opts) {
            const gv = finite(v);
            if (gv === undefined || gv > gu) expect([u, v, hasOption(v, gu)]).toEqual([u, v, true]);
          }
        } else {
          // K is the finite values of the options, and m = mex K cannot be γ(u): some
          // infinite option has no option of value m
          expect([u, gu.K]).toEqual([u, [...values].sort((a, b) => a - b)]);
          expect([u, opts.some((v) => finite(v) === undefined && !hasOption(v, mex))]).toEqual([u, true]);
        }
        // γ decides the outcome: 0 loses, a nimber or ∞(K ∋ 0) wins, ∞(K ∌ 0) draws
        const expected = typeof gu === "number" ? (gu === 0 ? "P" : "N") : gu.K.includes(0) ? "N" : "D";
        expect([u, plain.outcome.get(u)]).toEqual([u, expected]);
      }
    }
  });

  it("γ and outcome agree on every position for n ≤ 45", () => {
    for (let n = 25; n <= 45; n++) {
      const t = solveFsvp(n);
      for (let i = 0; i < t.count; i++) {
        const g = t.gamma[i]!;
        const o = g === 0 ? FSVP_P : g !== FSVP_INFINITE || (t.infiniteK[i]! & 1) === 1 ? FSVP_N : FSVP_D;
        if (o !== t.outcome[i]) expect([n, fsvpPosition(n, i), g, t.outcome[i]]).toBe("consistent");
      }
    }
  });

  it("n = 10 has no draws but infinite values: 28 positions are ∞(K), each with 0 ∈ K", () => {
    const t = solveFsvp(10);
    expect(t.outcome.filter((o) => o === FSVP_D).length).toBe(0);
    expect(t.gamma.filter((g) => g === FSVP_INFINITE).length).toBe(28);
  });
});
