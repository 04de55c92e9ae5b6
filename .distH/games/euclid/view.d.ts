import type { Piles } from "../_internals/pairs.js";
import { type View } from "../view.js";
/** How Euclid's game is drawn: two bars, a move shortens the larger by a multiple of the smaller. */
export declare const euclidView: View<Piles>;
