// The genus tables of components met before are kept (a misère play session analyses the
// position after each candidate move), and charged to the analysis's genus budget what they
// cost the first time: an analysis answers the same whatever was analysed before it.
// The genus of kayles(28) explores 67,865 moves, of kayles(27) 53,123: each alone fits the
// budget of 100,000 moves (GENUS_BUDGET), both together do not.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { GENUS_BUDGET } from "../../src/analyze/_internals/genusSum.js";
import { formatGenus, genus } from "../../src/core/genus.js";
import { SearchBudget } from "../../src/core/solver.js";
import { heapGame } from "../../src/heap/heapGame.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";

const kayles = heapGame(parseHeapGame("kayles"));
const misere = { play: "misere" } as const;
const genera = (text: string): (string | undefined)[] => analyze(text, misere).components.map((c) => c.genus);

describe("the genus cache of misère analyses", () => {
  it("the costs this test relies on: each genus alone fits the budget, the two together do not", () => {
    const cost = (n: number): number => {
      const budget = new SearchBudget(Infinity);
      genus(kayles, [n], { budget });
      return budget.spent;
    };
    expect(cost(28)).toBeLessThanOrEqual(GENUS_BUDGET);
    expect(cost(27)).toBeLessThanOrEqual(GENUS_BUDGET);
    expect(cost(28) + cost(27)).toBeGreaterThan(GENUS_BUDGET);
  });

  it("answers the same before and after the components were met alone", () => {
    const g27 = formatGenus(genus(kayles, [27]));
    const g28 = formatGenus(genus(kayles, [28]));
    const first = genera("kayles(28) + kayles(27)");
    expect(first).toEqual([g28, undefined]);
    // kayles(27) alone fits: its table is kept
    expect(genera("kayles(27)")).toEqual([g27]);
    // kept, it is still charged what it cost: the sum answers as before
    expect(genera("kayles(28) + kayles(27)")).toEqual(first);
    expect(genera("kayles(27) + kayles(28)")).toEqual([g27, undefined]);
    // and a component out of reach once is tried again where the budget has room for it
    expect(genera("kayles(28)")).toEqual([g28]);
    expect(genera("kayles(3) + kayles(27)")).toEqual([formatGenus(genus(kayles, [3])), g27]);
  });
});
