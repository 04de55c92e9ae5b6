import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GRUNDYS_GAME, parseHeapGame } from "../../src/index.js";
import { analyzeHeapGame, findPeriod, naiveSequence, periodicityBound, sparseSequence } from "../../src/sequence/index.js";
import { findPeriodByTheorem, heapTheorem, theoremBound } from "../../src/sequence/periodicity.js";
import { readTsv } from "../helpers/takeBreak.js";

const fixture = (name: string): Record<string, string>[] => readTsv(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8"));
const REFERENCE = fixture("octal_games.tsv");
const CZAJKA = fixture("czajka_solved.tsv");

describe("the published octal-game table (test/fixtures/octal_games.tsv)", () => {
  for (const row of REFERENCE.filter((r) => r.period !== "unknown")) {
    it(`${row.code} ${row.name}: first values, period ${row.period}, last exception ${row.last_exception_n}, proven`, () => {
      const report = analyzeHeapGame(parseHeapGame(row.code!));
      const first = row.first_values!.split(",").map(Number);
      expect(Array.from(report.values.subarray(0, first.length))).toEqual(first);
      expect(report.period).not.toBeNull();
      expect(report.period!.period).toBe(Number(row.period));
      expect(report.period!.lastException).toBe(Number(row.last_exception_n));
      expect(report.period!.proven).toBe(true);
      // the naive definition agrees on every value the proof used
      expect(Array.from(naiveSequence(parseHeapGame(row.code!), report.values.length))).toEqual(Array.from(report.values));
    });
  }

  for (const row of REFERENCE.filter((r) => r.period === "unknown")) {
    it(`${row.code} ${row.name}: first values (no period known)`, () => {
      const first = row.first_values!.split(",").map(Number);
      const rules = parseHeapGame(row.code!);
      expect(Array.from(sparseSequence(rules, first.length))).toEqual(first);
      expect(Array.from(naiveSequence(rules, first.length))).toEqual(first);
      expect(findPeriod(sparseSequence(rules, 20_000), rules)).toBeNull();
    });
  }
});

describe("Czajka's solved octal games (test/fixtures/czajka_solved.tsv)", () => {
  // 0.376 and 0.354 need 4.5 and 20 million values: the benchmark covers 0.354
  for (const row of CZAJKA.filter((r) => !["0.376", "0.354"].includes(r.code!))) {
    it(`${row.code}: preperiod ${row.preperiod}, period ${row.period}, largest ${row.largest} at ${row.largest_at}, proven`, () => {
      const rules = parseHeapGame(row.code!);
      const n0 = Number(row.preperiod);
      const p = Number(row.period);
      const needed = periodicityBound(rules, n0, p)! + p;
      const report = analyzeHeapGame(rules, { to: needed - 1 });
      expect(report.period).toMatchObject({ period: p, preperiod: n0, proven: true, needed });
      expect(report.largest).toEqual({ value: Number(row.largest), at: Number(row.largest_at) });
      if (row.rare_mask) {
        expect(report.rare.mask.toString(16)).toBe(row.rare_mask);
        expect(report.rare.count).toBe(Number(row.rare_count));
        expect(report.rare.positions.at(-1)).toBe(Number(row.last_rare));
      }
      // one value fewer, and the theorem no longer proves it
      const short = findPeriod(report.values.subarray(0, needed - 1), rules);
      expect(short?.proven ?? false).toBe(false);
    });
  }
});

describe("periodicityBound", () => {
  it("is 2·n0 + p + t for octal games (Kayles: 2·71 + 12 + 2)", () => {
    expect(periodicityBound(parseHeapGame("0.77"), 71, 12)).toBe(156);
    expect(periodicityBound(parseHeapGame("0.007"), 10, 5)).toBe(2 * 10 + 5 + 3);
  });

  it("uses n0 = 1 for a sequence periodic from 0, n0 + t for subtraction games, 3·n0 + 2p + t with three-heap splits", () => {
    expect(periodicityBound(parseHeapGame("0.07"), 0, 4)).toBe(2 * 1 + 4 + 2);
    expect(periodicityBound(parseHeapGame("{1,3,4}"), 0, 7)).toBe(1 + 4);
    expect(periodicityBound(parseHeapGame("0.F"), 5, 3)).toBe(3 * 5 + 2 * 3 + 1);
  });

  it("adds p for unequal splits (Grundy's game), and is null with infinitely many removals", () => {
    expect(periodicityBound(GRUNDYS_GAME, 10, 3)).toBe(2 * 10 + 3 + 0 + 3);
    expect(periodicityBound(parseHeapGame("all-but{1}"), 10, 3)).toBeNull();
  });
});

describe("findPeriod", () => {
  it("proves Kayles's period exactly when the theorem's range is computed", () => {
    const rules = parseHeapGame("kayles");
    const values = sparseSequence(rules, 200);
    expect(findPeriod(values.subarray(0, 168), rules)).toEqual({ period: 12, preperiod: 71, lastException: 70, proven: true, needed: 168 });
    expect(findPeriod(values.subarray(0, 167), rules)).toMatchObject({ period: 12, preperiod: 71, proven: false });
  });

  it("finds a purely periodic subtraction game periodic from 0, with no exception", () => {
    const rules = parseHeapGame("{1,3,4}");
    expect(findPeriod(naiveSequence(rules, 50), rules)).toEqual({ period: 7, preperiod: 0, lastException: null, proven: true, needed: 12 });
  });

  it("reports an apparent period only after one and a half periods and 16 values of agreement", () => {
    const rules = parseHeapGame("all-but{1}");
    expect(findPeriod([5, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3], rules)).toBeNull();
    const long = [5, ...Array.from({ length: 40 }, (_, i) => (i % 3) + 1)];
    expect(findPeriod(long, rules)).toEqual({ period: 3, preperiod: 1, lastException: 0, proven: false, needed: null });
    // 0.16 (period 149459 from heap 105351): one value short of the proof, 1.7 periods agree
    const r16 = parseHeapGame("0.16");
    const v16 = sparseSequence(r16, 509_621);
    expect(findPeriod(v16, r16)).toMatchObject({ period: 149_459, preperiod: 105_351, proven: false, needed: 509_622 });
    expect(findPeriod(v16, r16, { minRepeats: 2 })).toBeNull();
  });

  it("finds no period in Grundy's game, nor in Nim", () => {
    expect(findPeriod(sparseSequence(GRUNDYS_GAME, 5000), GRUNDYS_GAME)).toBeNull();
    const nim = parseHeapGame("all-but{}");
    expect(findPeriod(naiveSequence(nim, 500), nim)).toBeNull();
  });
});

describe("theoremBound and findPeriodByTheorem (the theorem from t, k and unequal alone)", () => {
  it("theoremBound of a heap game's parameters is periodicityBound", () => {
    for (const code of ["0.77", "0.007", "0.07", "{1,3,4}", "0.F", "grundy", "all-but{1}"]) {
      const rules = parseHeapGame(code);
      for (const [n0, p] of [
        [0, 1],
        [0, 4],
        [5, 3],
        [71, 12],
        [10, 7],
      ] as const) {
        const theorem = heapTheorem(rules);
        expect(theorem && theoremBound(theorem, n0, p), `${code} ${n0} ${p}`).toBe(periodicityBound(rules, n0, p));
      }
    }
    expect(theoremBound({ removed: 2, parts: 2 }, 71, 12)).toBe(156);
  });

  it("findPeriodByTheorem with a heap game's theorem is findPeriod", () => {
    const kayles = parseHeapGame("kayles");
    const values = sparseSequence(kayles, 200);
    for (const n of [100, 167, 168, 200]) {
      expect(findPeriodByTheorem(values.subarray(0, n), heapTheorem(kayles))).toEqual(findPeriod(values.subarray(0, n), kayles));
    }
  });

  it("provenOnly skips apparent periods and looks on while a proof could fit", () => {
    const kayles = parseHeapGame("kayles");
    const values = sparseSequence(kayles, 200);
    expect(findPeriodByTheorem(values.subarray(0, 167), heapTheorem(kayles), { provenOnly: true })).toBeNull();
    expect(findPeriodByTheorem(values, heapTheorem(kayles), { provenOnly: true })).toEqual(findPeriod(values, kayles));
    // period 25 from 0, each period ending in 22 alternating values: the apparent period 2
    // (not proven: 2·78 + 2 + 1 > 98) comes first, unless only a proven period will do
    const block = [5, 6, 7, ...Array.from({ length: 22 }, (_, i) => i % 2)];
    const v = [...block, ...block, ...block, ...block];
    const theorem = { removed: 1, parts: 2 };
    expect(findPeriodByTheorem(v, theorem)).toMatchObject({ period: 2, preperiod: 78, proven: false });
    expect(findPeriodByTheorem(v, theorem, { provenOnly: true })).toEqual({ period: 25, preperiod: 0, lastException: null, proven: true, needed: 53 });
    expect(findPeriodByTheorem(v, null, { provenOnly: true })).toBeNull();
  });
});

describe("analyzeHeapGame", () => {
  it("stops at just the values that prove a period found early", () => {
    const report = analyzeHeapGame(parseHeapGame("0.07"));
    expect(report.values.length).toBe(report.period!.needed);
    expect(report.period!.proven).toBe(true);
  });

  it("computes 2^16 values when no period appears, and exactly heaps 0 … to when asked", () => {
    expect(analyzeHeapGame(parseHeapGame("grundy")).values.length).toBe(1 << 16);
    expect(analyzeHeapGame(parseHeapGame("0.77"), { to: 99 }).values.length).toBe(100);
  });

  it("names the largest value at its first heap (Kayles: 8 at 27, from the published values)", () => {
    expect(analyzeHeapGame(parseHeapGame("kayles")).largest).toEqual({ value: 8, at: 27 });
  });
});
