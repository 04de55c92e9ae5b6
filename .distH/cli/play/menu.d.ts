import type { CompoundKind } from "../../core/compoundKinds.js";
import type { Family } from "../../games/family.js";
import type { ViewExample } from "../../games/view.js";
/** A game offered when no expression is given. */
export interface MenuEntry {
    name: string;
    expression: string;
    compound?: CompoundKind;
}
/** Every example start of the families' views, in the families' order. */
export declare function viewExamples(families: readonly Family[]): ViewExample[];
/**
 * The menu: every example start of the families' views, in the families' order; the first
 * one from a random start (its view's `shuffle`, seeded), so that each seed offers a fresh
 * game and the same seed the same one.
 *
 * @param seed - the seed of the random start
 * @param families - the families, built-ins first
 * @returns the entries, numbered from 1 in this order
 */
export declare function menuEntries(seed: number, families: readonly Family[]): MenuEntry[];
/** The examples block of `grundy play --help`, from the first views' examples. */
export declare function helpExamples(families: readonly Family[]): string[];
