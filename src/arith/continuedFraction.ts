/**
 * The regular continued-fraction expansion of p / q: quotients [a0; a1, …, ak] with
 * p / q = a0 + 1 / (a1 + 1 / (… + 1 / ak)) and ak ≥ 2 unless the expansion is [a0] or [0; 1].
 * It is the sequence of quotients of Euclid's algorithm, computed exactly.
 *
 * @param p - numerator, ≥ 0
 * @param q - denominator, > 0
 * @returns the quotients
 * @example continuedFraction(9n, 4n) // [2n, 4n]
 */
export function continuedFraction(p: bigint, q: bigint): bigint[] {
  if (q <= 0n || p < 0n) throw new RangeError("continuedFraction needs p ≥ 0 and q > 0");
  const out: bigint[] = [];
  while (q !== 0n) {
    const a = p / q;
    out.push(a);
    [p, q] = [q, p - a * q];
  }
  return out;
}
