import type { View } from "../view.js";
export declare const laskerView: View<readonly bigint[]>;
