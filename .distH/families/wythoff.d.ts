import { type Piles } from "./pairs.js";
/** `wythoff(a,b)`: Wythoff's game; P-positions and winning moves exact at any size, Grundy values tabulated below 4096. */
export declare const wythoffFamily: import("./family.js").Family<Piles>;
