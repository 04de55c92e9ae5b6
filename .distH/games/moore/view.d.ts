import type { MoorePosition } from "./rules.js";
import type { View } from "../view.js";
export declare const mooreView: View<MoorePosition>;
