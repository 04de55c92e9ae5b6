/**
 * A theorem that turns agreement on finitely many computed values into a law that holds for
 * every n: the detectors ask it how many values it needs, and know no game. Adapters for the
 * theorems of heap games live in ./theorems/.
 *
 * Every count is of values v(0), …, v(needed − 1) counted from heap 0, so a proof needs the
 * values computed from 0 (`from` = 0) up to at least `needed − 1`.
 */
export interface LawTheorem {
  /** Its name for people, e.g. "periodicity theorem (t = 2, k = 2)". */
  readonly name: string;
  /**
   * How many values (from 0) the theorem needs so that v(n + p) = v(n) on them for every
   * n ≥ preperiod proves v(n + p) = v(n) for every n ≥ preperiod; null when it does not apply.
   */
  periodicNeeded(preperiod: number, period: number): number | null;
  /**
   * For v(n + p) = v(n) + saltus (saltus > 0): how many values (from 0) prove it and the
   * proof's text (its name and the conditions as checked), or null when a condition fails on
   * `values` (v(0), v(1), …) or they are too few. Absent: the theorem says nothing of
   * arithmetic periodicity.
   */
  arithmeticProof?(preperiod: number, period: number, saltus: number, values: ArrayLike<number>): { needed: number; text: string } | null;
  /** The conditions as checked, one line, e.g. "v(n + 12) = v(n) for 71 ≤ n < 2·71 + 12 + 2 = 156". */
  conditions(preperiod: number, period: number, saltus: number, needed: number): string;
}

/**
 * Whether a law with this preperiod, period and saltus is proven by `theorem` on values
 * v(from), …, v(from + count − 1): the theorem applies, the values start at 0 and reach as far
 * as it needs. Returns the proof's text, or null.
 */
export function proofOf(
  theorem: LawTheorem | null | undefined,
  law: { from: number; preperiod: number; period: number; saltus: number },
  values: ArrayLike<number>,
): string | null {
  if (!theorem || law.from !== 0) return null;
  if (law.saltus !== 0) {
    const proof = theorem.arithmeticProof?.(law.preperiod, law.period, law.saltus, values) ?? null;
    return proof !== null && proof.needed <= values.length ? proof.text : null;
  }
  const needed = theorem.periodicNeeded(law.preperiod, law.period);
  if (needed === null || needed > values.length) return null;
  return `${theorem.name}: ${theorem.conditions(law.preperiod, law.period, law.saltus, needed)}`;
}
