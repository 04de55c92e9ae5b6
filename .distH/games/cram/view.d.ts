import { type View } from "../view.js";
import { type CramBoard } from "./board.js";
/** The two cells a move filled (0-based indices, the lower first), or undefined when `to` is not one domino from `from`. */
export declare function dominoOf(from: CramBoard, to: CramBoard): [number, number] | undefined;
/** How Cram is drawn: the grid, filled cells dark; a move fills two empty cells side by side. */
export declare const cramView: View<CramBoard>;
