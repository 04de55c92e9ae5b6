import { describe, expect, it } from "vitest";
import {
  FSVP_D,
  FSVP_INFINITE,
  FSVP_N,
  FSVP_NO_REMOTENESS,
  FSVP_P,
  type FsvpTable,
  fsvpGammaOf,
  fsvpIndex,
  fsvpOptions,
  fsvpPosition,
  partitionCount,
  solveFsvp,
} from "../../src/games/fsvp/index.js";
import { InputError } from "../../src/errors.js";
import { decodeFsvpTable, encodeFsvpTable, fsvpSummary, fsvpTableRecords, fsvpTsvRows } from "../../src/games/fsvp/index.js";

// ---------------------------------------------------------------------------------------
// An independent model of the game: partitions as sorted arrays keyed by "5+3+1", options
// written from the rules, outcomes by plain value iteration. Nothing here uses the
// solver's numbering.

const key = (parts: readonly number[]) => [...parts].sort((a, b) => b - a).join("+");

function allPartitions(n: number): number[][] {
  const out: number[][] = [];
  const walk = (rest: number, max: number, acc: number[]) => {
    if (rest === 0) out.push([...acc]);
    for (let x = Math.min(rest, max); x >= 1; x--) walk(rest - x, x, [...acc, x]);
  };
  walk(n, n, []);
  return out;
}

function movesByRule(parts: readonly number[]): string[] {
  const out = new Set<string>();
  const sizes = [...new Set(parts)];
  for (const s of sizes) {
    for (let k = 2; k <= s; k++) {
      if (s % k !== 0) continue; // divide a heap s into k equal heaps
      const rest = [...parts];
      rest.splice(rest.indexOf(s), 1);
      out.add(key([...rest, ...Array<number>(k).fill(s / k)]));
    }
  }
  for (let i = 0; i < sizes.length; i++) {
    for (let j = i + 1; j < sizes.length; j++) {
      const [a, b] = [sizes[i]!, sizes[j]!]; // unite two heaps of different sizes
      const rest = [...parts];
      rest.splice(rest.indexOf(a), 1);
      rest.splice(rest.indexOf(b), 1);
      out.add(key([...rest, a + b]));
    }
  }
  return [...out];
}

interface Plain {
  outcome: Map<string, "P" | "N" | "D">;
  remoteness: Map<string, number>;
  options: Map<string, string[]>;
}

/** Value iteration over all partitions: pass i decides what has remoteness i, until a pass decides nothing. */
function plainSolve(n: number): Plain {
  const options = new Map(allPartitions(n).map((p) => [key(p), movesByRule(p)]));
  const outcome = new Map<string, "P" | "N" | "D">();
  const remoteness = new Map<string, number>();
  for (const [k, opts] of options) {
    if (opts.length === 0) {
      outcome.set(k, "P");
      remoteness.set(k, 0);
    }
  }
  for (let i = 1; ; i++) {
    const decided: [string, "P" | "N"][] = [];
    for (const [k, opts] of options) {
      if (outcome.has(k)) continue;
      if (opts.some((o) => outcome.get(o) === "P" && remoteness.get(o) === i - 1)) decided.push([k, "N"]);
      else if (opts.every((o) => outcome.get(o) === "N") && Math.max(...opts.map((o) => remoteness.get(o)!)) === i - 1) decided.push([k, "P"]);
    }
    if (decided.length === 0) break;
    for (const [k, o] of decided) {
      outcome.set(k, o);
      remoteness.set(k, i);
    }
  }
  for (const k of options.keys()) if (!outcome.has(k)) outcome.set(k, "D");
  return { outcome, remoteness, options };
}

const OUTCOME = ["P", "N", "D"] as const;

function gammaByKey(t: FsvpTable): Map<string, number | { infinite: true; K: readonly number[] }> {
  const m = new Map<string, number | { infinite: true; K: readonly number[] }>();
  for (let i = 0; i < t.count; i++) m.set(key(fsvpPosition(t.n, i)), fsvpGammaOf(t, i));
  return m;
}

