/** Φ's period, as the periodicity theorem for misère quotients proves it. */
export interface MiserePeriod {
    /** Φ(n + period) = Φ(n) for every n ≥ preperiod (the least such, for this period). */
    readonly period: number;
    readonly preperiod: number;
}
/**
 * The periodicity theorem for misère quotients of octal games (Plambeck 2005, Plambeck–Siegel
 * 2008, as for Guy and Smith's normal-play theorem): let moves remove at most t tokens and
 * leave at most two heaps, and let N = heap reached. If Φ(n + p) = Φ(n) for n0 ≤ n ≤ N − p
 * where N ≥ 2·n0 + 2p + t − 1, then for every heap n > N the options of heap n and of heap
 * n − p map to the same set of elements of Q_N (a split a + b of n − i has its larger part
 * b ≥ n0 + p, so b − p keeps Φ(b)), hence heap n ≡ heap n − p and the quotient never grows
 * again: Φ is periodic for ever (docs/misere-quotients.md gives the proof in full).
 *
 * @param phi - Φ(0…N) as elements of the quotient of heaps 0…N
 * @param t - the most tokens a move removes
 * @returns the least period the theorem proves at this N, with the least preperiod for it;
 *   undefined when it proves none yet
 */
export declare function provePeriod(phi: readonly number[], t: number): MiserePeriod | undefined;
