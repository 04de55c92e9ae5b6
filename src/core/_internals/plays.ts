/** The play conventions (the members of `Play` in core/outcome.ts, which this list must match). */
export const PLAYS: readonly ("normal" | "misere")[] = ["normal", "misere"];
