// Green Hackenbush's full checks against the brute force (test/helpers/hackenbushBrute.ts): the
// engine, the closed form and its moves to every value, on every grounded graph of at most 5
// edges on 6 vertices and of 6 to 8 edges on 4 vertices (loops and repeated edges included), and
// on 3,000 random edge lists of 6 to 8 edges on 6 vertices. test/games/hackenbush/family.test.ts
// runs the same check on seeded samples of each.
// Run: npx tsx scripts/exhaustive.ts hackenbush
import { disagreements, everyGraph, randomGraphs } from "../helpers/hackenbushBrute.js";
import { type Check, noneWrong } from "./check.js";

export const hackenbushChecks: Check[] = [
  {
    name: "the closed form, the engine and the brute force agree on every graph of at most 5 edges on 6 vertices",
    run: () => noneWrong(disagreements(everyGraph(6, 0, 5)), "≤ 5 edges on 6 vertices"),
  },
  { name: "… and on every graph of 6 to 8 edges on 4 vertices", run: () => noneWrong(disagreements(everyGraph(4, 6, 8)), "6–8 edges on 4 vertices") },
  { name: "… and on 3,000 random graphs of 6 to 8 edges on 6 vertices", run: () => noneWrong(disagreements(randomGraphs(3000, 18)), "random graphs") },
];
