import type { Analysis } from "../analysis.js";

/** The part of an analysis every answer starts with. */
export type Base = Pick<Analysis, "expression" | "play" | "compound">;

/** The outcome and winner of a won (true) or lost position. */
export const verdict = (wins: boolean) => ({ outcome: wins ? ("N" as const) : ("P" as const), winner: wins ? ("first" as const) : ("second" as const) });
