// Turning Corners (Winning Ways ch. 14; ONAG ch. 6): on a grid of coins, turn over the four
// corners of a rectangle, the corner farthest from the origin (row y, column x, both the
// largest) from heads to tails: the coins (b, a), (b, x), (y, a), (y, x) with a < x, b < y.
// It is the product of two games of Nim (a Tartan game): a head at (x, y) is worth x ⊗ y.
// Row 0 and column 0 hold no farthest corner, and are worth 0.
import { nimInverse32, nimMultiply32 } from "../../arith/nimMultiply.js";
import { defineGame } from "../../core/game.js";
import { GrundyError } from "../../errors.js";
import { family } from "../_internals/familyRecord.js";
import { type CoinGrid, gridKey, gridString, readGrid, turnedCells, turnGrid } from "./grid.js";
import { gridView } from "./view.js";

const print = (g: CoinGrid): string => `corners("${gridString(g)}")`;

/** The four corners of the rectangle with far corner (y, x) and near corner (b, a). */
const corners = (y: number, x: number, b: number, a: number): [number, number][] => [
  [b, a],
  [b, x],
  [y, a],
  [y, x],
];

const game = defineGame<CoinGrid>({
  name: "corners",
  *moves(g) {
    for (const [y, x] of g.heads) for (let b = 0; b < y; b++) for (let a = 0; a < x; a++) yield turnGrid(g, corners(y, x, b, a));
  },
  key: gridKey,
  show: print,
});

/** The most coins the engine searches: the cells of the smallest rectangle from the origin holding every head (see rowFamily's ENGINE_REACH). */
const ENGINE_REACH = 20;

function engineOnly(g: CoinGrid, what: string): undefined {
  const rows = g.heads.reduce((most, [r]) => Math.max(most, r + 1), 0);
  const columns = g.heads.reduce((most, [, c]) => Math.max(most, c + 1), 0);
  if (rows * columns > ENGINE_REACH) {
    throw new GrundyError(
      `corners: ${what} of a grid has no closed form and is searched only when the heads fit in ${ENGINE_REACH} coins from the origin (these need ${rows}×${columns}); Grundy values and normal-play winning moves are exact at any size`,
    );
  }
  return undefined;
}

const grundy = (g: CoinGrid): bigint => BigInt(g.heads.reduce((v, [y, x]) => (v ^ nimMultiply32(x, y)) >>> 0, 0));

/** `corners("HT/TH")`: Turning Corners; the value is the nim-sum of x ⊗ y over the heads, exact for any grid. */
export const cornersFamily = family<CoinGrid>({
  name: "corners",
  usage: 'corners("HT/TH")',
  summary: 'Turning Corners: a grid of coins (rows split by "/"); turn over the four corners of a rectangle, the farthest from the origin from heads to tails',
  game,
  view: gridView("Turning Corners: turn over the four corner coins of a rectangle; the corner farthest from the top-left must go from heads to tails. Whoever cannot move loses.", [
    {
      label: "Turning Corners (a grid of coins)",
      expression: 'corners("TTT/THT/TTH")',
      shuffle: (random) => {
        const n = 3 + Math.floor(random() * 2);
        const rows = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r > 0 && c > 0 && random() < 0.4 ? "H" : "T")).join(""));
        rows[n - 1] = `${rows[n - 1]!.slice(0, -1)}H`;
        return `corners("${rows.join("/")}")`;
      },
    },
  ]),
  read: readGrid,
  print,
  grundy,
  // A move at far corner (y, x), near corner (b, a) changes the value by
  // x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b = (x ⊕ a) ⊗ (y ⊕ b). To change it by d ≠ 0: for each a < x,
  // y ⊕ b = d ⊗ 1/(x ⊕ a), and the move exists when that b is below y.
  movesTo(g, target, limit) {
    const d = Number(grundy(g) ^ target);
    const moves: CoinGrid[] = [];
    if (d === 0) return { moves, complete: true }; // every move changes the value
    for (const [y, x] of g.heads) {
      for (let a = 0; a < x; a++) {
        const b = (y ^ nimMultiply32(d, nimInverse32((x ^ a) >>> 0))) >>> 0;
        if (b >= y) continue;
        if (moves.length === limit) return { moves, complete: false };
        moves.push(turnGrid(g, corners(y, x, b, a)));
      }
    }
    return { moves, complete: true };
  },
  misereWins: (g) => engineOnly(g, "misère play"),
  smith: (g, kind) => engineOnly(g, kind),
  isOption(from, to) {
    if (from.rows !== to.rows || from.columns !== to.columns) return false;
    const t = turnedCells(from, to);
    if (t.length !== 4) return false;
    const [[b, a], [b2, x], [y, a2], [y2, x2]] = t as [[number, number], [number, number], [number, number], [number, number]];
    return b === b2 && y === y2 && a === a2 && x === x2 && b < y && a < x && from.heads.some(([r, c]) => r === y && c === x);
  },
});
