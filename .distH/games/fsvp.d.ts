/**
 * Fair Shares and Varied Pairs (Winning Ways, ch. 12 "Games Eternal"): a position is a
 * partition of n coins into heaps; a move either divides one heap into k ≥ 2 equal heaps
 * (a fair share) or unites two heaps of different sizes (a varied pair). 1+1+…+1 has no
 * move, and the player who cannot move loses. The game is loopy: 4+2 → 6 → 3+3 → … →
 * 4+2 is possible, and with best play some positions are never won (draws).
 *
 * This file solves the whole game for n coins: every one of the p(n) partitions gets
 *
 * - its outcome (P: the player to move loses, N: wins, D: a draw) and, for P and N, its
 *   remoteness as retrograde solvers define it (1+1+…+1 is a loss in 0; a win is 1 + the
 *   least remoteness of a losing option; a loss is 1 + the greatest remoteness of its
 *   options, all winning);
 * - its generalized Sprague–Grundy value γ (Smith 1966; Fraenkel and Yesha 1986): a
 *   nimber, or ∞(K) with K the finite values among its options.
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
 * ## Complexity
 *
 * With N = p(n) positions, E edges and S = 1 + the largest finite γ (bounds; what is
 * actually touched is far less, see below):
 *
 * - outcome and remoteness: one retrograde pass (counters of undecided options, a FIFO
 *   queue processed level by level, so a win's remoteness is the least and a loss's the
 *   greatest): each decided position expands its predecessors once, O(N + E);
 * - γ: the Fraenkel–Yesha labelling, stage m = 0, 1, … as a retrograde counter pass over
 *   the positions not yet labelled. A position may be labelled m when none of its options
 *   is labelled m, every still-unlabelled option has an option labelled m ("is marked"),
 *   and its options carry every label below m. Its counter holds the unlabelled options
 *   not yet marked; each position labelled m expands its predecessors once (marking
 *   them), each newly marked position expands its predecessors once (counting down).
 *   O(S·N + E + Σ_m E_m), where E_m are the edges into positions marked at stage m; a
 *   position left unlabelled when no stage can label it is ∞(K).
 *
 * Counters and option counts are set when a position is first reached from a decided or
 * labelled one (the number of options is a closed form), so the work follows the decided
 * positions and their neighbours, not p(n): in this game almost every position is a draw
 * (fsvp(70): 225 of 4,087,968 positions are won or lost), and n = 70 takes about 0.1 s.
 *
 * Memory: 16 bytes a position in typed arrays (outcome, remoteness, γ, the set K, the
 * counters), most of them never written: fsvp(70) peaks near 100 MB resident, fsvp(100)
 * (190,569,292 positions) near 0.8 GB.
 *
 * @module
 */
import type { Gamma } from "../core/loopy.js";
/** The largest n {@link solveFsvp} accepts: p(110) = 607,163,746 positions (measured: about 30 s and 2.4 GB resident on a loaded 2-core machine; p(100) about 5 s and 0.8 GB). */
export declare const FSVP_MAX_N = 110;
/** Outcome codes in {@link FsvpTable.outcome}. */
export declare const FSVP_P = 0;
/** The player to move wins. */
export declare const FSVP_N = 1;
/** Neither player can force a win. */
export declare const FSVP_D = 2;
/** {@link FsvpTable.gamma} of a position whose γ is ∞(K). */
export declare const FSVP_INFINITE = 255;
/** {@link FsvpTable.remoteness} of a draw. */
export declare const FSVP_NO_REMOTENESS = 65535;
/** Every position of Fair Shares and Varied Pairs for n coins, by index (see {@link fsvpIndex}). */
export interface FsvpTable {
    /** The number of coins. */
    readonly n: number;
    /** The number of positions, p(n). */
    readonly count: number;
    /** {@link FSVP_P}, {@link FSVP_N} or {@link FSVP_D} for each position. */
    readonly outcome: Uint8Array;
    /** Remoteness of each won or lost position; {@link FSVP_NO_REMOTENESS} for draws. */
    readonly remoteness: Uint16Array;
    /** γ of each position when finite; {@link FSVP_INFINITE} for ∞(K). */
    readonly gamma: Uint8Array;
    /** For ∞(K) positions: K as a bit set (bit j set when j ∈ K); 0 for the others. */
    readonly infiniteK: Uint32Array;
}
/** What {@link solveFsvp} reports while it works. */
export interface FsvpProgress {
    /** "outcomes" (retrograde win/loss), "draws" (the rest marked drawn), "gamma" (labelling stages), "infinite" (the rest marked ∞). */
    phase: "outcomes" | "draws" | "gamma" | "infinite";
    /** Positions decided or labelled so far in this phase. */
    done: number;
    /** The positions, p(n). */
    total: number;
    /** For "gamma": the stage, i.e. the value being labelled. */
    stage?: number;
}
/** Options of {@link solveFsvp}. */
export interface FsvpSolveOptions {
    /** Called now and then (about every 2^16 positions) with the progress. */
    onProgress?: (progress: FsvpProgress) => void;
    /** Skip γ (outcomes and remoteness only); `gamma` and `infiniteK` are then empty. @defaultValue false */
    outcomesOnly?: boolean;
}
/**
 * One n's positions: decodes an index into its groups of equal parts (the scratch
 * arrays below) and lists the indices of its options or predecessors. @internal
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
/**
 * The number of partitions of n, p(n): the positions of Fair Shares and Varied Pairs with n coins.
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N}
 * @returns p(n)
 * @throws InputError for another n
 * @example partitionCount(70) // 4087968
 */
