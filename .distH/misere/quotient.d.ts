import { type HeapRules } from "../heap/heapRules.js";
/** How far {@link misereQuotient} goes, and what it may spend. */
export interface MisereQuotientOptions {
    /**
     * The last heap to add: the quotient of heaps 0…to when the game is not proven periodic
     * before it.
     * @defaultValue 1000 (MISERE_DEFAULT_TO)
     */
    to?: number;
    /** Limits on the work; the result says which one stopped it (`stopped`). */
    budget?: {
        /** @defaultValue 60 seconds */
        seconds?: number;
        /** The largest quotient order allowed. @defaultValue 5000 (MISERE_DEFAULT_ELEMENTS) */
        elements?: number;
    };
    /** Called after each heap is added (heap reached, order of the quotient there). */
    onProgress?(p: {
        heap: number;
        order: number;
    }): void;
}
/**
 * The misère quotient of a heap game (Plambeck–Siegel): the heaps 0…heap generate a
 * finite commutative monoid Q with a P-portion P ⊂ Q. A heap of size n maps to Φ(n) ∈ Q,
 * a sum of heaps to the product of their elements, and a sum is a misère P-position
 * exactly when its product lies in P. Elements are numbers 0…order-1.
 */
export interface MisereQuotient {
    /** The heap game. */
    readonly rules: HeapRules;
    /** |Q|. */
    readonly order: number;
    /** |P|. */
    readonly pSize: number;
    /** Φ is proven periodic: the quotient is the game's full quotient and {@link phi} answers every heap. */
    readonly solved: boolean;
    /** The last heap added (the quotient is that of heaps 0…heap). */
    readonly heap: number;
    /** Φ(n + period) = Φ(n) for n ≥ preperiod, when solved. */
    readonly period?: number;
    readonly preperiod?: number;
    /** Q is the tame quotient T₂ = ⟨a | a² = 1⟩, P = {a}, or, as far as heaps go, Q has the tame quotient's outcomes (misère play as Nim's). */
    readonly tame: boolean;
    /** Heaps where the order changed, with the order there (heap 0: order 1). */
    readonly changes: readonly {
        heap: number;
        order: number;
    }[];
    /** The presentation, as in the papers, e.g. "⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩". */
    readonly presentation: string;
    /** The generators: the heap each letter stands for (a = the first heap not equal to 0 …). */
    readonly generators: readonly {
        letter: string;
        heap: number;
        element: number;
    }[];
    /** The identity element (Φ(0), the empty sum). */
    readonly identity: number;
    /** Φ(0…heap) as element numbers. */
    readonly phiTable: readonly number[];
    /** Whether x ∈ P: a sum whose product is x is a misère P-position (the previous player wins). */
    isP(x: number): boolean;
    /** The product x·y (commutative, associative, `identity` neutral). */
    mul(x: number, y: number): number;
    /**
     * Φ(n): the element of a heap of size n. Exact for any n when solved (reduced by the
     * period); for n > heap when not solved, throws a GrundyError saying how far it got.
     */
    phi(n: bigint | number): number;
    /** The element as a word in the generators ("a²b"), "1" for the identity. */
    elementName(x: number): string;
    /** Why it stopped when not solved: "to" (heap bound reached), "seconds", "elements". */
    readonly stopped?: "to" | "seconds" | "elements";
    /** A sentence saying what stopped it and how to lift that limit. */
    readonly stoppedBecause?: string;
}
/** The default last heap of {@link misereQuotient}. */
export declare const MISERE_DEFAULT_TO = 1000;
/** The default largest order. */
export declare const MISERE_DEFAULT_ELEMENTS = 5000;
/** The default time budget, in seconds. */
export declare const MISERE_DEFAULT_SECONDS = 60;
/** The largest `to` accepted (the heaps' table is a plain array). */
export declare const MISERE_MAX_TO = 1000000;
/** Nim (every removal, no split): its quotient is infinite. */
export declare function isNimRules(rules: HeapRules): boolean;
/**
 * Computes the misère quotient of a heap game, heap by heap, until Φ is proven periodic
 * (then `solved`), the heap `to` is reached, or a budget runs out (`stopped` says which).
 * See docs/misere-quotients.md for the method and the periodicity proof.
 *
 * @param rules - a heap game (take-and-break code, subtraction set …), from parseHeapGame
 * @param options - bound, budget, progress
 * @throws InputError for Nim (every removal allowed), whose quotient is infinite — misère
 *   Nim is Bouton's — and for a `to` that is not a natural number up to MISERE_MAX_TO
 * @example misereQuotient(parseHeapGame("kayles")).solved // true
 */
export declare function misereQuotient(rules: HeapRules, options?: MisereQuotientOptions): MisereQuotient;
