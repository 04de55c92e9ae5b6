import type { FiniteGame } from "../../../core/game.js";
import { type GraphPosition } from "./graph.js";
/**
 * A random graph of 5 to 8 vertices (each pair an edge with probability 0.4) whose value is
 * not 0; after 30 tries, the last one drawn. Tiny for the engine (at most 2⁸ positions).
 */
export declare function randomStart(name: string, game: FiniteGame<GraphPosition>, random: () => number): string;
