import type { ChompPosition } from "./family.js";
import { type View } from "../view.js";
/** How Chomp is drawn: rows of squares; a bite takes a square and every square below and right of it. */
export declare const chompView: View<ChompPosition>;
