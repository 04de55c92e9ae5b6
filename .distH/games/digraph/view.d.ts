import type { DigraphPosition } from "./family.js";
import type { View } from "../view.js";
export declare const digraphView: View<DigraphPosition>;
