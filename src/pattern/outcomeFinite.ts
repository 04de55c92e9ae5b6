/*
 * Outcome laws with finitely many P-positions: every n past the last P-position L is an
 * N-position. Reported when the values past L are at least as many as those up to it
 * (N − 1 − L ≥ L − from + 1) and at least 16, so that a long gap is not taken for the end.
 */
import type { Program } from "./code/program.js";
import type { FiniteOutcomeLaw } from "./law.js";
import { lawIndex, ref } from "./_internals/index.js";

/**
 * The finite set of P-positions (values equal to 0), when the range shows its end.
 *
 * @param values - v(from), v(from + 1), …
 * @param options - from, the index of values[0] (@defaultValue 0)
 * @returns the law (status "verified"), or null
 */
export function findFiniteOutcomeLaw(values: ArrayLike<number>, options: { from?: number } = {}): FiniteOutcomeLaw | null {
  const from = options.from ?? 0;
  const positions: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === 0) positions.push(from + i);
  const last = positions.length > 0 ? positions[positions.length - 1]! : from - 1;
  const after = from + values.length - 1 - last;
  if (after < 16 || after < last - from + 1) return null;
  return { kind: "outcome-finite", from, positions, status: "verified", verifiedTo: from + values.length - 1, proof: null, of: "outcome" };
}

/**
 * Whether n is a P-position by the law, exact for any n ≥ from.
 *
 * @throws InputError when n is not an integer at least law.from
 */
export function evaluateFiniteOutcome(law: FiniteOutcomeLaw, n: bigint | number): boolean {
  const big = lawIndex(n, law.from);
  return big <= BigInt(Number.MAX_SAFE_INTEGER) && law.positions.includes(Number(big));
}

/** The law as a program: `outcome(n)` is P exactly for the listed positions. */
export function finiteOutcomeProgram(law: FiniteOutcomeLaw, comment: readonly string[] = []): Program {
  return {
    name: "outcome",
    params: ["n"],
    domain: [law.from],
    returns: "outcome",
    tables: {},
    sets: { P: law.positions.map(BigInt) },
    body: [{ op: "return", value: { op: "in", set: "P", x: ref("n") } }],
    comment,
    wide: false,
  };
}
