/** A position of Moore's Nim_k: k, the most heaps one move may take from, and the heaps. */
export interface MoorePosition {
    readonly k: bigint;
    readonly heaps: readonly bigint[];
}
/** `moore(k; h1,h2,…)`: Moore's Nim_k; P-positions and winning moves exact at any size (Moore's theorem). */
export declare const mooreFamily: import("./family.js").Family<MoorePosition>;
