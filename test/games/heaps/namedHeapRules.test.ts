// One row per named heap game (CGSuite's GameHeapTest): its code, its first values against
// the test's own brute force through every face (the engine game, the position language,
// the sparse sequence), and its period where the literature knows one.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { grundy, heapGame, NAMED_HEAP_RULES, parseHeapGame } from "../../../src/index.js";
import { findPeriod, sparseSequence } from "../../../src/sequence/index.js";
import { bruteTakeBreak } from "../../helpers/takeBreak.js";

interface Row {
  name: string;
  /** The code for the brute force ("4.0" with unequal parts: Grundy's game). */
  code: string;
  unequal?: boolean;
  /** Preperiod (last exceptional heap + 1) and period, as published (Winning Ways, test/fixtures/octal_games.tsv); null: none known. */
  period: { preperiod: number; period: number } | null;
}

const ROWS: Row[] = [
  { name: "kayles", code: "0.77", period: { preperiod: 71, period: 12 } },
  { name: "dawson", code: "0.07", period: { preperiod: 53, period: 34 } },
  { name: "dawsonschess", code: "0.137", period: { preperiod: 52, period: 34 } },
  { name: "officers", code: "0.6", period: null },
  { name: "treblecross", code: "0.007", period: null },
  { name: "doublekayles", code: "0.7777", period: { preperiod: 142, period: 24 } },
  { name: "grundy", code: "4.0", unequal: true, period: null },
];

const FIRST = 48;

describe("the named heap games, one row each", () => {
  it("has a row for every named heap game, in the table's order", () => {
    expect(NAMED_HEAP_RULES.map((n) => n.name)).toEqual(ROWS.map((r) => r.name));
  });

  describe.each(ROWS)("$name", (row) => {
    const named = NAMED_HEAP_RULES.find((n) => n.name === row.name)!;
    const brute = bruteTakeBreak(row.code, FIRST, row.unequal ?? false);

    it("is read by its name, its aliases and (for a code) its code, to the same rules", () => {
      for (const name of [named.name, ...named.aliases]) expect(parseHeapGame(name)).toBe(named.rules);
      if (!row.unequal) expect(parseHeapGame(row.code)).toBe(named.rules);
    });

    it("has the brute force's first values in the engine, the position language and the sparse sequence", () => {
      const game = heapGame(named.rules);
      const values = sparseSequence(named.rules, FIRST);
      for (let n = 0; n < FIRST; n++) {
        expect(grundy(game, [n]), `G(${n})`).toBe(brute[n]);
        expect(values[n], `sequence ${n}`).toBe(brute[n]);
      }
      for (const n of [0, 1, 7, 20]) expect(analyze(`${row.name}(${n})`).value?.value, `${row.name}(${n})`).toBe(String(brute[n]));
    });

    it.runIf(row.period !== null)("has the known period, proven", () => {
      const found = findPeriod(sparseSequence(named.rules, 1024), named.rules);
      expect(found?.proven).toBe(true);
      expect({ preperiod: found?.preperiod, period: found?.period }).toEqual(row.period);
    });
  });
});
