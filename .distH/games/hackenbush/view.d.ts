import { type View } from "../view.js";
import { type Hackenbush } from "./rules.js";
/** How Green Hackenbush is drawn: the graph above its ground; a move deletes an edge. */
export declare const hackenbushView: View<Hackenbush>;
