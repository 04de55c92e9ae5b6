// The search on Cram's full checks (test/helpers/cramSearchChecks.ts): every random board the
// suite's test/search/cramSearch.test.ts draws the first few of, and every published value,
// 3 × 13, 4 × 9 and 5 × 7 included.
// Run: npx tsx scripts/exhaustive.ts cramSearch
import { ok } from "node:assert/strict";
import { blindFamilyDisagreements, PUBLISHED, publishedDisagreements, randomBoardDisagreements, tinyTableDisagreements } from "../helpers/cramSearchChecks.js";
import { type Check, noneWrong } from "./check.js";

export const cramSearchChecks: Check[] = [
  { name: "agrees with the plain engine on 400 random boards of at most 16 cells with cells filled", run: () => noneWrong(randomBoardDisagreements(400), "random boards") },
  {
    name: "agrees with the plain engine on 30 random 5 × 5 and 4 × 6 boards, in a tiny table that must replace entries",
    run: () => {
      const { wrong, replaced } = tinyTableDisagreements(30);
      noneWrong(wrong, "tiny table");
      ok(replaced > 0, "the tiny table replaced no entry");
    },
  },
  { name: "finds every published value of 3 × 3 … 3 × 13, 4 × 4 … 4 × 9 and 5 × 5 … 5 × 7", run: () => noneWrong(publishedDisagreements(PUBLISHED), "published values") },
  { name: "gets the same values for a family that never looks at the sink's done, on 60 random boards", run: () => noneWrong(blindFamilyDisagreements(60), "blind family") },
];
