/**
 * The heap games whose solved misère quotients are shipped (src/misere/solvedQuotients.data.ts,
 * written by `npm run gen:quotients`): Kayles, the named heap game the engine solves within the
 * analysis's budget, and the octal games of issue 20 that it solves. A code here that the
 * engine no longer solves makes the generator fail.
 */
export const STORED_CODES = ["0.77", "0.75", "0.123", "0.15", "0.71", "0.34", "0.53"];
//# sourceMappingURL=storedCodes.js.map