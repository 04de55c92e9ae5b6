import { type NimHeaps as Heaps } from "./rules.js";
/** `nim(h1,h2,…)`: Nim heaps, exact at any size (Bouton, normal and misère). */
export declare const nimFamily: import("../family.js").Family<Heaps>;
