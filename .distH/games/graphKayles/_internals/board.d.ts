import type { Board } from "../../view.js";
import type { GraphPosition } from "./graph.js";
/** Graphs of more vertices than this are listed as text (the board's circle gets crowded). */
export declare const MAX_DRAWN_VERTICES = 40;
/** The vertices `to` has removed that `from` had not. */
export declare function goneVertices(from: GraphPosition, to: GraphPosition): number[];
/** The graph board of a position (removed vertices greyed), or undefined when too large to draw. */
export declare function graphBoard(p: GraphPosition): Board | undefined;
