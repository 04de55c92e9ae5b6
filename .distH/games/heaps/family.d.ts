import type { Family } from "../family.js";
import { type Heaps } from "./rules.js";
export type { Heaps } from "./rules.js";
/** The heap games known by name (one family each, from the heap floor's table). */
export declare const NAMED_HEAP_FAMILIES: readonly Family<Heaps>[];
/** `heap("code", n1,…)`: any take-and-break code, subtraction set or heap game name. */
export declare const heapCodeFamily: Family<Heaps>;
/** `subtraction({s1,…}, n1,…)`: a subtraction game. */
export declare const subtractionFamily: Family<Heaps>;
