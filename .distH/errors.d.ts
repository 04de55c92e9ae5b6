/**
 * Errors a user can cause. Each carries a one-line message that names where the
 * problem is, what was found and what was expected; the CLI prints `message` alone
 * and exits with code 2. Anything else thrown is a bug.
 */
export declare class GrundyError extends Error {
    name: string;
}
/** Where a bad token was found in a text input (1-based line and column). */
export interface InputLocation {
    /** 1-based line number. */
    line?: number;
    /** 1-based column number. */
    column?: number;
}
/**
 * Malformed input: a token that is not what was expected.
 *
 * @example
 * new InputError("a non-negative integer", "-3", { line: 4 }).message
 * // 'line 4: expected a non-negative integer, got "-3"'
 */
export declare class InputError extends GrundyError {
    name: string;
    /** What the reader expected, e.g. "a non-negative integer". */
    readonly expected: string;
    /** The offending token ("" at end of input). */
    readonly got: string;
    readonly location: InputLocation;
    constructor(expected: string, got: string | null, location?: InputLocation);
}
/** A game definition that breaks the engine's assumptions (e.g. a cycle). */
export declare class GameError extends GrundyError {
    name: string;
}
export { describeValue } from "./_internals/describeValue.js";
export { checkedPair, checkOption, nonNegativeInteger } from "./_internals/checks.js";
/**
 * An error raised inside a user's own code (a member of a family made by `defineFamily`:
 * its game's moves, parse, print, a closed form, its view): the user's, not ours. The
 * message names the family and the member, e.g. `boom: moves(3) threw: kaboom`; the CLI
 * prints it and exits 2. Searches and fallbacks never swallow it.
 */
export declare class UserCodeError extends GrundyError {
    name: string;
    /** The family's name. */
    readonly family: string;
    /** The member that failed, e.g. "moves" or "view.board". */
    readonly member: string;
    /** What was thrown. */
    readonly cause: unknown;
    constructor(family: string, member: string, message: string, cause?: unknown);
}
