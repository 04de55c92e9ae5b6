import type { Monoid } from "./_internals/monoid.js";
/** A generator of the quotient: a letter for the first heap whose element the earlier letters do not reach. */
export interface MisereGenerator {
    readonly letter: string;
    readonly heap: number;
    readonly element: number;
}
/** Generators, relations and every element as a word, as the papers write quotients. */
export interface Presentation {
    readonly generators: readonly MisereGenerator[];
    /** "a² = 1", "bc = ab": each a least word that is not the normal form of its element, = that normal form. */
    readonly relations: readonly string[];
    /** Each element's normal form. */
    readonly names: readonly string[];
    /** "⟨a, b | a² = 1, b³ = b⟩". */
    readonly text: string;
}
/**
 * The presentation of a quotient. The generators are taken heap by heap (a heap whose element
 * the earlier generators do not reach gets the next letter). Each element's normal form is its
 * least exponent vector in the graded order (fewer letters first, then more of the earlier
 * letters: ab before bc); normal forms are closed under division, so the least words that are
 * not normal, each set equal to its element's normal form, present the monoid (a finite
 * rewriting system: every word reduces to its normal form).
 *
 * @param q - the monoid
 * @param phi - Φ(0…N)
 */
export declare function presentation(q: Monoid, phi: readonly number[]): Presentation;
