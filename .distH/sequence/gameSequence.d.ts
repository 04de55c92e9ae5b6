import type { Game } from "../core/game.js";
import { type SequenceReport } from "./analyze.js";
/** How a game's positions are heaps: the position of a heap of n, and the heaps of a position. */
export interface HeapPositions<P> {
    /** The position of one heap of n tokens. */
    heap(n: number): P;
    /** The heaps a position is made of (one for a single heap, several for an option that splits one). */
    heaps(position: P): readonly number[];
}
/** Options of {@link gameSequenceReport}. */
export interface GameSequenceOptions {
    /** The last heap. @defaultValue {@link GAME_SEQUENCE_DEFAULT_TO} */
    to?: number;
    /** Called now and then with heaps done and the total. */
    onProgress?: (done: number, total: number) => void;
    /** The most options examined. @defaultValue {@link GAME_SEQUENCE_MAX_OPTIONS} */
    maxOptions?: number;
}
/** The last heap computed by default for a game known by its moves only (its moves' cost is unknown). */
export declare const GAME_SEQUENCE_DEFAULT_TO = 1000;
/** The most options a sequence of a game known by its moves examines (a user's moves function: tens of seconds). */
export declare const GAME_SEQUENCE_MAX_OPTIONS = 100000000;
/** The most heaps of such a sequence (4 bytes a value: 64 MiB). */
export declare const GAME_SEQUENCE_MAX_HEAPS: number;
/**
 * G(0) … G(count − 1) of a heap game given by its moves, naively.
 *
 * @throws GameError when an option holds a heap that is not smaller than the heap moved from
 */
export declare function gameSequence<P>(game: Game<P>, as: HeapPositions<P>, count: number, onProgress?: (done: number, total: number) => void, maxOptions?: number): Uint32Array;
/**
 * The report of {@link analyzeHeapGame} for a heap game known by its moves: the values, an
 * apparent period (no theorem proves one), the largest value and the rare values.
 *
 * @param name - the game's name (its report's code and name)
 */
export declare function gameSequenceReport<P>(name: string, game: Game<P>, as: HeapPositions<P>, options?: GameSequenceOptions): SequenceReport;
