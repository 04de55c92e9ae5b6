// Cram's full checks against the brute force (test/helpers/cramBrute.ts): every board of at most
// 12 cells (every shape, every set of filled cells: 37,000 boards), misère play on every board
// of at most 9 cells, replies on a symmetric 8 × 9 board, and the end of the published 3 × n list
// (3 × 10 to 3 × 12) by the engine.
// test/games/cram/family.test.ts runs the same checks on a seeded sample.
// Run: npx tsx scripts/exhaustive.ts cram
import { equal, ok } from "node:assert/strict";
import { emptyBoard } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { analyze, grundy } from "../../src/index.js";
import { boards, distinctKeys, type Grid, read, wrongClosedForms, wrongEngineValues, wrongMisereOutcomes, wrongRegions, wrongWinningMoves } from "../helpers/cramBrute.js";
import { type Check, noneWrong } from "./check.js";

let every: Grid[] | undefined;
/** Every board of at most 12 cells, made once. */
const all = (): Grid[] => (every ??= [...boards(12)]);

export const cramChecks: Check[] = [
  { name: "the engine's Grundy values equal the plain mex recursion on every board of at most 12 cells", run: () => noneWrong(wrongEngineValues(all()), "engine") },
  {
    name: "the closed forms, where they decide, equal the brute force on every board of at most 12 cells",
    run: () => {
      const { wrong, decided } = wrongClosedForms(all());
      noneWrong(wrong, "closed forms");
      ok(decided > all().length / 2, `the closed forms decide ${decided} of ${all().length} boards`);
    },
  },
  {
    name: "the closed-form winning moves are the brute force's options of value 0, on every board of at most 12 cells",
    run: () => noneWrong(wrongWinningMoves(all()), "winning moves"),
  },
  {
    name: "the regions nim-add to the value and are the same for mirror images and the transpose (every 7th board of at most 12 cells)",
    run: () => noneWrong(wrongRegions(all().filter((_, i) => i % 7 === 0)), "regions"),
  },
  { name: "misère outcomes equal a plain misère recursion on every board of at most 9 cells", run: () => noneWrong(wrongMisereOutcomes(boards(9)), "misère") },
  { name: "distinct boards of at most 12 cells have distinct keys", run: () => equal(distinctKeys(all()), all().length) },
  {
    name: "after every 17th reply on the symmetric 8 × 9 board (the centre domino taken), N, and the mirror image of that reply wins",
    run: () => {
      const start = read(analyze("cram(8,9)").winningMoves![0]!.to);
      for (const reply of [...cram.game.moves(start)].filter((_, i) => i % 17 === 0)) {
        const a = analyze(cram.family.print(reply));
        equal(a.outcome, "N", cram.family.print(reply));
        equal(cram.halfTurnStrategy(read(a.winningMoves![0]!.to)), "P", cram.family.print(reply));
      }
    },
  },
  // Lemoine & Viennot's 3 × n list ends at 3 × 12
  {
    name: "cram(3,10) has Grundy value 2 (the engine, no closed form; and analyze)",
    run: () => {
      equal(grundy(cram.game, emptyBoard(3, 10), { budget: Infinity }), 2);
      equal(analyze("cram(3,10)").components[0]!.grundy, "2");
    },
  },
  { name: "cram(3,11) has Grundy value 0 (the engine without a budget)", run: () => equal(grundy(cram.game, emptyBoard(3, 11), { budget: Infinity }), 0) },
  { name: "cram(3,12) has Grundy value 1 (the engine without a budget)", run: () => equal(grundy(cram.game, emptyBoard(3, 12), { budget: Infinity }), 1) },
];