// ---------------------------------------------------------------------------------------

describe("positions are the partitions of n, numbered", () => {
  it("partitionCount(n) is p(n)", () => {
    const p = [1, 2, 3, 5, 7, 11, 15, 22, 30, 42, 56, 77, 101, 135, 176, 231, 297, 385, 490, 627];
    expect(p.map((_, i) => partitionCount(i + 1))).toEqual(p);
    expect(partitionCount(50)).toBe(204226);
    expect(partitionCount(60)).toBe(966467);
    expect(partitionCount(70)).toBe(4087968);
    expect(partitionCount(100)).toBe(190569292);
  });

  it("fsvpPosition lists every partition once, in lexicographic order from the single heap to 1+1+…+1", () => {
    for (let n = 1; n <= 16; n++) {
      const listed = Array.from({ length: partitionCount(n) }, (_, i) => fsvpPosition(n, i));
      const expected = allPartitions(n); // largest parts first, lexicographically decreasing
      expect(listed).toEqual(expected);
      listed.forEach((p, i) => expect(fsvpIndex(p)).toBe(i));
    }
    expect(fsvpIndex([10])).toBe(0);
    expect(fsvpIndex(Array<number>(10).fill(1))).toBe(41);
    expect(fsvpIndex([1, 2, 3])).toBe(fsvpIndex([3, 2, 1]));
  });

  it("fsvpOptions are the divisions into equal heaps and the unions of different sizes", () => {
    expect(fsvpOptions([1])).toEqual([]);
    expect(fsvpOptions([1, 1, 1])).toEqual([]);
    expect(fsvpOptions([2]).map(key)).toEqual(["1+1"]);
    expect(fsvpOptions([4, 2]).map(key).sort()).toEqual(["2+1+1+1+1", "2+2+2", "4+1+1", "6"].sort());
    expect(fsvpOptions([3, 3]).map(key).sort()).toEqual(["3+1+1+1"]); // equal heaps never unite
    for (let n = 1; n <= 14; n++) {
      for (const p of allPartitions(n)) expect(fsvpOptions(p).map(key).sort()).toEqual(movesByRule(p).sort());
    }
  });

  it("refuses bad n, indices and heaps with an InputError", () => {
    expect(() => partitionCount(0)).toThrow(InputError);
    expect(() => partitionCount(111)).toThrow(/1 to 110/);
    expect(() => partitionCount(2.5)).toThrow(InputError);
    expect(() => fsvpPosition(5, 7)).toThrow(/0 to 6/);
    expect(() => fsvpIndex([])).toThrow(InputError);
    expect(() => fsvpIndex([3, 0])).toThrow(InputError);
    expect(() => fsvpIndex([60, 51])).toThrow(/at most 110/);
    expect(() => solveFsvp(0)).toThrow(InputError);
  });

  it("refuses what is not a table, or a range outside it, with an InputError", () => {
    const t = solveFsvp(5);
    expect(() => fsvpGammaOf(null as never, 0)).toThrow(InputError);
    expect(() => fsvpGammaOf({ ...t, count: 3 }, 0)).toThrow(InputError);
    expect(() => fsvpGammaOf(t, 7)).toThrow(/0 to 6/);
    expect(() => fsvpGammaOf(t, 0.5)).toThrow(InputError);
    expect(() => fsvpSummary({} as never)).toThrow(InputError);
    expect(() => fsvpTsvRows(t, 5, 2)).toThrow(InputError);
    expect(() => fsvpTableRecords(t, 0, 8)).toThrow(InputError);
    expect(() => encodeFsvpTable(solveFsvp(5, { outcomesOnly: true }))).toThrow(/with γ/);
    expect(() => decodeFsvpTable(new Uint8Array(3))).toThrow(InputError);
  });
});

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
