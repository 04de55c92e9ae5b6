import { type Hackenbush } from "./rules.js";
/**
 * `hackenbush(u,v u,v …)`: Green Hackenbush; Grundy values and winning moves exact at any
 * size (fusion and colon principles, linear time; a winning move by cut-and-check).
 */
export declare const hackenbushFamily: import("../family.js").Family<Hackenbush>;
