/** ∞(K): K = the finite γ values among the options, ascending. */
export interface InfiniteGamma {
    readonly infinite: true;
    readonly K: readonly number[];
}
/** A generalized Sprague–Grundy value: a nimber, or ∞(K). */
export type Gamma = number | InfiniteGamma;
/** A γ value with exact nimbers (bigints), as sums of finite games with loopy ones need. */
type ExactGamma = bigint | {
    readonly infinite: true;
    readonly K: readonly bigint[];
};
/** Any γ value the arithmetic accepts: nimbers, and the members of K, as numbers or bigints. */
type AnyGamma = number | bigint | {
    readonly infinite: true;
    readonly K: readonly (number | bigint)[];
};
/** The outcome of a position of a loopy game: 'N' (the player to move wins), 'P' (loses) or 'D' (a draw with best play). */
export type LoopyOutcome = "N" | "P" | "D";
/** ∞(K) with K sorted and without repeats. */
export declare function infiniteGamma(K: Iterable<number>): InfiniteGamma;
/**
 * γ of a disjunctive sum from its components' γ values, exactly (Smith's rule, see the
 * module notes); ∞(K) comes with K ascending and without repeats.
 *
 * @param values - γ of each component (an empty sum is 0)
 * @returns γ of the sum, its nimbers as bigints
 * @example sumOfGammas([{ infinite: true, K: [0, 2] }, 3n]) // { infinite: true, K: [1n, 3n] }
 */
export declare function sumOfGammas(values: readonly AnyGamma[]): ExactGamma;
/**
 * γ of a disjunctive sum from its components' γ values (Smith's theorem): a ⊕ b for two
 * nimbers, ∞(K ⊕ a) for ∞(K) and a nimber a, ∞(∅) (a draw) for two infinite values.
 *
 * @param a - γ of one component
 * @param b - γ of the other
 * @returns γ of their sum
 * @example gammaSum({ infinite: true, K: [0, 2] }, 3) // { infinite: true, K: [1, 3] }
 */
export declare function gammaSum(a: Gamma, b: Gamma): Gamma;
/**
 * The outcome a γ value means: 0 → P; a positive nimber → N; ∞(K) → N when 0 ∈ K, else D.
 *
 * @example outcomeOfGamma({ infinite: true, K: [1] }) // 'D'
 */
export declare function outcomeOfGamma(g: AnyGamma): LoopyOutcome;
/**
 * Writes a γ value: `3`, `∞(0,2)`, and `∞` when K is empty.
 *
 * @param g - the value
 * @returns the text
 * @example formatGamma({ infinite: true, K: [0, 2] }) // "∞(0,2)"
 */
export declare function formatGamma(g: AnyGamma): string;
export {};
