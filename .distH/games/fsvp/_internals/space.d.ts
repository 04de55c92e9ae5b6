/**
 * The positions of Fair Shares and Varied Pairs for n coins as integers, and the rule on
 * them: a position's options and predecessors listed as indices (the one implementation of
 * the game's moves; {@link fsvpOptions} reads it for positions written as heaps).
 *
 * ## Positions are integers
 *
 * A partition is numbered by a counting formula instead of being stored: with P(s, j)
 * the number of partitions of s into parts ≤ j, and the parts λ1 ≤ λ2 ≤ … ≤ λr listed in
 * increasing order with running sums σ_i = λ1 + … + λi,
 *
 *     index(λ) = p(n) − 1 − Σ_i P(σ_i, λ_i − 1).
 *
 * The sum is the partition's place in lexicographic order (parts read from the largest),
 * so the single heap n is index 0 and 1+1+…+1 is index p(n) − 1 — the numbering
 * GamesmanOne's `fsvp` uses for its database. A part 1 adds P(σ, 0) = 0, so only the
 * parts ≥ 2 cost anything, and the c copies of a part s after a running sum σ add
 * `G(s, σ, c) = Σ_{j=1..c} P(σ + j·s, s − 1)`, read from a table of (n+1)³ entries.
 * A move changes the counts of at most three part sizes, lo ≤ … ≤ hi, and leaves the
 * running sum above hi as it was, so an option's index is the position's own prefix sums
 * below lo and above hi plus the few groups of equal parts in between: a handful of
 * table reads per edge. Options and predecessors are generated from the partition when
 * needed, never stored: fsvp(70) has 116,302,122 moves (28 a position), and edge lists
 * both ways (0.9 GB as 32-bit indices) would not fit in the 1 GiB this solver is meant
 * to stay under.
 *
 * Predecessors are the inverse moves: merge k ≥ 2 equal heaps s into one heap k·s, or
 * split one heap c into two heaps of different sizes a + b. Different moves from a
 * position reach different positions (a division adds heaps, a union removes one, and
 * two divisions or two unions with the same result are the same move), so the number of
 * options is a closed form of the partition — Σ over distinct sizes s of (d(s) − 1), plus
 * D(D − 1)/2 for D distinct sizes — and no option is counted twice.
 *
 * @module
 */
import type { ImplicitGraph } from "../../../core/implicitGraph.js";
/** The largest n {@link solveFsvp} accepts: p(110) = 607,163,746 positions (measured: about 30 s and 2.4 GB resident on a loaded 2-core machine; p(100) about 5 s and 0.8 GB). */
export declare const FSVP_MAX_N = 110;
export declare function checkN(n: unknown, what?: string): number;
/**
 * One n's positions: decodes an index into its groups of equal parts (the scratch
 * arrays below) and lists the indices of its options or predecessors.
 */
export declare class FsvpSpace {
    readonly n: number;
    readonly count: number;
    private readonly w;
    private readonly P;
    private readonly G;
    private readonly divisors;
    private readonly proper;
    /** The decoded partition: D groups, sizes increasing (1 included when present). */
    D: number;
    readonly size: Int32Array;
    readonly mult: Int32Array;
    /** running sum of the parts below group i */
    readonly below: Int32Array;
    /** Σ of the groups' terms below group i; cum[D] is the whole sum */
    readonly cum: Int32Array;
    constructor(n: number);
    /** A scratch buffer big enough for any position's options or predecessors. */
    buffer(): Int32Array;
    /** Decodes position `index` into the groups (size, mult, below, cum, D). */
    decode(index: number): void;
    private readonly scratchSizes;
    private readonly scratchCounts;
    /** The index of a partition whose groups are the decoded ones with one change at sizes lo < … (see callers). */
    private term;
    /**
     * The index of the decoded partition with `dx` added to the count of size x and `dy`
     * to size y and `dz` to size z (x < y < z; a zero change is allowed), recomputing
     * only the groups from x to z. Group `from` is the first group of size ≥ x.
     */
    private changed;
    /** Number of options of the decoded partition. */
    degree(): number;
    /** Writes the indices of the decoded partition's options into `out`; returns how many. */
    options(out: Int32Array): number;
    /** Writes the indices of the decoded partition's predecessors into `out`; returns how many. */
    predecessors(out: Int32Array): number;
    /** The decoded partition's parts, largest first. */
    parts(): number[];
    private readonly counts;
    /** The index of a partition of n given by its parts (any order). */
    indexOf(parts: readonly number[]): number;
}
/** The positions of one n as a graph for the retrograde core: each call decodes its position. */
export declare class FsvpGraph implements ImplicitGraph {
    readonly space: FsvpSpace;
    readonly size: number;
    readonly maxDegree: number;
    constructor(space: FsvpSpace);
    options(u: number, out: Int32Array): number;
    predecessors(u: number, out: Int32Array): number;
    degree(u: number): number;
}
