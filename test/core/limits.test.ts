import { describe, expect, it, vi } from "vitest";
import { compound, defineGame, disjunctiveSum, GrundyError, grundy, InputError, outcome, remoteness, suspense, winningMoves } from "../../src/index.js";
import { expectedMemoAnswers, memoTableAnswers } from "../helpers/memoTableCheck.js";

// The entry points fall back to DEFAULT_BUDGET, which the first test reads from the real module.
// Spending the real default (2·10^6 moves) takes seconds a call, so here the module's constant is
// 20,000: a call that ignored the default would still run on forever, and the count of moves listed
// shows that the search stopped at the constant. The same calls against the real default:
// test/exhaustive/limits.ts (npx tsx scripts/exhaustive.ts limits).
const SMALL_DEFAULT = 20_000;
vi.mock("../../src/core/solver.js", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/core/solver.js")>()),
  DEFAULT_BUDGET: 20_000,
}));

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

describe("the default budget of the generic solver", () => {
  it("is documented and finite", async () => {
    const real = await vi.importActual<typeof import("../../src/core/solver.js")>("../../src/core/solver.js");
    expect(real.DEFAULT_BUDGET).toBe(2_000_000);
  });
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
    it(`turns an infinite game into a GrundyError at the default budget: ${name}`, () => {
      listed = 0;
      expect(call).toThrow(GrundyError);
      // one move a position: the search listed about as many positions as the default allows
      expect(listed).toBeGreaterThan(SMALL_DEFAULT / 2);
      expect(listed).toBeLessThanOrEqual(SMALL_DEFAULT + 2);
    });
  }
  it("is lifted by budget: Infinity, and a bad budget is refused", () => {
    // a chain ten times the default, also deeper than a recursive search could go
    const chain = () => defineGame<number>({ moves: (n) => (n > 0 ? [n - 1] : []) });
    expect(() => remoteness(chain(), 10 * SMALL_DEFAULT + 7)).toThrow(GrundyError);
    expect(remoteness(chain(), 10 * SMALL_DEFAULT + 7, { budget: Infinity })).toBe(10 * SMALL_DEFAULT + 7);
    expect(() => grundy(chain(), 5, { budget: Number.NaN })).toThrow(InputError);
    expect(() => grundy(chain(), 5, { budget: -1 })).toThrow(InputError);
  });
});

describe("memo tables", () => {
  // past a Map's 2^24 entries (a minute under load): test/exhaustive/limits.ts (npx tsx scripts/exhaustive.ts limits)
  it("hold 2^18 entries: size, get, overwrite and delete", () => {
    const n = 2 ** 18 + 10;
    expect(memoTableAnswers(n)).toEqual(expectedMemoAnswers(n));
  });
});