export declare function partitionCount(n: number): number;
/**
 * The index of a position in {@link FsvpTable} (see the module notes: the single heap is 0,
 * 1+1+…+1 is p(n) − 1; the numbering of GamesmanOne's `fsvp` database).
 *
 * @param parts - the heap sizes, in any order
 * @returns its index among the p(n) partitions of n = the sum of the parts
 * @throws InputError when a part is not a whole number ≥ 1, or the coins exceed {@link FSVP_MAX_N}
 * @example fsvpIndex([3, 2, 1]) // 3 (of p(6) = 11: 6, 5+1, 4+2, 4+1+1, 3+3, 3+2+1, …)
 */
export declare function fsvpIndex(parts: readonly number[]): number;
/**
 * The position with a given index among the partitions of n, its parts largest first.
 *
 * @param n - coins
 * @param index - 0 … p(n) − 1
 * @returns the heap sizes, largest first
 * @throws InputError for a bad n or index
 * @example fsvpPosition(6, 3) // [4, 1, 1]
 */
export declare function fsvpPosition(n: number, index: number): number[];
/**
 * The options of a Fair Shares and Varied Pairs position: each division of one heap into
 * k ≥ 2 equal heaps, and each union of two heaps of different sizes.
 *
 * @param parts - the heap sizes
 * @returns the options, each with its parts largest first (no two alike)
 * @throws InputError for bad heap sizes
 * @example fsvpOptions([4, 2]) // [[4,1,1], [2,2,1,1], [2,2,2], [6]] in some order
 */
export declare function fsvpOptions(parts: readonly number[]): number[][];
/**
 * Solves Fair Shares and Varied Pairs for n coins: outcome, remoteness and γ of every
 * partition of n (see the module notes for the method and its cost).
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N} (n = 70, 4,087,968 positions: 0.1 s and about 100 MB)
 * @param options - a progress callback; `outcomesOnly` to skip γ
 * @returns the table, by position index ({@link fsvpIndex})
 * @throws InputError for another n; GrundyError when a γ reaches 32 or a remoteness 65,535 (neither happens for n ≤ 100: the largest γ is 4, the largest remoteness 15)
 * @example
 * const t = solveFsvp(10);
 * t.outcome[fsvpIndex([10])] // FSVP_N
 */
export declare function solveFsvp(n: number, options?: FsvpSolveOptions): FsvpTable;
/**
 * γ of position `index` in a table.
 *
 * @param table - from {@link solveFsvp}
 * @param index - the position's index ({@link fsvpIndex})
 * @returns a nimber, or ∞(K)
 * @example fsvpGammaOf(solveFsvp(4), fsvpIndex([4])) // a number or { infinite: true, K: [...] }
 */
export declare function fsvpGammaOf(table: FsvpTable, index: number): Gamma;
/** The set K of an ∞(K) as the table stores it (bit j set: j ∈ K), ascending. */
export declare function fsvpKOfMask(mask: number): number[];
/**
 * Checks that a value is a table as {@link solveFsvp} makes them (typed arrays of p(n) entries).
 *
 * @param table - the value
 * @throws InputError when it is not
 */
export declare function checkFsvpTable(table: unknown): asserts table is FsvpTable;
