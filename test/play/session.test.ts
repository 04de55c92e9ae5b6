// PlaySession against a brute force written from the rules of every built-in family
// (test/helpers/playBrute.ts): plain memoised recursions over whole compound positions.
// None of the library's engine, analyze, closed forms or PlaySession computes an expected
// value below.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GrundyError, InputError, PlaySession } from "../../src/index.js";
import {
  anyComp,
  checkPosition,
  FAMILY_ARBS,
  FAMILY_NAMES,
  keyNow,
  length,
  now,
  optionKeys,
  playGame,
  type Rules,
  type State,
  selfPlay,
  stateText,
  tinyComp,
  value,
  wins,
} from "../helpers/playBrute.js";

/** Two components of any family, or three tiny ones: compounds whose options multiply stay small. */
const fewComps = fc.oneof(fc.array(anyComp, { minLength: 1, maxLength: 2 }), fc.array(tinyComp, { minLength: 1, maxLength: 3 }));

const SETTINGS: { name: string; rules: Rules; state: fc.Arbitrary<State>; runs: number }[] = [
  { name: "sum, normal play", rules: { kind: "sum", misere: false }, state: fc.array(anyComp, { minLength: 1, maxLength: 3 }), runs: 60 },
  { name: "sum, misère play", rules: { kind: "sum", misere: true }, state: fc.array(anyComp, { minLength: 1, maxLength: 3 }), runs: 60 },
  { name: "selective", rules: { kind: "selective", misere: false }, state: fc.array(tinyComp, { minLength: 1, maxLength: 3 }), runs: 40 },
  { name: "conjunctive", rules: { kind: "conjunctive", misere: false }, state: fewComps, runs: 75 },
  { name: "every", rules: { kind: "every", misere: false }, state: fewComps, runs: 75 },
];

/** How many N and P starts each property met (fast-check draws both; each kind must be met). */
function tally(): { N: number; P: number } {
  return { N: 0, P: 0 };
}

describe("PlaySession against a brute force, each family alone (sum, normal play)", () => {
  const r: Rules = { kind: "sum", misere: false };
  for (const name of FAMILY_NAMES) {
    it(`${name}: moves, values, hint, move(), undo/redo; the computer beats random and perfect players; perfect play lasts the remoteness`, () => {
      const seen = tally();
      fc.assert(
        fc.property(FAMILY_ARBS[name]!, fc.integer(), (c, seed) => {
          const ps = [c];
          checkPosition(ps, r, seed);
          const won = wins(r, ps);
          seen[won ? "N" : "P"]++;
          if (won) {
            expect(playGame(ps, r, "first", "random", seed)).toBe("first");
            expect(playGame(ps, r, "first", "perfect", seed)).toBe("first");
          } else expect(playGame(ps, r, "first", "perfect", seed)).toBe("second");
          expect(selfPlay(ps, r)).toBe(length(r, ps));
        }),
        { numRuns: 40, seed: 20_240_601 },
      );
      expect(seen.N).toBeGreaterThan(0);
    });
  }
});

describe("PlaySession against a brute force of the whole compound game", () => {
  for (const { name, rules: r, state, runs } of SETTINGS) {
    describe(name, () => {
      it("legal moves and their values, the hint, move() of every option and of non-options, undo/redo", () => {
        fc.assert(
          fc.property(state, fc.integer(), (ps, seed) => checkPosition(ps, r, seed)),
          { numRuns: runs, seed: 7 },
        );
      });

      it("from an N-position, the computer moving first beats a random player and a perfect one", () => {
        const seen = tally();
        fc.assert(
          fc.property(state, fc.integer(), (ps, seed) => {
            if (!wins(r, ps)) return;
            seen.N++;
            expect(playGame(ps, r, "first", "random", seed), stateText(ps)).toBe("first");
            expect(playGame(ps, r, "first", "perfect", seed), stateText(ps)).toBe("first");
          }),
          { numRuns: runs, seed: 11 },
        );
        expect(seen.N).toBeGreaterThan(runs / 5);
      });

      it("from a P-position, a perfect player moving second beats the computer", () => {
        const seen = tally();
        fc.assert(
          fc.property(state, fc.integer(), (ps, seed) => {
            if (wins(r, ps)) return;
            seen.P++;
            expect(playGame(ps, r, "first", "perfect", seed), stateText(ps)).toBe("second");
          }),
          { numRuns: runs, seed: 13 },
        );
        expect(seen.P).toBeGreaterThan(runs / 10);
      });

      it("the computer against itself plays as many moves as the brute force's measure of the compound", () => {
        fc.assert(
          fc.property(state, (ps) => {
            const n = selfPlay(ps, r);
            expect(n, stateText(ps)).toBe(length(r, ps));
            // Smith's theorems on the compound game: conjunctive = the least remoteness, every = the greatest suspense
            if (r.kind === "conjunctive") expect(n).toBe(Math.min(...ps.map((p) => value("sum", "remoteness", [p]))));
            if (r.kind === "every") expect(n).toBe(Math.max(...ps.map((p) => value("sum", "suspense", [p]))));
          }),
          { numRuns: runs, seed: 17 },
        );
      });
    });
  }
});

