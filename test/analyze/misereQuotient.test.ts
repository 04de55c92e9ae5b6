import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { parseHeapGame } from "../../src/index.js";
import { solvedQuotient } from "../../src/analyze/_internals/quotientSum.js";
import { bruteWins } from "../helpers/games.js";
import { octalOptions } from "../helpers/takeBreak.js";

const sorted = (hs: number[]): number[] => hs.filter((h) => h > 0).sort((a, b) => a - b);

/** A whole sum of heaps of one game, as a sorted list: its moves, nothing of the engine. */
const sumMoves =
  (code: string) =>
  (hs: number[]): number[][] => {
    const out: number[][] = [];
    hs.forEach((h, j) => {
      for (const parts of octalOptions(code, h)) out.push(sorted([...hs.slice(0, j), ...parts, ...hs.slice(j + 1)]));
    });
    return out;
  };

/** heap(code; …) for the analyser, one component a heap. */
const expr = (code: string, hs: readonly (number | bigint | string)[]): string => hs.map((h) => `heap("${code}",${h})`).join(" + ");
const heapsOf = (text: string): number[] =>
  sorted(
    text
      .replace(/^heap\("[\d.]+"/, "")
      .replace(/\)$/, "")
      .split(",")
      .filter(Boolean)
      .map(Number),
  );

// games of the issue whose quotients are finite (Plambeck–Siegel 2008 tabulate them) and solved by the engine
const GAMES = ["0.75", "0.123", "0.53", "0.71", "0.34", "0.77"];
const SLOW = { timeout: 600_000 };
/** The analysis's own quotients, computed without its time limit (a loaded machine may need more than a minute for Kayles). */
const NO_TIME_LIMIT = { seconds: 3600 };

describe("analyze --play misere: misère quotients", () => {
  for (const code of GAMES) {
    it(`${code}: sums of heaps answer as a brute-force misère search of the whole sum (outcome, and every winning move)`, SLOW, () => {
      const q = solvedQuotient(parseHeapGame(code), true, NO_TIME_LIMIT)!;
      expect(q.solved).toBe(true);
      // a sum with a huge heap makes the analysis compute the quotient; small sums use it from then on
      expect(analyze(expr(code, [10n ** 30n]), { play: "misere" }).method).toBe("quotient");
      const wins = bruteWins(sumMoves(code), (hs) => hs.join(","), true);
      let byQuotient = 0;
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 4 }), (raw) => {
          const hs = sorted(raw);
          const a = analyze(expr(code, hs), { play: "misere" });
          if (a.method === "quotient") byQuotient++;
          // tame sums go to genus (or Bouton); every other one to the quotient
          if (a.components.every((c) => c.tame)) expect(["genus", "bouton"]).toContain(a.method);
          else expect(a.method).toBe("quotient");
          expect(a.outcome).toBe(wins(hs) ? "N" : "P");
          const expected = new Set(
            sumMoves(code)(hs)
              .filter((m) => !wins(m))
              .map((m) => m.join(",")),
          );
          // each component's move, as the whole sum after it
          const got = new Set(a.winningMoves!.map((m) => sorted([...hs.filter((_, i) => i !== m.component), ...heapsOf(m.to)]).join(",")));
          expect([...got].sort()).toEqual([...expected].sort());
        }),
        { numRuns: 150 },
      );
      if (code !== "0.53") expect(byQuotient).toBeGreaterThan(0);
    });
  }

  it("heaps far past the preperiod answer as the heaps reduced by the period, and a winning move lands in P", SLOW, () => {
    for (const code of ["0.75", "0.123", "0.71", "0.53"]) {
      const q = solvedQuotient(parseHeapGame(code), true, NO_TIME_LIMIT)!;
      const period = BigInt(q.period!);
      const pre = BigInt(q.preperiod!);
      fc.assert(
        fc.property(
          fc.array(fc.bigInt({ min: 10n ** 20n, max: 10n ** 30n }), { minLength: 1, maxLength: 3 }),
          fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }),
          (huge, small) => {
            const reduced = huge.map((h) => pre + ((((h - pre) % period) + period) % period) + period);
            const far = analyze(expr(code, [...huge, ...small]), { play: "misere" });
            const near = analyze(expr(code, [...reduced, ...small]), { play: "misere" });
            expect(far.method).toBe("quotient");
            expect(far.outcome).toBe(near.outcome);
            if (far.outcome === "N") {
              const m = far.winningMoves![0]!;
              const rest = [...huge, ...small].map(String).filter((_, i) => i !== m.component);
              const after = analyze([expr(code, rest), m.to].filter(Boolean).join(" + "), { play: "misere" });
              expect(after.outcome).toBe("P");
            }
          },
        ),
        { numRuns: 20 },
      );
    }
  });

  it("kayles(3)*1000 + kayles(10^30) answers from the quotient, with a winning move landing in P", SLOW, () => {
    expect(solvedQuotient(parseHeapGame("0.77"), true, NO_TIME_LIMIT)?.solved).toBe(true);
    const a = analyze("kayles(3)*1000 + kayles(10^30)", { play: "misere" });
    expect(a.method).toBe("quotient");
    expect(a.components).toHaveLength(1001);
    // Kayles: Φ has period 12 past its preperiod; 10^30 reduced by it
    const q0 = solvedQuotient(parseHeapGame("0.77"), true, NO_TIME_LIMIT)!;
    const r = BigInt(q0.preperiod!) + ((10n ** 30n - BigInt(q0.preperiod!)) % BigInt(q0.period!)) + BigInt(q0.period!);
    expect(analyze(`kayles(3)*1000 + kayles(${r})`, { play: "misere" }).outcome).toBe(a.outcome);
    const m = a.winningMoves?.[0];
    if (a.outcome === "N") {
      const rest = a.components.map((c) => c.text).filter((_, i) => i !== m!.component);
      expect(analyze([...rest, m!.to].join(" + "), { play: "misere" }).outcome).toBe("P");
    }
    // huge counts: one component holding its count, the element a power
    const huge = analyze("kayles(3)*10^30 + kayles(5)", { play: "misere" });
    expect(huge.components[0]!.text).toBe(`kayles(3)*${10n ** 30n}`);
    // 10^30 copies of kayles(3) with kayles(5) answer as the count reduced by the cycle of x = Φ(3)'s powers
    const q = solvedQuotient(parseHeapGame("0.77"), true, NO_TIME_LIMIT)!;
    const x = q.phi(3);
    // the powers of x are eventually periodic: find index and period, reduce 10^30 by them
    const seen = new Map<number, number>();
    let y = q.identity;
    let k = 0;
    while (!seen.has(y)) {
      seen.set(y, k);
      y = q.mul(y, x);
      k++;
    }
    const start = seen.get(y)!;
    const cycle = k - start;
    const e = BigInt(start) + ((10n ** 30n - BigInt(start)) % BigInt(cycle));
    const small = analyze(`${Array(Number(e)).fill("kayles(3)").concat(["kayles(5)"]).join(" + ")}`, { play: "misere" });
    expect(huge.outcome).toBe(small.outcome);
    if (huge.outcome === "N") expect(huge.winningMoves!.length).toBeGreaterThan(0);
  });

  it("different games are not multiplied as one quotient: the search decides (a direct product of quotients would be wrong)", () => {
    // kayles(1) and dawson(2) are both *1: misère P alone, and *1 + *1 is N. The direct
    // product of the two quotients, P = P₁ × P₂, would call the sum P.
    const a = analyze("kayles(1,5) + dawson(2,6)", { play: "misere" });
    expect(a.method).not.toBe("quotient");
  });
});
