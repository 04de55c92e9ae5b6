import type { Piles } from "../_internals/pairs.js";
import { type View } from "../view.js";
/** How Wythoff's game is drawn: a queen at (a, b), the P-positions as marks when asked. */
export declare const wythoffView: View<Piles>;
