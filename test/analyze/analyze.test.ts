import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { DEFAULT_BUDGET } from "../../src/core/solver.js";
import { GrundyError, InputError } from "../../src/index.js";
import { bruteWins, nonEmptySubsets, product } from "../helpers/games.js";
import { bruteSmith } from "../helpers/smith.js";
import { key, moves, text, type Pos } from "../helpers/rules.js";

const arbPos: fc.Arbitrary<Pos> = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }).map((heaps) => ({ kind: "nim" as const, heaps })),
  fc.record({ kind: fc.constant("wythoff" as const), a: fc.integer({ min: 0, max: 7 }), b: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant("euclid" as const), a: fc.integer({ min: 0, max: 12 }), b: fc.integer({ min: 0, max: 12 }) }),
  fc.integer({ min: 0, max: 5 }).chain((n) =>
    fc
      .subarray(
        Array.from({ length: 2 * n }, (_, i) => [1 + (i % 2), 1 + Math.floor(i / 2)] as [number, number]),
        { maxLength: Math.min(3, 2 * n) },
      )
      .map((cells) => ({ kind: "strip" as const, n, cells })),
  ),
);
const arbSum = fc.array(arbPos, { minLength: 1, maxLength: 2 });

/** At most how many positions a component has below it (a bound). */
const states = (p: Pos): number => {
  if (p.kind === "nim") return p.heaps.reduce((x, h) => x * (h + 1), 1);
  if (p.kind === "strip") return 4 ** p.n;
  return p.kind === "wythoff" ? (p.a + 1) * (p.b + 1) : p.a + p.b + 1;
};
/** Sums whose product game the misère search (2·10^6 moves) surely finishes: strip(5) + strip(4) does not. */
const arbSmallSum = arbSum.filter((ps) => ps.reduce((x, p) => x * states(p), 1) <= 60_000);

/** Moves of a sum: change exactly one component. */
const sumMoves = (ps: Pos[]): Pos[][] => ps.flatMap((p, i) => moves(p).map((m) => ps.map((q, j) => (j === i ? m : q))));

/**
 * The listed moves as `component:to`, one per component a move is made in: a move that wins in
 * each of several equal components is listed once with their number (`copies`), which must be
 * the number of components of its text.
 */
const eachCopy = (a: ReturnType<typeof analyze>): string[] =>
  a.winningMoves!.flatMap((m) => {
    const same = a.components.flatMap((c, i) => (c.text === m.from ? [i] : []));
    expect(same.length, m.from).toBe(m.copies ?? 1);
    return same.map((i) => `${i}:${m.to}`);
  });

describe("analyze (sums, normal play)", () => {
  it("finds the winner and exactly the winning moves that a brute-force search finds", () => {
    const wins = bruteWins(sumMoves, key);
    fc.assert(
      fc.property(arbSum, (ps) => {
        const a = analyze(key(ps));
        expect(a.outcome).toBe(wins(ps) ? "N" : "P");
        const expected = sumMoves(ps)
          .filter((m) => !wins(m))
          .map((m) => {
            const i = m.findIndex((q, j) => text(q) !== text(ps[j]!));
            return `${i}:${text(m[i]!)}`;
          });
        expect(eachCopy(a).sort()).toEqual([...new Set(expected)].sort());
        expect(a.movesComplete).toBe(true);
      }),
      // a fixed seed: the same sums every run
      { numRuns: 100, seed: 4 },
    );
  });

  it("answers wythoff with 40-digit piles exactly: a P-position and its winning neighbours", () => {
    // hand-worked: (7,4) = (a_3, b_3) is the only P-position one move from (8,4); from (x, x) taking
    // everything wins; each listed move must lead to a P-position by the closed form
    const p = analyze("wythoff(8,4)");
    expect(p.winningMoves!.map((m) => m.to)).toEqual(["wythoff(7,4)"]);
    const a = analyze("wythoff(10^40, 10^40)");
    expect(a.outcome).toBe("N");
    expect(a.winningMoves!.map((m) => m.to)).toContain("wythoff(0,0)");
    for (const m of a.winningMoves!) expect(analyze(m.to).outcome).toBe("P");
  });

  it("refuses a Grundy value it cannot have with a GrundyError, not a wrong answer", () => {
    expect(() => analyze("wythoff(10^40, 3) + nim(1)")).toThrow(GrundyError);
  });

  it("the selective compound needs only outcomes, so Wythoff stays exact at any size", () => {
    const a = analyze("wythoff(10^40, 10^40) + wythoff(4, 7)", { compound: "selective" });
    expect(a.winner).toBe("first");
    expect(a.move!.map((m) => m.to)).toEqual(["wythoff(10000000000000000000000000000000000000000,6180339887498948482045868343656381177203)"]);
  });

  it("refuses powers beyond its size limit at their column", () => {
    expect(() => analyze("wythoff(99999^100000, 3)")).toThrow(/column 9: expected a power of at most/);
  });

  it("reports malformed expressions with the column", () => {
    expect(() => analyze("wythoff(8)")).toThrow(InputError);
    expect(() => analyze("wythoff(8)")).toThrow(/column/);
    expect(() => analyze("chess(1)")).toThrow(/column 1: expected a known game/);
    expect(() => analyze("strip(3; 3,1)")).toThrow(/expected a row, 1 or 2/);
    expect(() => analyze("strip(3; 1,4)")).toThrow(/expected a column from 1 to 3/);
  });

  it("says in words what a family without ';' takes, and points at a missing argument's ')'", () => {
    expect(() => analyze("euclid(3;4)")).toThrow('column 10: euclid takes two numbers separated by a comma, as in euclid(a,b): no ";"');
    expect(() => analyze("nim(3;4)")).toThrow("column 7: nim takes numbers separated by commas");
    expect(() => analyze("kayles(1; 2)")).toThrow("kayles takes numbers separated by commas");
    expect(() => analyze("wythoff(1)")).toThrow('column 10: expected 2 pile sizes in wythoff(a,b), got ")"');
    expect(() => analyze("nim(1) + euclid(4)")).toThrow("column 18:");
  });
});

