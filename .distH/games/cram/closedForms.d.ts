import { type CramBoard } from "./board.js";
/** How a board stands under the half-turn strategy. */
type Symmetry = "P" | "N" | undefined;
export declare function halfTurnStrategy(b: CramBoard): Symmetry;
/**
 * The value of one region (upright: rows ≥ columns, as {@link regions} makes them) when
 * theory gives it:
 * - one column of n cells: Dawson's Kayles (0.07) at n — a domino takes two adjacent cells
 *   of the strip and leaves the two ends — from the heap sequences (src/sequence), at any n;
 * - a full 2 × n grid: 0 for even n (half turn), 1 for odd n (checked against the engine
 *   on every n ≤ 13 in test/games/cram/family.test.ts);
 * - a board the half-turn strategy makes P: 0.
 */
export declare function regionValue(r: CramBoard): number | undefined;
/**
 * The Grundy value of a board from theory: the nim-sum of its regions' values, where
 * regions the theory leaves open come in equal pairs (they cancel); undefined otherwise.
 */
export declare function closedGrundy(b: CramBoard): bigint | undefined;
/**
 * P or not from theory: the half-turn strategy on the whole board, else the regions'
 * values, else N when some option is P by the half-turn strategy (the mirror image of the
 * opponent's last domino, on a board that was symmetric).
 */
export declare function closedIsP(b: CramBoard): boolean | undefined;
/**
 * The options of value `target` from theory: all of them when theory values every option;
 * else, for target 0 on a large board, the options the half-turn strategy makes P (the
 * centre domino of an even × odd board, or the mirror image of the opponent's last domino),
 * marked incomplete; else undefined (the engine lists them).
 */
export declare function closedMovesTo(b: CramBoard, target: bigint, limit: number): {
    moves: CramBoard[];
    complete: boolean;
} | undefined;
export {};
