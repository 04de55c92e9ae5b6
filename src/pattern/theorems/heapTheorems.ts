/*
 * The theorems of heap games as {@link LawTheorem}s: the periodicity theorem of take-and-break
 * codes (octal, hexadecimal, any finite removals; ../../sequence/periodicity.ts states and
 * proves it) and the window theorem of finite subtraction sets.
 *
 * An arithmetic-periodic law of a code with three-heap splits is proven by this project's
 * arithmetic-periodicity test (./arithmeticTest.ts, docs/arithmetic-periodicity.md) when its
 * conditions hold on the values; otherwise it is reported "verified", never "proven". (The
 * theorem of Howse & Nowakowski, 2004, is not what is checked.)
 */
import type { HeapRules } from "../../heap/heapRules.js";
import { heapTheorem, theoremBound, type PeriodicityTheorem } from "../../sequence/periodicity.js";
import type { LawTheorem } from "../theorem.js";
import { arithmeticPeriodicityTest } from "./arithmeticTest.js";

/**
 * The periodicity theorem for a game whose moves remove at most t tokens and leave at most k
 * heaps: with n1 = max(n0, 1) and B = k·n1 + (k − 1)·p + t (+ p when splits must be unequal),
 * v(n + p) = v(n) for n1 ≤ n < B proves it for every n ≥ n1; that needs the values up to
 * B + p − 1.
 *
 * @param theorem - t, k and unequal
 * @returns the theorem
 * @example takeAndBreakTheorem({ removed: 2, parts: 2 }).periodicNeeded(71, 12) // 168
 */
export function takeAndBreakTheorem(theorem: PeriodicityTheorem): LawTheorem {
  const { removed: t, parts: k } = theorem;
  const extra = theorem.unequal ? " + p (unequal splits)" : "";
  return {
    name: `periodicity theorem (t = ${t}, k = ${k}${theorem.unequal ? ", unequal splits" : ""})`,
    periodicNeeded: (n0, p) => theoremBound(theorem, n0, p) + p,
    conditions: (n0, p, _s, needed) => {
      const n1 = Math.max(n0, 1);
      const bound = theoremBound(theorem, n0, p);
      return `v(n + ${p}) = v(n) for ${n1} ≤ n < B = ${k}·${n1} + ${k - 1}·${p} + ${t}${extra} = ${bound}, checked on the values 0 … ${needed - 1}`;
    },
  };
}

/**
 * The window theorem of a subtraction game with a finite set S, m = max(S): a move from n ≥ m
 * may take any s in S, so v(n) is set by the m values before it. If v(n + p) = v(n) for the m
 * consecutive n with n0 ≤ n < n0 + m, then by induction on n it holds for every n ≥ n0 (each
 * n ≥ n0 + m sees only values at n − s ≥ n0). That needs the values up to n0 + m + p − 1.
 *
 * @param set - the subtraction set (positive integers)
 * @returns the theorem
 * @example subtractionTheorem([2, 5, 7]).periodicNeeded(0, 22) // 29
 */
export function subtractionTheorem(set: readonly number[]): LawTheorem {
  const m = set.reduce((a, x) => Math.max(a, x), Number.NEGATIVE_INFINITY);
  return {
    name: `window theorem of the subtraction set {${[...set].sort((a, b) => a - b).join(",")}}`,
    periodicNeeded: (n0, p) => n0 + m + p,
    conditions: (n0, p, _s, needed) => `v(n + ${p}) = v(n) for the ${m} = max(S) consecutive n with ${n0} ≤ n < ${n0 + m}, checked on the values 0 … ${needed - 1}`,
  };
}

/**
 * The theorem that applies to a heap game: the window theorem for a finite subtraction set
 * (every allowed removal may leave 0 or 1 heap, nothing else), the periodicity theorem for
 * other finite removals (with the arithmetic-periodicity test when a move may leave three
 * heaps), none (null) for rules with infinitely many removals.
 *
 * @param rules - the heap game's rules
 * @returns the theorem, or null
 */
export function heapLawTheorem(rules: HeapRules): LawTheorem | null {
  const removals = rules.digits.flatMap((d, i) => (i > 0 && d !== 0 ? [i] : []));
  const subtraction = rules.tail === 0 && !rules.unequal && (rules.digits[0] ?? 0) === 0 && removals.length > 0 && removals.every((i) => rules.digits[i] === 3);
  if (subtraction) return subtractionTheorem(removals);
  const theorem = heapTheorem(rules);
  if (!theorem) return null;
  const periodic = takeAndBreakTheorem(theorem);
  const test = arithmeticPeriodicityTest(rules);
  return test ? { ...periodic, arithmeticProof: test } : periodic;
}
