import { quote } from "./_internals/quote.js";

/**
 * Errors a user can cause. Each carries a one-line message that names where the
 * problem is, what was found and what was expected; the CLI prints `message` alone
 * and exits with code 2. Anything else thrown is a bug.
 */
export class GrundyError extends Error {
  override name = "GrundyError";
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
export class InputError extends GrundyError {
  override name = "InputError";
  /** What the reader expected, e.g. "a non-negative integer". */
  readonly expected: string;
  /** The offending token ("" at end of input). */
  readonly got: string;
  readonly location: InputLocation;

  constructor(expected: string, got: string | null, location: InputLocation = {}) {
    const where = [location.line !== undefined ? `line ${location.line}` : "", location.column !== undefined ? `column ${location.column}` : ""].filter(Boolean).join(", ");
    const found = got === null ? "end of input" : quote(got);
    super(`${where ? `${where}: ` : ""}expected ${expected}, got ${found}`);
    this.expected = expected;
    this.got = got ?? "";
    this.location = location;
  }
}

/** A game definition that breaks the engine's assumptions (e.g. a cycle). */
export class GameError extends GrundyError {
  override name = "GameError";
}

/**
 * An error raised inside a user's own code (a member of a family made by `defineFamily`:
 * its game's moves, parse, print, a closed form, its view): the user's, not ours. The
 * message names the family and the member, e.g. `boom: moves(3) threw: kaboom`; the CLI
 * prints it and exits 2. Searches and fallbacks never swallow it.
 */
export class UserCodeError extends GrundyError {
  override name = "UserCodeError";
  /** The family's name. */
  readonly family: string;
  /** The member that failed, e.g. "moves" or "view.board". */
  readonly member: string;
  /** What was thrown. */
  override readonly cause: unknown;

  constructor(family: string, member: string, message: string, cause?: unknown) {
    super(`${family}: ${message}`);
    this.family = family;
    this.member = member;
    this.cause = cause;
  }
}
