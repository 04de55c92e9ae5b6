import type { Play } from "../outcome.js";

/** The play conventions. */
export const PLAYS: readonly Play[] = ["normal", "misere"];
