// The conditions of a vector as bounds on the step l once k is fixed: a condition linear in
// the steps (`k<=2l`, `|k-l|<2`, `k=l+1`) is one or two inequalities a·l + b·k + c < 0 (or ≤ 0,
// or = 0), so the values of l it allows are an interval, found at once; any other
// (`!=`, `|k-l|>1`) is checked value by value.
import { type CoordCondition, holds, type Linear } from "./rules.js";

/** a·l + b·k + c < 0 (strict) or ≤ 0; `equal`: = 0. */
interface Bound {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly kind: "strict" | "weak" | "equal";
}

/** A vector's conditions: the bounds on l, and the conditions checked one value at a time. */
export interface StepConditions {
  readonly bounds: readonly Bound[];
  readonly others: readonly CoordCondition[];
}

const minus = (f: Linear, g: Linear, sf = 1): Bound => ({ a: sf * f.l - g.l, b: sf * f.k - g.k, c: sf * f.c - g.c, kind: "strict" });

/** A condition as bounds (f − g < 0 and the like), or null when it is no conjunction of linear bounds. */
function bounds(c: CoordCondition): Bound[] | null {
  const { left, right, op } = c;
  if (!left.abs && !right.abs) {
    const h = minus(left.form, right.form);
    const neg = { a: -h.a, b: -h.b, c: -h.c };
    if (op === "<") return [h];
    if (op === "<=") return [{ ...h, kind: "weak" }];
    if (op === ">") return [{ ...neg, kind: "strict" }];
    if (op === ">=") return [{ ...neg, kind: "weak" }];
    if (op === "=") return [{ ...h, kind: "equal" }];
    return null;
  }
  // |f| < g is f − g < 0 and −f − g < 0; g > |f| the same
  const abs =
    left.abs && !right.abs && (op === "<" || op === "<=") ? [left.form, right.form] : right.abs && !left.abs && (op === ">" || op === ">=") ? [right.form, left.form] : null;
  if (!abs) return null;
  const kind = op === "<" || op === ">" ? "strict" : "weak";
  return [
    { ...minus(abs[0]!, abs[1]!), kind },
    { ...minus(abs[0]!, abs[1]!, -1), kind },
  ];
}

/** A vector's conditions, split into bounds on l and the rest. */
export function stepConditions(conditions: readonly CoordCondition[]): StepConditions {
  const all: Bound[] = [];
  const others: CoordCondition[] = [];
  for (const c of conditions) {
    const b = bounds(c);
    if (b) for (const x of b) all.push(x);
    else others.push(c);
  }
  return { bounds: all, others };
}

/**
 * The values of l in [1, lMax] the bounds allow at step k, written to `out` as lo, hi (empty
 * when lo > hi; no array is made in the box's inner loop). Steps are small here (a box's
 * side), so the divisions are exact enough: −t/a of integers below 2^26 is floored and
 * ceiled correctly.
 */
export function lInterval(s: StepConditions, k: number, lMax: number, out: Int32Array): void {
  let lo = 1;
  let hi = lMax;
  const bounds = s.bounds;
  for (let i = 0; i < bounds.length && lo <= hi; i++) {
    const { a, b, c, kind } = bounds[i]!;
    const t = b * k + c;
    if (a === 0) {
      if (!(kind === "strict" ? t < 0 : kind === "weak" ? t <= 0 : t === 0)) hi = 0;
      continue;
    }
    const x = -t / a;
    if (kind === "equal") {
      if (!Number.isInteger(x)) hi = 0;
      else {
        lo = Math.max(lo, x);
        hi = Math.min(hi, x);
      }
    } else if (a > 0) hi = Math.min(hi, kind === "strict" ? Math.ceil(x) - 1 : Math.floor(x));
    else lo = Math.max(lo, kind === "strict" ? Math.floor(x) + 1 : Math.ceil(x));
  }
  out[0] = lo;
  out[1] = hi;
}

/** Whether the conditions that are not bounds hold at k, l. */
export function othersHold(s: StepConditions, k: number, l: number): boolean {
  for (const c of s.others) if (!holds(c, k, l)) return false;
  return true;
}
