import type { HeapRules } from "../../heap/heapRules.js";
import { type Periodicity } from "../../sequence/periodicity.js";
import type { GrundyValues } from "../../sequence/values.js";
/** The values of one heap game computed so far, and their period when one is known. */
interface Table {
    values: GrundyValues;
    period: Periodicity | null;
    /** Whether the full search for a period (analyzeHeapGame's rounds) has been made. */
    searched: boolean;
}
/** The table of a heap game (by its code), made with its first values on first use. */
export declare function sequenceTable(rules: HeapRules): Table;
/**
 * G(n) of a heap game for any n: computed values, a proven period past them, more values
 * (up to 2^24), or, for larger n, the full search for a period that `grundy seq` makes.
 */
export declare function heapValue(rules: HeapRules, n: bigint, text: () => string): number;
export {};
