/**
 * Conway's genus (On Numbers and Games ch. 12; Winning Ways ch. 12–13): the genus of a
 * position G is g^{γ₀γ₁γ₂…}, where g is its normal-play Grundy value and γₙ the misère
 * Grundy value of G + *2 + … + *2 (n copies of *2). A misère Grundy value is the mex of the
 * options' values, and 1 at a position without options; the position is a misère
 * P-position exactly when it is 0. The γₙ end alternating (γₙ₊₂ = γₙ), and the genus is
 * written up to where they do, as Winning Ways writes it: 0^{120} for the empty game
 * (1, 2, 0, 2, 0, …), 1^{031} for *1, 2^{20} for *2.
 *
 * How it is computed. Let aₙ(G) = γₙ(G) and bₙ(G) the misère value of G + n·*2 + *1 (in
 * misère play * + * = 0, ONAG ch. 12, so one *1 is all that arises). The options of
 * G + n·*2 are G′ + n·*2, G + (n−1)·*2 + *1 and G + (n−1)·*2; those of G + n·*2 + *1 add
 * G + n·*2 and G + (n−1)·*2 + * + * = G + (n−1)·*2. So level n of (a, b) at G is a mex of
 * level n at G's options and level n − 1 at G itself: one pass over the positions, options
 * first, per level. When level n equals level n − 2 at every position, every later level
 * repeats with period 2 (by induction over the positions, options first): the sequence is
 * then known in full.
 *
 * @module
 */
import type { Game } from "./game.js";
import type { SolveOptions } from "./solver.js";
/** The genus of a position: g^{γ₀γ₁…}. */
export interface Genus {
    /** The normal-play Grundy value g. */
    readonly g: number;
    /**
     * γ₀, γ₁, …, γₜ: the misère Grundy values of G + n·*2, up to where they alternate for
     * ever (γₙ₊₂ = γₙ for n ≥ t − 1); at least two of them.
     */
    readonly gammas: readonly number[];
    /**
     * Tame (Winning Ways ch. 13): every position of it (itself included) has the genus of a
     * Nim heap or of a sum of Nim heaps — 0^{120} or 1^{031} (fickle), or g^{g,g⊕2} (firm) —
     * so it plays in misère sums as a Nim heap does.
     */
    readonly tame: boolean;
}
/**
 * The genus of a position of a finite game (Conway; Winning Ways ch. 12–13).
 *
 * @param game - a finite acyclic game
 * @param position - the position (taken whole: a genus is not a sum of its components' genera)
 * @param options - the budget of moves for exploring the positions reachable from it
 * @returns g, γ₀…γₜ and whether it is tame
 * @throws GrundyError when more positions are reachable than the budget allows
 * @throws GameError for a loopy game, or a cycle
 * @example formatGenus(genus(nim, [1])) // "1^{031}"
 */
export declare function genus<P>(game: Game<P>, position: P, options?: SolveOptions): Genus;
/**
 * A genus written as Winning Ways writes it: `0^{120}`, `4^{146}`; with commas between the
 * γ's when one of them has two digits (`12^{14,12}`).
 *
 * @param genus - from {@link genus}
 */
export declare function formatGenus(genus: Genus): string;
