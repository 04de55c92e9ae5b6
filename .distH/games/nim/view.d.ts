import { type View } from "../view.js";
/** How Nim is drawn: heaps of tokens in order; a click on a token takes it and every token to its right. */
export declare const nimView: View<readonly bigint[]>;
