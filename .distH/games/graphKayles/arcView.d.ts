import type { View } from "../view.js";
import { type GraphPosition } from "./_internals/graph.js";
export declare const arcKaylesView: View<GraphPosition>;
