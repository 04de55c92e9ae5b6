type Heaps = readonly bigint[];
/** `lasker(h1,h2,…)`: Lasker's Nim; Grundy values and every option of any value, exact at any size. */
export declare const laskerFamily: import("../family.js").Family<Heaps>;
export {};
