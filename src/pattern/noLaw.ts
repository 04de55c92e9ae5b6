/*
 * The honest record when no law of the catalogue holds for n ≤ N: the largest value and where
 * it first occurs, and the values by how often they occur, rarest first (ties by value; at
 * most 16), as for Grundy's game.
 */
import type { NoLaw } from "./law.js";

/**
 * What is known of values that follow no law.
 *
 * @param values - v(from), v(from + 1), … (at least one)
 * @param options - from, of ("value" or "outcome")
 * @returns the record
 */
export function noLaw(values: ArrayLike<number>, options: { from?: number; of?: "value" | "outcome" } = {}): NoLaw {
  const from = options.from ?? 0;
  const counts = new Map<number, number>();
  let largest = { value: -Infinity, at: from };
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    counts.set(v, (counts.get(v) ?? 0) + 1);
    if (v > largest.value) largest = { value: v, at: from + i };
  }
  const sorted = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.count - b.count || a.value - b.value);
  if (values.length === 0) largest = { value: 0, at: from };
  return { kind: "none", status: "none", from, largest, counts: sorted.slice(0, 16), verifiedTo: from + values.length - 1, proof: null, of: options.of ?? "value" };
}
