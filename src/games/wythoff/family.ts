import { GrundyError } from "../../errors.js";
import { wythoffIsP, wythoffWinningMoves } from "./closedForms.js";
import { wythoffGrundyRows } from "./grundyRows.js";
import { wythoffGrundyTable, type WythoffGrundyTable } from "./grundyTable.js";
import { family } from "../_internals/familyRecord.js";
import { readPiles, type Piles } from "../_internals/pairs.js";
import { wythoffMoves, wythoffRules } from "./rules.js";
import { wythoffView } from "./view.js";

/** Grundy values of Wythoff's game are known in closed form only where they are 0: a table below this. */
const TABLE_LIMIT = 4096;
let table: WythoffGrundyTable | undefined;

function tableValue([a, b]: Piles): number {
  if (a >= BigInt(TABLE_LIMIT) || b >= BigInt(TABLE_LIMIT)) {
    throw new GrundyError(
      `wythoff(${a},${b}): Wythoff's Grundy values have no closed form past G = 0; they are tabulated for piles below ${TABLE_LIMIT} (the outcome alone is exact at any size)`,
    );
  }
  const need = Math.max(Number(a), Number(b)) + 1;
  if (!table || table.size < need) table = wythoffGrundyTable(Math.max(need, Math.min(TABLE_LIMIT, 2 * (table?.size ?? 64))));
  return table.at(Number(a), Number(b));
}

/** `wythoff(a,b)`: Wythoff's game; P-positions and winning moves exact at any size, Grundy values tabulated below 4096. */
export const wythoffFamily = family<Piles>({
  name: "wythoff",
  view: wythoffView,
  // a position past 2^53: the closed form answers at any size
  examples: { analyze: ["wythoff(8,4)", "wythoff(10^30, 10^29)"], pattern: ["wythoff(a,b)"] },
  usage: "wythoff(a,b)",
  summary: "Wythoff's game: take from one pile, or the same number from both",
  game: wythoffRules,
  read: readPiles,
  print: ([a, b]) => `wythoff(${a},${b})`,
  grundy: (p) => (wythoffIsP(p[0], p[1]) ? 0n : BigInt(tableValue(p))),
  isP: ([a, b]) => wythoffIsP(a, b),
  isOption: ([a, b], [x, y]) => (x === a && y < b) || (y === b && x < a) || (x < a && a - x === b - y),
  grid: {
    title: "Wythoff's game",
    axes: ["x (first pile)", "y (second pile)"],
    about: "a move takes any number of tokens from one pile, or the same number from both; the P-positions (G = 0) lie on two lines of slopes φ and 1/φ.",
    text: (x, y) => `wythoff(${x},${y})`,
    rows: wythoffGrundyRows,
  },
  movesTo(p, target, limit) {
    let options: Piles[];
    if (target === 0n) options = wythoffWinningMoves(p[0], p[1]);
    else {
      tableValue(p); // fails clearly when out of reach
      options = [...wythoffMoves(p)].filter((o) => BigInt(tableValue(o)) === target);
    }
    return { moves: options.slice(0, limit), complete: options.length <= limit };
  },
});
