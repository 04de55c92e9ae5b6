import { type LazyMonoid, type Monoid } from "./monoid.js";
import { type Representatives } from "./representatives.js";
/**
 * The option classes of each element's representative: for a sum W of heaps that maps to
 * y, the elements W's options map to (one heap h of W replaced by one of its options).
 */
export declare function representativeOptions(q: Monoid | LazyMonoid, phi: readonly number[], reps: Representatives, heapOpts: readonly (readonly number[])[]): number[][];
