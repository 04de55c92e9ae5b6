/** The play conventions. */
export const PLAYS = ["normal", "misere"];
//# sourceMappingURL=plays.js.map