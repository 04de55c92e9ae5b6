import { describe, expect, it } from "vitest";
import { compound, defineGame, disjunctiveSum, GrundyError, grundy, InputError, outcome, remoteness, suspense, winningMoves } from "../../src/index.js";
import { DEFAULT_BUDGET } from "../../src/core/solver.js";
import { expectedMemoAnswers, memoTableAnswers } from "../helpers/memoTableCheck.js";

// an infinite game: every position has one option, further out
const infinite = () => defineGame<number>({ name: "up", moves: (n) => [n + 1] });

describe("the default budget of the generic solver", () => {
  it("is documented and finite", () => {
    expect(DEFAULT_BUDGET).toBe(2_000_000);
  });
  // each call spends the whole budget (a few seconds): one test per entry point
  const c = () => [{ game: infinite(), position: 0 }];
  const calls: [string, () => unknown][] = [
    ["grundy", () => grundy(infinite(), 0)],
    ["outcome (misère)", () => outcome(infinite(), 0, { play: "misere" })],
    ["remoteness", () => remoteness(infinite(), 0)],
    ["suspense", () => suspense(infinite(), 0)],
    ["winningMoves", () => winningMoves(infinite(), 0)],
    ["disjunctiveSum", () => disjunctiveSum(c())],
    ["compound every", () => compound("every", c())],
  ];
  for (const [name, call] of calls) {
    it(`turns an infinite game into a GrundyError: ${name}`, () => {
      expect(call).toThrow(GrundyError);
    }, 60_000);
  }
  it("is lifted by budget: Infinity, and a bad budget is refused", () => {
    const chain = defineGame<number>({ moves: (n) => (n > 0 ? [n - 1] : []) });
    expect(remoteness(chain, 2_100_000, { budget: Infinity })).toBe(2_100_000);
    expect(() => grundy(chain, 5, { budget: Number.NaN })).toThrow(InputError);
    expect(() => grundy(chain, 5, { budget: -1 })).toThrow(InputError);
  }, 60_000);
});

describe("memo tables", () => {
  // past a Map's 2^24 entries (a minute under load): test/exhaustive/limits.ts (npx tsx scripts/exhaustive.ts limits)
  it("hold 2^18 entries: size, get, overwrite and delete", () => {
    const n = 2 ** 18 + 10;
    expect(memoTableAnswers(n)).toEqual(expectedMemoAnswers(n));
  });
});
