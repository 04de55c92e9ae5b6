import type { TermGamma } from "./term.js";

// The bigint twins of core/loopy.ts's γ arithmetic (gammaSum, outcomeOfGamma, formatGamma),
// moved here verbatim from analyze.ts as one group, so that they can be swapped for core's
// exact arithmetic in one place.

/** γ of a sum, with nimbers (and K) as bigints: finite games' values may pass 2^53. */
type SumGamma = bigint | { infinite: true; K: bigint[] };

/** γ of a sum from its components' γ values (Smith's rule, see src/core/loopy.ts). */
export function sumGamma(values: readonly TermGamma[]): SumGamma {
  let a = 0n;
  const infinite: { K: readonly number[] }[] = [];
  for (const v of values) {
    if (typeof v === "bigint") a ^= v;
    else infinite.push(v);
  }
  if (infinite.length === 0) return a;
  if (infinite.length > 1) return { infinite: true, K: [] };
  const K = infinite[0]!.K.map((k) => BigInt(k) ^ a).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return { infinite: true, K };
}

/** Outcome of a γ value: 0 → P, a positive nimber → N, ∞(K) → N when 0 ∈ K, else D. */
export function gammaOutcome(g: TermGamma | SumGamma): "N" | "P" | "D" {
  if (typeof g === "bigint") return g === 0n ? "P" : "N";
  return (g.K as readonly (number | bigint)[]).some((k) => k === 0 || k === 0n) ? "N" : "D";
}

/** Writes a γ value: "3", "∞(0,2)", "∞". */
export function showGamma(g: TermGamma | SumGamma): string {
  if (typeof g === "bigint") return String(g);
  return g.K.length === 0 ? "∞" : `∞(${g.K.join(",")})`;
}
