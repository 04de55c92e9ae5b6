import type { GenusLevels } from "../../core/_internals/genusLevels.js";
import type { ComponentMove } from "../analysis.js";
import type { Term } from "./term.js";
/**
 * The most moves the genus computations of one analysis examine together (a genus is
 * shown, and decides a tame sum, where it is cheap; beyond this it is left out).
 */
export declare const GENUS_BUDGET = 100000;
/** Each term's genus table (the positions below it), undefined where out of {@link GENUS_BUDGET}'s reach. */
export declare function componentGenera(terms: readonly Term[]): (GenusLevels<unknown> | undefined)[];
/** The genus of a table's root, as Winning Ways writes it. */
export declare function genusText(levels: GenusLevels<unknown>): string;
/**
 * The genus of a Nim position (a sum of Nim heaps, tame): 0^{120} or 1^{031} when every heap
 * is at most 1 (fickle), else g^{g,g⊕2} (firm), g the nim-sum.
 */
export declare function nimGenusText(heaps: readonly bigint[]): string;
/**
 * A sum whose every component is tame, decided as Winning Ways teaches: it plays as the Nim
 * position of its components' normal values, a component being fickle (genus 0^{120} or
 * 1^{031}, a Nim heap of 0 or 1) or firm. The player to move wins unless the nim-sum is 0 with
 * a firm component, or 1 with none; a winning move goes to an option (tame too) that makes it so.
 *
 * @returns whether the player to move wins; the winning moves go to `push`
 */
export declare function tameSum(terms: readonly Term[], tables: readonly GenusLevels<unknown>[], push: (m: ComponentMove) => void): boolean;