describe("analyze --play misere", () => {
  it("equals a brute-force misère search, winner and moves", () => {
    const wins = bruteWins(sumMoves, key, true);
    fc.assert(
      fc.property(arbSmallSum, (ps) => {
        const a = analyze(key(ps), { play: "misere" });
        expect(a.outcome).toBe(wins(ps) ? "N" : "P");
        const expected = sumMoves(ps)
          .filter((m) => !wins(m))
          .map((m) => {
            const i = m.findIndex((q, j) => text(q) !== text(ps[j]!));
            return `${i}:${text(m[i]!)}`;
          });
        expect(eachCopy(a).sort()).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 200 },
    );
  });

  it("misère Nim is exact for huge heaps (Bouton): nim(10^30, 10^30) is P, nim(1,1) is N", () => {
    expect(analyze("nim(10^30, 10^30)", { play: "misere" }).outcome).toBe("P");
    expect(analyze("nim(1,1)", { play: "misere" }).outcome).toBe("N");
    expect(analyze("nim(1,1,1)", { play: "misere" }).outcome).toBe("P");
  });

  it("components with one move to an end are misère Nim heaps of 1, terminal ones drop out: forty kayles(1) answer at once", () => {
    const forty = analyze(Array(40).fill("kayles(1)").join(" + "), { play: "misere" });
    expect(forty.outcome).toBe("N");
    // the same move in each of the forty equal components: listed once, with their number
    expect(forty.winningMoves).toEqual([{ component: 0, from: "kayles(1)", to: "kayles()", copies: 40 }]);
    expect(forty.components.every((c) => c.outcome === "P")).toBe(true);
    // 41 heaps of 1 and an empty component: misère P
    const odd = analyze(`${Array(41).fill("kayles(1)").join(" + ")} + kayles(0)`, { play: "misere" });
    expect(odd.outcome).toBe("P");
    expect(odd.components.at(-1)!.outcome).toBe("N");
    // with Nim heaps: kayles(1) + nim(3,2) is the Nim position 1,3,2 (nim-sum 0 with a heap ≥ 2: misère P)
    expect(analyze("kayles(1) + nim(3,2)", { play: "misere" }).outcome).toBe("P");
    expect(analyze("kayles(1) + nim(3,3)", { play: "misere" }).winningMoves!.map((m) => `${m.component}:${m.to}`)).toEqual(["0:kayles()", "1:nim(2,3)", "1:nim(3,2)"]);
  });

  it("a sum out of reach of the misère search gives up with a GrundyError, in bounded memory", () => {
    // chomp(3,3) is wild (genus 5^{3157}): neither genus nor a quotient decides the sum. The
    // search's bounds are 10 steps and half a stored position for each move of the budget: a
    // tenth of the default budget (200,000 moves) stops it at 2,000,000 steps or 100,000 positions
    const sum = Array(1000).fill("chomp(3,3)").join(" + ");
    expect(() => analyze(sum, { play: "misere", budget: DEFAULT_BUDGET / 10 })).toThrow(/did more than 2,000,000 steps|stored more than 100,000 positions/);
    expect(() => analyze(sum, { play: "misere", budget: DEFAULT_BUDGET / 10 })).toThrow(GrundyError);
  });
});

describe("analyze --compound", () => {
  const compoundMoves = {
    every: (ps: Pos[]) => {
      const opts = ps.map(moves);
      return opts.every((o) => o.length === 0) ? [] : product(ps.map((p, i) => (opts[i]!.length === 0 ? [p] : opts[i]!)));
    },
    conjunctive: (ps: Pos[]) => {
      const opts = ps.map(moves);
      return opts.some((o) => o.length === 0) ? [] : product(opts);
    },
    selective: (ps: Pos[]) => nonEmptySubsets(ps.length).flatMap((set) => product(ps.map((p, i) => (set.includes(i) ? moves(p) : [p])))),
  };
  for (const kind of ["every", "conjunctive", "selective"] as const) {
    it(`${kind}: the winner and the move agree with a search of the compound`, () => {
      const wins = bruteWins(compoundMoves[kind], key);
      fc.assert(
        fc.property(arbSum, (ps) => {
          const a = analyze(key(ps), { compound: kind });
          expect(a.winner).toBe(wins(ps) ? "first" : "second");
          const legal = compoundMoves[kind](ps);
          if (legal.length === 0) {
            expect(a.move).toEqual([]);
            return;
          }
          const after = ps.map((p, i) => a.move!.find((m) => m.component === i)?.to ?? text(p));
          const legalTexts = legal.map((m) => m.map(text).join(" + "));
          expect(legalTexts).toContain(after.join(" + "));
          if (wins(ps)) {
            const next = legal.find((m) => m.map(text).join(" + ") === after.join(" + "))!;
            expect(wins(next)).toBe(false);
          }
        }),
        // a fixed seed a kind: the same sums every run; the selective compound's brute force (every
        // non-empty set of components moving at once) is the dearest, so it draws fewer
        { numRuns: kind === "selective" ? 60 : 150, seed: { every: 1, conjunctive: 2, selective: 3 }[kind] },
      );
    });
  }

  it("Euclid's remoteness and suspense closed forms equal the definitions for all p, q ≤ 40", () => {
    const r = bruteSmith<Pos>(moves, (p) => text(p), "remoteness");
    const s = bruteSmith<Pos>(moves, (p) => text(p), "suspense");
    for (let a = 0; a <= 40; a++) {
      for (let b = 0; b <= 40; b++) {
        const p: Pos = { kind: "euclid", a, b };
        expect(analyze(text(p), { compound: "conjunctive" }).components[0]!.remoteness).toBe(r(p));
        expect(analyze(text(p), { compound: "every" }).components[0]!.suspense).toBe(s(p));
      }
    }
  });

  it("Every-SG of 60-digit Euclid games is instant and exact (the seed's rule: odd greatest suspense wins)", () => {
    const big = 10n ** 60n;
    // (x, x) has one stage of quotient 1: suspense 1; (2x + 1, x) stages [2, x]: 1, then 2 (odd → +2... ) = 3
    const a = analyze(`euclid(${big},${big}) + euclid(${2n * big + 1n},${big})`, { compound: "every" });
    expect(a.components.map((c) => c.suspense)).toEqual([1, 3]);
    expect(a.winner).toBe("first");
  });

  it("stops a search too large for the generic solver with a GrundyError instead of hanging", () => {
    // its budget is a count of moves, the same whatever its size: a tenth of the default
    // (DEFAULT_BUDGET, 2,000,000) stops it ten times sooner, and the default as surely
    expect(() => analyze("nim(1413,1413)", { compound: "every", budget: DEFAULT_BUDGET / 10 })).toThrow(/gave up/);
  });

  it("refuses misère play with compounds other than sums", () => {
    expect(() => analyze("nim(1)", { play: "misere", compound: "every" })).toThrow(GrundyError);
  });
});
