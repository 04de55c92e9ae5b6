export { laskerFamily } from "./family.js";
/** Lasker's Nim: its record (Grundy values in closed form) and engine game. */
export declare const lasker: {
    /** The record of `lasker(h1,h2,…)` in the position language. */
    readonly family: import("../family.js").Family<readonly bigint[]>;
    /** The rules: the engine game. */
    readonly game: import("../../index.js").Game<readonly bigint[]>;
};
