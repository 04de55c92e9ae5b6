/** The outcome and winner of a won (true) or lost position. */
export const verdict = (wins) => ({ outcome: wins ? "N" : "P", winner: wins ? "first" : "second" });
//# sourceMappingURL=verdict.js.map