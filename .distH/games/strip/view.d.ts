import type { Strip } from "./rules.js";
import { type View } from "../view.js";
/** How the strip is drawn: 2 × n cells; a move colours one blank cell or a blank 2×2 square. */
export declare const stripView: View<Strip>;
