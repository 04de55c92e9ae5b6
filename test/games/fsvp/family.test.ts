// The fsvp family (a loopy game for the generic engine) against the whole-game solver
// (src/games/fsvp/solve.ts): the family's options equal a brute-force rule written here on
// arrays of heaps (the family and the solver share the one rule, on numbered partitions),
// and the engine's γ, outcome and remoteness equal the solver's table on every position
// for n ≤ 14.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { FSVP_NO_REMOTENESS, fsvpFamily, fsvpGammaOf, fsvpPosition, solveFsvp } from "../../../src/games/fsvp/index.js";
import { formatGamma, gamma, InputError, outcome, remoteness } from "../../../src/index.js";

const game = fsvpFamily.game;
const key = (heaps: readonly number[]) => [...heaps].sort((a, b) => b - a).join("+");
const games = { games: [fsvpFamily] };
const byDecreasing = (a: number, b: number) => b - a;

/** The rule by brute force on heaps: divide one heap s into k ≥ 2 equal heaps (k divides s), or unite two heaps of different sizes. */
function* bruteOptions(heaps: readonly number[]): Generator<number[]> {
  const sizes = [...new Set(heaps)];
  for (const s of sizes) {
    const at = heaps.indexOf(s);
    const rest = [...heaps.slice(0, at), ...heaps.slice(at + 1)];
    for (let d = 1; 2 * d <= s; d++) {
      if (s % d !== 0) continue;
      yield [...rest, ...Array<number>(s / d).fill(d)].sort(byDecreasing);
    }
  }
  for (let i = 0; i < sizes.length; i++) {
    for (let j = i + 1; j < sizes.length; j++) {
      const a = sizes[i]!;
      const b = sizes[j]!;
      const rest = [...heaps];
      rest.splice(rest.indexOf(a), 1);
      rest.splice(rest.indexOf(b), 1);
      yield [...rest, a + b].sort(byDecreasing);
    }
  }
}

describe("fsvp(…) as a loopy game of the engine", () => {
  it("lists the same options as the rule by brute force, largest heaps first", () => {
    for (let n = 1; n <= 14; n++) {
      for (let i = 0; i < solveFsvp(n, { outcomesOnly: true }).count; i++) {
        const p = fsvpPosition(n, i);
        const mine = [...game.moves(p)];
        for (const o of mine) expect(o).toEqual([...o].sort((a, b) => b - a));
        expect(mine.map(key).sort()).toEqual([...bruteOptions(p)].map(key).sort());
      }
    }
  });

  it("gamma, outcome and remoteness of the engine equal the whole-game table, every position n ≤ 14", () => {
    for (let n = 1; n <= 14; n++) {
      const t = solveFsvp(n);
      for (let i = 0; i < t.count; i++) {
        const p = fsvpPosition(n, i);
        const r = t.remoteness[i]!;
        expect([key(p), formatGamma(gamma(game, p)), outcome(game, p), remoteness(game, p)]).toEqual([
          key(p),
          formatGamma(fsvpGammaOf(t, i)),
          "PND"[t.outcome[i]!],
          r === FSVP_NO_REMOTENESS ? undefined : r,
        ]);
      }
    }
  });

  it("analyze reads fsvp(10) as the single heap of 10 and fsvp(3,2,1) as three heaps, and sums them with finite games", () => {
    const t = solveFsvp(10);
    const a = analyze("fsvp(10) + nim(3)", games);
    expect(a.components[0]!.text).toBe("fsvp(10)");
    expect(a.components[0]!.gamma).toBe(formatGamma(fsvpGammaOf(t, 0))); // 2
    expect(a.outcome).toBe("N"); // 2 ⊕ 3 = 1
    expect(analyze("fsvp(1,2,3)", games).components[0]!.text).toBe("fsvp(3,2,1)");
    // registered: no games option needed
    expect(analyze("fsvp(10) + nim(3)").value).toEqual(a.value);
    // fsvp(12) is ∞(0): with nim(3) the sum is ∞(3), a draw
    const d = analyze("fsvp(12) + nim(3)", games);
    expect([d.components[0]!.gamma, d.outcome]).toEqual(["∞(0)", "D"]);
  });

  it("refuses heaps below 1, no heaps and more than 110 coins with an InputError", () => {
    for (const text of ["fsvp()", "fsvp(0)", "fsvp(3,0)", "fsvp(60,51)", "fsvp(2;3)"]) expect(() => analyze(text, games), text).toThrow(InputError);
    expect(() => analyze("fsvp(60,51)", games)).toThrow(/at most 110 coins/);
  });
});
