import type { View } from "../view.js";
export declare const fsvpView: View<readonly number[]>;
