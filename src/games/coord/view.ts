// A coordinate game on a board: two coordinates are a queen on a grid moving towards (0,0)
// by the vectors; other dimensions are heaps, heap i staying heap i.
import { drawable, randomInt, type View } from "../view.js";
import { coordGrundy } from "./grundyCache.js";
import type { CoordPosition } from "./moves.js";

/** The P-positions are marked on grids up to this size. */
const MARKS_LIMIT = 40;

/** How a coordinate game is drawn: a queen for two coordinates (P-positions as marks when asked), ordered heaps otherwise. */
export const coordView: View<CoordPosition> = {
  rule: "A coordinate game: a move subtracts one of the game's vectors from the position (k and l stand for any whole numbers of at least 1, within the conditions written after the vectors), leaving no coordinate below 0. Whoever cannot move loses.",
  unit: "game",
  examples: [
    {
      label: "Fraenkel's generalised Wythoff game, m = 2 (a queen on a grid)",
      expression: 'coord("k,0 0,k k,l |k-l|<2", 9, 6)',
      shuffle: (random) => `coord("k,0 0,k k,l |k-l|<2", ${randomInt(random, 2, 14)}, ${randomInt(random, 2, 14)})`,
    },
    { label: "a subtraction game on two heaps (vectors 1,0 2,0 0,1 0,3)", expression: 'coord("1,0 2,0 0,1 0,3", 7, 9)' },
  ],
  board(p, options) {
    const at = p.at.map(drawable);
    if (at.some((x) => x === undefined)) return undefined;
    const xs = at as number[];
    if (xs.length !== 2) return { kind: "heaps", heaps: xs, tokens: "tokens", ordered: true };
    const [x, y] = xs as [number, number];
    if (!options?.marks || x > MARKS_LIMIT || y > MARKS_LIMIT) return { kind: "queen", x, y };
    return { kind: "queen", x, y, marks: pPositions(p, x, y) };
  },
  describe: (from, to) => `(${from.at.join(",")}) → (${to.at.join(",")}): subtract (${from.at.map((x, i) => x - to.at[i]!).join(",")})`,
};

/** The P-positions of the grid up to (x, y), by the family's values. */
function pPositions(p: CoordPosition, x: number, y: number): [number, number][] {
  const marks: [number, number][] = [];
  for (let i = 0; i <= x; i++) {
    for (let j = 0; j <= y; j++) if (coordGrundy({ rules: p.rules, at: [BigInt(i), BigInt(j)] }) === 0n) marks.push([i, j]);
  }
  return marks;
}