describe("PlaySession past the engine's reach: the closed forms alone (budget 1)", () => {
  const closed = fc.oneof(...FAMILY_NAMES.filter((f) => f !== "moore" && f !== "chomp").map((f) => FAMILY_ARBS[f]!));
  it("sums of families with closed forms: the computer wins from N against random and perfect players, loses from P to a perfect one", () => {
    const r: Rules = { kind: "sum", misere: false };
    fc.assert(
      fc.property(fc.array(closed, { minLength: 1, maxLength: 3 }), fc.integer(), (ps, seed) => {
        if (wins(r, ps)) {
          expect(playGame(ps, r, "first", "random", seed, 1), stateText(ps)).toBe("first");
          expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("first");
        } else expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("second");
      }),
      { numRuns: 100, seed: 19 },
    );
  });

  it("misère Nim (Bouton): the same", () => {
    const r: Rules = { kind: "sum", misere: true };
    const nims = fc.array(FAMILY_ARBS.nim!, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(nims, fc.integer(), (ps, seed) => {
        if (wins(r, ps)) {
          expect(playGame(ps, r, "first", "random", seed, 1), stateText(ps)).toBe("first");
          expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("first");
        } else expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("second");
      }),
      { numRuns: 60, seed: 23 },
    );
  });
});

describe("PlaySession: levels and options", () => {
  it("random and weak levels play legal moves only, and the same seed plays the same game", () => {
    const r: Rules = { kind: "sum", misere: false };
    fc.assert(
      fc.property(fc.array(anyComp, { minLength: 1, maxLength: 2 }), fc.constantFrom<"random" | number>("random", 0, 3, 7), fc.integer(), (ps, level, seed) => {
        const game = (): string[] => {
          const s = new PlaySession(stateText(ps), { level, seed });
          const out: string[] = [];
          while (!s.isOver()) {
            const before = now(s);
            s.computerMove();
            expect(optionKeys(r, before).has(keyNow(s))).toBe(true);
            out.push(s.position);
          }
          return out;
        };
        expect(game()).toEqual(game());
      }),
      { numRuns: 60, seed: 29 },
    );
  });

  it("refuses misère play of compounds other than sums, and levels outside perfect, random, 0 … 10", () => {
    for (const compound of ["selective", "conjunctive", "every"] as const) expect(() => new PlaySession("nim(1)", { compound, play: "misere" })).toThrow(GrundyError);
    for (const level of [-1, 11, 2.5]) expect(() => new PlaySession("nim(1)", { level })).toThrow(InputError);
  });

  it("under every, perfect play lasts the suspense, not the remoteness: nim(2,2) is over in 2 moves", () => {
    // nim(2,2) is P. Remoteness: the loser delays, (2,2) → (1,2) → (1,1) → (0,1) → (0,0), 4 moves;
    // suspense: the loser hurries, (2,2) → (0,2) → (0,0), 2 moves
    const ps: State = [{ f: "nim", h: [2, 2] }];
    expect([value("every", "remoteness", ps), value("every", "suspense", ps)]).toEqual([4, 2]);
    expect(selfPlay(ps, { kind: "every", misere: false })).toBe(2);
    expect(selfPlay(ps, { kind: "sum", misere: false })).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------
// Huge positions: closed forms, checked with exact integer rules of this file
// ---------------------------------------------------------------------------------------
