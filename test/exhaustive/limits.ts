// Scale checks too slow for the suite: a MemoTable past a Map's 2^24 entries
// (test/core/limits.test.ts runs the same check at 2^18), and every entry point of the generic
// solver against the real default budget of 2·10^6 moves (the suite makes the default 20,000).
// Run: npx tsx scripts/exhaustive.ts limits
import { deepStrictEqual, ok, strictEqual, throws } from "node:assert/strict";
import { compound, DEFAULT_BUDGET, defineGame, disjunctiveSum, GrundyError, grundy, outcome, remoteness, suspense, winningMoves } from "../../src/index.js";
import { expectedMemoAnswers, memoTableAnswers } from "../helpers/memoTableCheck.js";
import type { Check } from "./check.js";

// an infinite game: every position has one option, further out; `listed` counts the calls of moves
let listed = 0;
const infinite = () =>
  defineGame<number>({
    name: "up",
    moves: (n) => {
      listed++;
      return [n + 1];
    },
  });
const c = () => [{ game: infinite(), position: 0 }];
const CALLS: [string, () => unknown][] = [
  ["grundy", () => grundy(infinite(), 0)],
  ["outcome (misère)", () => outcome(infinite(), 0, { play: "misere" })],
  ["remoteness", () => remoteness(infinite(), 0)],
  ["suspense", () => suspense(infinite(), 0)],
  ["winningMoves", () => winningMoves(infinite(), 0)],
  ["disjunctiveSum", () => disjunctiveSum(c())],
  ["compound every", () => compound("every", c())],
];

export const limitsChecks: Check[] = [
  {
    name: "memo tables hold more than a Map's 2^24 entries",
    run: () => {
      const n = 2 ** 24 + 10;
      deepStrictEqual(memoTableAnswers(n), expectedMemoAnswers(n));
    },
  },
  ...CALLS.map(([name, call]) => ({
    name: `the real default budget turns an infinite game into a GrundyError: ${name}`,
    run: () => {
      listed = 0;
      throws(call, GrundyError);
      ok(listed > DEFAULT_BUDGET / 2 && listed <= DEFAULT_BUDGET + 2, `${listed} positions listed`);
    },
  })),
  {
    name: "budget: Infinity lifts the real default: the remoteness of a chain of 2,100,000 moves",
    run: () => {
      const chain = defineGame<number>({ moves: (n) => (n > 0 ? [n - 1] : []) });
      strictEqual(remoteness(chain, 2_100_000, { budget: Infinity }), 2_100_000);
    },
  },
];
