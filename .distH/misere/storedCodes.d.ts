/**
 * The heap games whose solved misère quotients are shipped (src/misere/solvedQuotients.data.ts,
 * written by `npm run gen:quotients`): Kayles, the named heap game the engine solves within the
 * analysis's budget, and the octal games of issue 20 that it solves. A code here that the
 * engine no longer solves makes the generator fail.
 */
export declare const STORED_CODES: readonly string[];
