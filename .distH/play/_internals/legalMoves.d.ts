import type { Term } from "../../analyze/engine.js";
import type { Move, MoveList } from "../move.js";
import type { SessionEngine } from "./engine.js";
/**
 * The legal moves of a position not over, with their values for the player to move: the
 * best one (`best`, Smith's move) first, then the others in the games' order, at most
 * `limit`. Where one component moves (a sum) every move is listed; where any set of them
 * may (selective), the moves of one component; where every unfinished one must (the Smith
 * compounds), Smith's move with one component varied at a time.
 */
export declare function legalMoves(engine: SessionEngine, terms: readonly Term[], best: Move | null, limit: number): MoveList;
/**
 * The moves in the one neutral order the front ends show (the order gives nothing away):
 * by the position after the move when there is one component, else by the move's text,
 * numbers compared as numbers.
 */
export declare function neutralOrder(moves: readonly Move[], components: number): Move[];
