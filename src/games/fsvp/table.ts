/**
 * The table of a solved Fair Shares and Varied Pairs: every position's outcome, remoteness
 * and γ by index, its codes, and reading γ back from it.
 *
 * @module
 */
import type { Gamma } from "../../core/gamma.js";
import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import { FSVP_MAX_N } from "./_internals/space.js";
import { partitionCount } from "./positions.js";

/** Outcome codes in {@link FsvpTable.outcome}. */
export const FSVP_P = 0;
/** The player to move wins. */
export const FSVP_N = 1;
/** Neither player can force a win. */
export const FSVP_D = 2;

/** {@link FsvpTable.gamma} of a position whose γ is ∞(K). */
export const FSVP_INFINITE = 255;
/** {@link FsvpTable.remoteness} of a draw. */
export const FSVP_NO_REMOTENESS = 0xffff;

/** Every position of Fair Shares and Varied Pairs for n coins, by index (see {@link fsvpIndex}). */
export interface FsvpTable {
  /** The number of coins. */
  readonly n: number;
  /** The number of positions, p(n). */
  readonly count: number;
  /** {@link FSVP_P}, {@link FSVP_N} or {@link FSVP_D} for each position. */
  readonly outcome: Uint8Array;
  /** Remoteness of each won or lost position; {@link FSVP_NO_REMOTENESS} for draws. */
  readonly remoteness: Uint16Array;
  /** γ of each position when finite; {@link FSVP_INFINITE} for ∞(K). */
  readonly gamma: Uint8Array;
  /** For ∞(K) positions: K as a bit set (bit j set when j ∈ K); 0 for the others. */
  readonly infiniteK: Uint32Array;
}

/**
 * γ of position `index` in a table.
 *
 * @param table - from {@link solveFsvp}
 * @param index - the position's index ({@link fsvpIndex})
 * @returns a nimber, or ∞(K)
 * @example fsvpGammaOf(solveFsvp(4), fsvpIndex([4])) // a number or { infinite: true, K: [...] }
 */
export function fsvpGammaOf(table: FsvpTable, index: number): Gamma {
  checkFsvpTable(table);
  const g = Number.isSafeInteger(index) ? table.gamma[index] : undefined;
  if (g === undefined) throw new InputError(`an index from 0 to ${table.count - 1} (of a table with γ)`, String(index));
  if (g !== FSVP_INFINITE) return g;
  return { infinite: true, K: fsvpKOfMask(table.infiniteK[index]!) };
}

/** The set K of an ∞(K) as the table stores it (bit j set: j ∈ K), ascending. */
export function fsvpKOfMask(mask: number): number[] {
  const K: number[] = [];
  for (let j = 0; j < 32; j++) if ((mask >>> j) & 1) K.push(j);
  return K;
}

/**
 * Checks that a value is a table as {@link solveFsvp} makes them (typed arrays of p(n) entries).
 *
 * @param table - the value
 * @throws InputError when it is not
 */
export function checkFsvpTable(table: unknown): asserts table is FsvpTable {
  const t = table as FsvpTable;
  const ok =
    typeof t === "object" &&
    t !== null &&
    Number.isSafeInteger(t.n) &&
    t.n >= 1 &&
    t.n <= FSVP_MAX_N &&
    t.count === partitionCount(t.n) &&
    t.outcome instanceof Uint8Array &&
    t.outcome.length === t.count &&
    t.remoteness instanceof Uint16Array &&
    t.remoteness.length === t.count &&
    t.gamma instanceof Uint8Array &&
    (t.gamma.length === t.count || t.gamma.length === 0) &&
    t.infiniteK instanceof Uint32Array &&
    t.infiniteK.length === t.gamma.length;
  if (!ok) throw new InputError("an fsvp table made by solveFsvp", describeValue(table));
}
