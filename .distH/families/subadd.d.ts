/** A heap of n tokens (0 ≤ n ≤ max) with its rules: subtract s ∈ S, or add a ∈ A. */
export interface SubAddPosition {
    readonly n: bigint;
    readonly rules: SubAddRules;
}
/** The rules of a subtraction game with additions. */
export interface SubAddRules {
    /** The amounts a move may take, ascending. */
    readonly take: readonly bigint[];
    /** The amounts a move may put back, ascending. */
    readonly add: readonly bigint[];
    /** The largest heap allowed. */
    readonly max: bigint;
    /** `{…}; {…}; max`, as the call writes it (the key of the rules). */
    readonly text: string;
}
/** The largest heap a subadd game may reach (the loopy engine explores every heap size up to it). */
export declare const MAX_SUBADD_HEAP = 10000000n;
/** The rules of `subadd(n; S; A; max)`; the same text gives the same object (keys stay short). */
export declare function subAddRules(take: readonly bigint[], add: readonly bigint[], max: bigint): SubAddRules;
/**
 * `subadd(n; {take}; {add}; max)`: a subtraction game in which a move may also add tokens —
 * take s ∈ take, or put back a ∈ add while the heap is not empty and stays ≤ max; emptying the
 * heap wins. Without additions it is the subtraction game of `take` (Winning Ways ch. 4); with
 * them it loops, and is answered by the loopy engine (γ values with ∞, draws, remoteness).
 */
export declare const subAddFamily: import("./family.js").Family<SubAddPosition>;
