import { type Game } from "../../core/game.js";
import type { HeapRules } from "../../heap/heapRules.js";
/** A sum of heaps played by one ruleset. */
export interface Heaps {
    readonly rules: HeapRules;
    readonly heaps: readonly bigint[];
}
/** The engine game of heaps under their rules: a move replaces one heap by what the rules leave of it. */
export declare function heapsGame(name: string, print: (p: Heaps) => string): Game<Heaps>;
