import type { HeapRules } from "./heapRules.js";
/** A heap game known by name: one line of data (as CGSuite's `var Kayles := TakeAndBreak("0.77")`). */
export interface NamedHeapRules {
    /** The name used in expressions and by `grundy seq`, e.g. "kayles". */
    readonly name: string;
    /** Other names for it, e.g. "dawsonskayles". */
    readonly aliases: readonly string[];
    /** The rules (their `name` is the game's name for people, e.g. "Dawson's Kayles"). */
    readonly rules: HeapRules;
    /** One sentence for people. */
    readonly summary: string;
}
/**
 * The heap games known by name, in the order help texts list them: the position
 * language's `kayles(3,5)`, `grundy seq kayles` and {@link parseHeapGame} read this table.
 */
export declare const NAMED_HEAP_RULES: readonly NamedHeapRules[];
