import type { SubAddPosition } from "./family.js";
import type { View } from "../view.js";
export declare const subAddView: View<SubAddPosition>;
