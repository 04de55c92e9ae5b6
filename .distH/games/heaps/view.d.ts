import type { Heaps } from "./rules.js";
import { type View } from "../view.js";
/** The view of a named heap game (the generic heap view for a name without its own). */
export declare function heapView(name: string): View<Heaps>;
/** `heap("code", …)`: any take-and-break code on heaps of tokens. */
export declare const heapCodeView: View<Heaps>;
/** `subtraction({…}, …)`: a subtraction game on heaps of tokens. */
export declare const subtractionView: View<Heaps>;
