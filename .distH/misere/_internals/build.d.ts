import type { HeapRules } from "../../heap/heapRules.js";
import { type Monoid } from "./monoid.js";
import { type MiserePeriod } from "../periodicity.js";
/** Where the heap-by-heap construction stopped, and what it had then. */
export interface Built {
    readonly monoid: Monoid;
    /** Φ(0…heap). */
    readonly phi: number[];
    readonly heap: number;
    readonly changes: {
        heap: number;
        order: number;
    }[];
    readonly period?: MiserePeriod;
    readonly stopped?: "to" | "seconds" | "elements";
}
export interface BuildLimits {
    readonly to: number;
    readonly seconds: number;
    readonly elements: number;
    /** The most tokens a move removes (Infinity: no periodicity proof). */
    readonly t: number;
    /** Whether the periodicity theorem applies (at most two parts, no equal-parts rule). */
    readonly theorem: boolean;
    readonly onProgress?: ((p: {
        heap: number;
        order: number;
    }) => void) | undefined;
    /** Whether the conservative-extension test on the monoid is tried before a slice proof (default true; the tests turn it off to compare). */
    readonly conservativeTest?: boolean;
}
/**
 * The quotient of heaps 0…n, heap by heap. A heap whose options map to the same set of
 * elements as an earlier heap's is that heap's element (the two play alike in every sum:
 * docs/misere-quotients.md, lemma 1), a conservative extension at no cost; so is a heap that
 * passes {@link conservativeElement} (lemma 3, a check on the monoid); otherwise
 * {@link extend} builds the quotient with the new heap. After each heap the periodicity
 * theorem is tried; the construction stops when it proves Φ periodic, at `to`, or at a budget.
 */
export declare function buildQuotient(rules: HeapRules, limits: BuildLimits): Built;
