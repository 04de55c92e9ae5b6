type Heaps = readonly bigint[];
/** Misère Nim (Bouton): with a heap of 2 or more, misère play goes as normal play; else the parity of the 1s decides. @internal */
export declare function nimMisereWins(heaps: Heaps): boolean;
/** `nim(h1,h2,…)`: Nim heaps, exact at any size (Bouton, normal and misère). */
export declare const nimFamily: import("./family.js").Family<Heaps>;
export {};
