// Nim in the misère code: its rules, once, and its quotients, each built once.
import type { HeapRules } from "../../heap/heapRules.js";
import { buildQuotient, type Built } from "./build.js";

/** Nim as heap rules: every removal, no split. Its quotient over all heaps is infinite. */
export const NIM_RULES: HeapRules = Object.freeze({ code: "0.333…", name: "Nim", digits: Object.freeze([0, 3]), tail: 3, unequal: false });

/** Whether rules are Nim's (every removal, no split), however written. */
export function isNimRules(rules: HeapRules): boolean {
  return rules.tail === 3 && !rules.unequal && (rules.digits[0] ?? 0) === 0 && rules.digits.slice(1).every((d) => d === 3);
}

/** Nim's quotients built so far, by last heap: a few dozen at most (the last heap is a game's largest Grundy value). */
const built = new Map<number, Built>();

/**
 * Misère Nim's quotient of heaps 0…top, for the tameness test: built on first use and kept,
 * so a second quotient with the same largest Grundy value builds none.
 */
export function nimQuotient(top: number): Built {
  let q = built.get(top);
  if (q === undefined) {
    q = buildQuotient(NIM_RULES, { to: top, seconds: Infinity, elements: 1 << 16, t: Infinity, theorem: false });
    built.set(top, q);
  }
  return q;
}
