import { euclidSuspense } from "./suspense.js";
import { euclidGrundy } from "./grundy.js";
import { rowsOfCells } from "../grid.js";
import { family } from "../_internals/familyRecord.js";
import { readPiles, type Piles } from "../_internals/pairs.js";
import { euclidRules } from "./rules.js";
import { euclidView } from "./view.js";

/**
 * The stage positions of (p, q): with big ≥ small > 0, r = big mod small, P_j = (r + j·small,
 * small) in the input's orientation; the options are P_0 … P_{q−1}, q = ⌊big/small⌋, and
 * P_0 starts the next stage.
 */
function stage([p, q]: Piles): { big: bigint; small: bigint; at(j: bigint): Piles } {
  const swap = p <= q;
  const big = swap ? q : p;
  const small = swap ? p : q;
  return {
    big,
    small,
    at(j) {
      const moved = (big % small) + j * small;
      return swap ? [small, moved] : [moved, small];
    },
  };
}

/**
 * `euclid(a,b)`: Euclid's game, exact at any size. Values along a stage are known in
 * closed form (see euclidGrundy), and so are remoteness and suspense, which coincide here:
 * with t the value of P_0, P_j is worth t + 1 for j ≥ 1 when t is even; when t is odd P_1
 * is worth t + 1 and P_j, j ≥ 2, t + 2 (the winner moves to P_1).
 */
export const euclidFamily = family<Piles>({
  name: "euclid",
  view: euclidView,
  examples: { analyze: ["euclid(9,4) + euclid(7,3)"], pattern: ["euclid(a,b)"] },
  usage: "euclid(a,b)",
  summary: "Euclid's game: take a multiple of the smaller pile from the larger",
  game: euclidRules,
  read: readPiles,
  print: ([a, b]) => `euclid(${a},${b})`,
  grundy: ([a, b]) => euclidGrundy(a, b),
  grid: {
    title: "Euclid's game",
    axes: ["x (first pile)", "y (second pile)"],
    about:
      "a move takes a positive multiple of the smaller pile from the larger; the P-positions (G = 0) are the axes and, off the diagonal (where a move empties a pile and wins), the points whose larger pile is less than φ times the smaller: a wedge about the diagonal.",
    text: (x, y) => `euclid(${x},${y})`,
    rows: rowsOfCells((x, y) => Number(euclidGrundy(BigInt(x), BigInt(y)))),
  },
  isOption(p, [x, y]) {
    // the smaller pile stays; the other loses a positive multiple of it (equal piles: the second)
    const [a, b] = p;
    if (a === 0n || b === 0n) return false;
    if (a <= b) return x === a && y < b && y >= 0n && (b - y) % a === 0n;
    return y === b && x < a && x >= 0n && (a - x) % b === 0n;
  },
  movesTo(p, target, limit) {
    const { big, small, at } = stage(p);
    if (small === 0n || limit === 0) return { moves: [], complete: small === 0n };
    const c = euclidGrundy(small, big % small);
    // x_0 = c; for j ≥ 1, x_j = j − 1 when j ≤ c, else j: each value is taken by one j
    const j = target === c ? 0n : target < c ? target + 1n : target;
    return { moves: j < big / small ? [at(j)] : [], complete: true };
  },
  // remoteness and suspense coincide for Euclid's game (see above), so `kind` does not matter
  smith(p) {
    const { big, small, at } = stage(p);
    const value = euclidSuspense(big, small);
    if (small === 0n) return { value, move: null };
    const t = euclidSuspense(small, big % small);
    // winner: to P_0 when t is even, to P_1 when t is odd and a second stage move exists;
    // loser (t odd, one multiple only): the single move, to P_0
    return { value, move: t % 2 === 1 && big / small >= 2n ? at(1n) : at(0n) };
  },
});
