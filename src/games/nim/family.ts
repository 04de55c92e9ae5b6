import { nimSumBig } from "../../core/nim.js";
import { family } from "../_internals/familyRecord.js";
import { rowsOfCells } from "../grid.js";
import { nimMisereWins } from "./misere.js";
import { nimRules, type NimHeaps as Heaps } from "./rules.js";
import { nimView } from "./view.js";

/** `nim(h1,h2,…)`: Nim heaps, exact at any size (Bouton, normal and misère). */
export const nimFamily = family<Heaps>({
  name: "nim",
  view: nimView,
  examples: { analyze: ["nim(3,5,7)"] },
  usage: "nim(h1,h2,…)",
  summary: "Nim: take any number of tokens from one heap",
  game: nimRules,
  read: (args) => {
    args.sections(1);
    return args.ints(0, undefined, "heap sizes");
  },
  print: (heaps) => `nim(${heaps.join(",")})`,
  grundy: nimSumBig,
  grid: {
    title: "Nim on two heaps",
    axes: ["x (first heap)", "y (second heap)"],
    about: "a move takes any number of tokens from one heap; G(x, y) = x ⊕ y (Bouton), so the P-positions (G = 0) are the diagonal x = y.",
    text: (x, y) => `nim(${x},${y})`,
    rows: rowsOfCells((x, y) => x ^ y),
  },
  movesTo(heaps, target, limit) {
    const diff = nimSumBig(heaps) ^ target;
    const moves: bigint[][] = [];
    let complete = true;
    if (diff !== 0n) {
      heaps.forEach((h, i) => {
        const to = h ^ diff;
        if (to >= h) return;
        if (moves.length < limit) moves.push(heaps.map((v, j) => (j === i ? to : v)));
        else complete = false;
      });
    }
    return { moves, complete };
  },
  misereWins: nimMisereWins,
  isOption: (from, to) => from.length === to.length && from.filter((h, i) => h !== to[i]).length === 1 && from.every((h, i) => to[i]! <= h),
  nimHeaps: (heaps) => heaps,
});
