// The moves of a coordinate game on exact positions: each vector, for every value of its free
// steps that its conditions allow, subtracted from the position when no coordinate goes below 0.
import { type CoordRules, type CoordVector, conditionsOf, holdsBig } from "./rules.js";

/** A position of a coordinate game: its rules and its coordinates. */
export interface CoordPosition {
  readonly rules: CoordRules;
  readonly at: readonly bigint[];
}

/** The largest value of step `x` in vector v from a position (0 when none fits), and whether the constants fit. */
function stepBound(v: CoordVector, at: readonly bigint[], x: "k" | "l"): bigint {
  let bound = -1n;
  v.components.forEach((c, i) => {
    if (c.var !== x) return;
    const most = at[i]! / BigInt(c.coef);
    if (bound < 0n || most < bound) bound = most;
  });
  return bound < 0n ? 1n : bound;
}

/** The vector at steps k and l. */
const vectorAt = (v: CoordVector, k: bigint, l: bigint): bigint[] => v.components.map((c) => BigInt(c.coef) * (c.var === "k" ? k : c.var === "l" ? l : 1n));

/**
 * Every option of a position, vector by vector, steps k then l increasing (an option
 * reached by two vectors is listed twice).
 */
export function* coordMoves(p: CoordPosition): Generator<CoordPosition> {
  const { rules, at } = p;
  for (const v of rules.vectors) {
    if (v.components.some((c, i) => c.var === null && BigInt(c.coef) > at[i]!)) continue;
    const conditions = conditionsOf(rules, v);
    const hasK = v.vars.includes("k");
    const hasL = v.vars.includes("l");
    const kMax = hasK ? stepBound(v, at, "k") : 1n;
    const lMax = hasL ? stepBound(v, at, "l") : 1n;
    for (let k = 1n; k <= kMax; k++) {
      for (let l = 1n; l <= lMax; l++) {
        if (!conditions.every((c) => holdsBig(c, k, l))) continue;
        const d = vectorAt(v, k, l);
        yield { rules, at: at.map((x, i) => x - d[i]!) };
      }
    }
  }
}

/** Whether `to` is one move from `from`: some vector, at steps its conditions allow, is their difference. */
export function isCoordMove(from: CoordPosition, to: CoordPosition): boolean {
  if (from.rules.code !== to.rules.code || from.at.length !== to.at.length) return false;
  const diff = from.at.map((x, i) => x - to.at[i]!);
  if (diff.some((x) => x < 0n) || to.at.some((x) => x < 0n)) return false;
  return from.rules.vectors.some((v) => {
    const steps: { k?: bigint; l?: bigint } = {};
    for (let i = 0; i < v.components.length; i++) {
      const c = v.components[i]!;
      const d = diff[i]!;
      if (c.var === null) {
        if (d !== BigInt(c.coef)) return false;
        continue;
      }
      if (d % BigInt(c.coef) !== 0n || d === 0n) return false;
      const s = d / BigInt(c.coef);
      if (steps[c.var] !== undefined && steps[c.var] !== s) return false;
      steps[c.var] = s;
    }
    return conditionsOf(from.rules, v).every((c) => holdsBig(c, steps.k ?? 1n, steps.l ?? 1n));
  });
}
