import { type MoorePosition } from "./rules.js";
export type { MoorePosition } from "./rules.js";
/** `moore(k; h1,h2,…)`: Moore's Nim_k; P-positions and winning moves exact at any size (Moore's theorem). */
export declare const mooreFamily: import("../family.js").Family<MoorePosition>;
