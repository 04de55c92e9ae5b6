import type { HeapRules } from "../../heap/heapRules.js";
import { type LazyMonoid, type Monoid } from "./monoid.js";
/**
 * The elements its options map to, for a heap of size n: each option is a sum of smaller
 * heaps (the one move generator's cases: take all, leave one heap, split into two or three),
 * mapped by Φ into the monoid. A sorted list without repeats; empty when the heap has no move.
 *
 * @param rules - the heap rules
 * @param n - the heap (Φ of every smaller heap is known)
 * @param phi - Φ(0…n-1)
 * @param q - the monoid Φ maps into
 */
export declare function optionImages(rules: HeapRules, n: number, phi: ArrayLike<number>, q: Monoid | LazyMonoid): number[];
