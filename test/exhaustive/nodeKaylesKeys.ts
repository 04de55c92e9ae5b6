// The Node Kayles search keyed up to isomorphism, on every graph of at most 6 vertices against
// the brute force, and on 200 random graphs of 7 to 12 vertices
// (test/games/graphKayles/searchKeys.test.ts checks seeded samples).
// Run: npx tsx scripts/exhaustive.ts nodeKaylesKeys
import { keyedSearchDisagreements, randomKeyedDisagreements } from "../helpers/nodeKaylesKeysCheck.js";
import { type Check, noneWrong } from "./check.js";

export const nodeKaylesKeysChecks: Check[] = [
  {
    name: "small parts keyed by shape give the brute force's value on every graph of at most 6 vertices, one table shared by all",
    run: () =>
      noneWrong(
        keyedSearchDisagreements(() => true),
        "every graph of at most 6 vertices",
      ),
  },
  {
    name: "give the brute force's value on 200 random graphs of 7 to 12 vertices, small parts keyed by shape or all by vertex set",
    run: () => noneWrong(randomKeyedDisagreements(200), "random graphs"),
  },
];
