import type { Analysis } from "../analysis.js";
/** The part of an analysis every answer starts with. */
export type Base = Pick<Analysis, "expression" | "play" | "compound">;
/** The outcome and winner of a won (true) or lost position. */
export declare const verdict: (wins: boolean) => {
    outcome: "N" | "P";
    winner: "first" | "second";
};
