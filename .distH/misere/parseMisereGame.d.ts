import type { HeapRules } from "../heap/heapRules.js";
/**
 * Reads the game of a misère quotient: what {@link parseHeapGame} reads, and Nim written
 * "nim" or "0.333…" (every removal, no split), so that misereQuotient can say that Nim's
 * quotient is infinite.
 *
 * @throws InputError for a text that is no heap game
 */
export declare function parseMisereGame(text: string): HeapRules;
