// The fast path of a pattern's table: one heap of a heap game (a take-and-break code, a
// subtraction set, a named heap game) whose size is the free variable, the rest of the sum
// constant. Its values are the heap game's Grundy sequence (sequence/'s sparse-space method),
// with the nim-sum of the rest added: a million values in seconds.
import { GrundyError } from "../../errors.js";
import type { Expression } from "../../expression/ast.js";
import { bindVariables } from "../../expression/variables.js";
import { maxParts, maxRemoval, type HeapRules } from "../../heap/heapRules.js";
import type { Registry } from "../../games/registry.js";
import type { Family } from "../../games/family.js";
import type { LawTheorem } from "../../pattern/theorem.js";
import { heapTheorem, type PeriodicityTheorem } from "../../sequence/periodicity.js";

/** What kind of heap rules a table's values come from (how a law finder may prove a period). */
export type HeapRulesKind = "octal" | "hexadecimal" | "subtraction" | "all-but" | "unequal-splits";

/** The heap game behind a one-variable table of the fast path, for the periodicity theorem. */
export interface PatternHeapRules {
  /** The rules. */
  readonly rules: HeapRules;
  /** Their code, e.g. "0.77", "{2,5,7}", "4.007". */
  readonly code: string;
  /**
   * "octal": a take-and-break code whose digits are 0–7; "hexadecimal": one with a digit
   * 8–F (moves may leave three heaps); "subtraction": a finite subtraction set;
   * "all-but": an all-but subtraction set (infinitely many removals: no theorem);
   * "unequal-splits": Grundy's game (splits into unequal heaps).
   */
  readonly kind: HeapRulesKind;
  /** For a finite subtraction set, its largest element. */
  readonly maxSubtraction?: number;
  /** The periodicity theorem's parameters t, k, unequal ({@link heapTheorem}); null with infinitely many removals. */
  readonly theorem: PeriodicityTheorem | null;
  /**
   * The nim-sum of the rest of the sum (other terms, other heaps of the call), added to every
   * value: value(n) = G(n) ⊕ offset. 0 for a single heap. A period of G is a period of the values.
   */
  readonly offset: number;
}

/** The kind of heap rules (see {@link PatternHeapRules.kind}). */
export function heapRulesKind(rules: HeapRules): HeapRulesKind {
  if (rules.unequal) return "unequal-splits";
  if (rules.tail !== 0) return "all-but";
  if (rules.code.startsWith("{")) return "subtraction";
  return maxParts(rules) === 3 || rules.digits.some((d) => d > 7) ? "hexadecimal" : "octal";
}

/** A value no one types as a heap: the one heap that holds it is the variable's. */
const SENTINEL = 2n ** 62n + 982_451_653n;

/**
 * The one call that holds the variable, once (no copies), read with the variable at a value no
 * one types: its family and position, and that value. Null when no call or several hold it, or
 * the call cannot be read so.
 */
function soleCall(expr: Expression, variable: string, registry: Registry): { family: Family; position: unknown } | null {
  const holding = expr.terms.filter((call) => call.sections.some((s) => s.some((t) => t.some((a) => a.kind === "var" && a.name === variable))));
  if (holding.length !== 1) return null;
  const call = holding[0]!;
  if (call.copies !== undefined && call.copies.value !== 1n) return null;
  const uses = call.sections.flat(2).filter((a) => a.kind === "var").length;
  if (uses !== 1) return null;
  try {
    return registry.read(bindVariables({ terms: [call], source: expr.source }, { [variable]: SENTINEL }).terms[0]!);
  } catch (e) {
    if (e instanceof GrundyError) return null;
    throw e;
  }
}

/**
 * The heap rules of the fast path, when the expression is one: exactly one call holds the
 * variable, once, as one of the heaps of a heap game (a family with `takeAndBreakHeaps`),
 * written once (no copies). Null otherwise (the generic path answers).
 */
export function heapPlan(expr: Expression, variable: string, registry: Registry): HeapRules | null {
  const read = soleCall(expr, variable, registry);
  if (read === null) return null;
  const heaps = read.family.takeAndBreakHeaps?.(read.position);
  if (heaps?.heaps.filter((h) => h === SENTINEL).length !== 1) return null;
  return heaps!.rules;
}

/**
 * The theorem a built-in family states for the values of its one call holding the variable
 * (Family.lineTheorem: blank strips' periodicity theorem), when exactly one call holds it,
 * once; null otherwise. The rest of the sum adds a constant c to every value (v = g ⊕ c): a
 * period of g is one of v, so the theorem proves v's periods as well.
 */
export function lineTheoremPlan(expr: Expression, variable: string, registry: Registry): LawTheorem | null {
  const read = soleCall(expr, variable, registry);
  return read?.family.lineTheorem?.(read.position, SENTINEL) ?? null;
}

/** The rules' description for the law finder, with the offset of the rest of the sum. */
export function heapRulesInfo(rules: HeapRules, offset: number): PatternHeapRules {
  const kind = heapRulesKind(rules);
  return {
    rules,
    code: rules.code,
    kind,
    ...(kind === "subtraction" ? { maxSubtraction: maxRemoval(rules) } : {}),
    theorem: heapTheorem(rules),
    offset,
  };
}
