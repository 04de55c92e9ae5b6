import type { MovesTo } from "../family.js";
import type { CramBoard } from "./board.js";
/** The value of a board of 25 … 59 cells by the search (undefined for other boards: theory or the engine answer). */
export declare function searchGrundy(b: CramBoard): bigint | undefined;
/** The options of value `target` of a board of 25 … 59 cells, at most `limit`, by the search. */
export declare function searchMovesTo(b: CramBoard, target: bigint, limit: number): MovesTo<CramBoard> | undefined;
