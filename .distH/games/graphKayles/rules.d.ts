import { type FiniteGame } from "../../core/game.js";
import { type GraphPosition } from "./_internals/graph.js";
/** Node Kayles' options: pick a vertex in play, and remove it with its neighbours (each option once: in K₂ both vertices take both). */
export declare function nodeKaylesMoves(p: GraphPosition): Generator<GraphPosition>;
/** Arc Kayles' options: pick an edge in play, and remove both its ends. */
export declare function arcKaylesMoves(p: GraphPosition): Generator<GraphPosition>;
/** Node Kayles: isolated vertices are parts (each is one move). */
export declare const nodeKaylesGame: FiniteGame<GraphPosition>;
/** Arc Kayles: isolated vertices take no part (no edge, no move). */
export declare const arcKaylesGame: FiniteGame<GraphPosition>;
