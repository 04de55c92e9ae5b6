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

/** A readable version of any value for an error message (strings as they are). @internal */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || typeof value !== "object") return String(value);
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v)) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Checks an option against its valid values: an unknown value is an {@link InputError}
 * that lists them (`undefined` passes: the option's default applies). @internal
 */
export function checkOption<T extends string>(name: string, value: unknown, valid: readonly T[]): T | undefined {
  if (value === undefined || (valid as readonly unknown[]).includes(value)) return value as T | undefined;
  throw new InputError(`the option ${name} to be one of ${valid.map((v) => `"${v}"`).join(", ")}`, describeValue(value));
}

/**
 * Checks a count or pile size given as a number or a bigint: a non-negative integer (a safe
 * integer when a number), else an {@link InputError} naming it. @internal
 */
export function nonNegativeInteger(x: unknown, what: string): bigint {
  if (typeof x === "bigint" ? x >= 0n : typeof x === "number" && Number.isSafeInteger(x) && x >= 0) return BigInt(x as number | bigint);
  throw new InputError(`${what} to be a non-negative integer (a number up to 2^53 − 1 or a bigint)`, typeof x === "string" ? JSON.stringify(x) : describeValue(x));
}

/** Checks a two-pile position `[a, b]` of non-negative safe integers, naming the game. @internal */
export function checkedPair(position: unknown, game: string): readonly [number, number] {
  if (Array.isArray(position) && position.length === 2) {
    const [a, b] = position as unknown[];
    if (typeof a === "number" && typeof b === "number" && Number.isSafeInteger(a) && Number.isSafeInteger(b) && a >= 0 && b >= 0) return [a, b];
  }
  throw new InputError(`a ${game} position: two pile sizes [a, b], non-negative integers up to 2^53 − 1`, describeValue(position));
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
