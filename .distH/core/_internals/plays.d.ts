import type { Play } from "../outcome.js";
/** The play conventions. */
export declare const PLAYS: readonly Play[];
