import { type CramBoard } from "./board.js";
/** The options of a board: one per domino on two empty cells (across, then down, cell by cell in reading order). */
export declare function cramMoves(b: CramBoard): Generator<CramBoard>;
/**
 * Cram for the engine. The key is the exact board ({@link boardKey}); `components` splits a
 * board into the regions no domino joins, each cut to its bounding box and turned to its
 * least orientation, so the engine's memo meets every region once up to symmetry.
 *
 * The engine values every region it meets in full (no pruning), within the analysis's
 * budget of moves (2·10^6 by default): every board up to 3 × 9, 4 × 6 and 5 × 5 within it
 * (under a second); 3 × 10 needs 2.3·10^6 moves (3 s), 3 × 11 9·10^6 (12 s), 3 × 12
 * 3.5·10^7 (53 s of CPU, 250 MiB), each with `--budget infinity` (bench/cram.ts). Larger
 * boards are for issue 19's value-targeted search: the bitboard and the least-orientation
 * regions are its keys.
 */
export declare function cramGame(show: (b: CramBoard) => string): import("../../core/game.js").FiniteGame<CramBoard>;
