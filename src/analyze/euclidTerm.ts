import { GrundyError } from "../errors.js";
import { euclidGame, euclidSuspense, type EuclidPosition } from "../games/euclid.js";
import { euclidGrundy } from "../games/euclidGrundy.js";
import type { Term } from "./term.js";

const ENGINE_LIMIT = 1_000_000n;

/**
 * A Euclid-game position as a term, exact at any size. With a ≥ b > 0, q = ⌊a/b⌋ and
 * r = a mod b, the options are the stage positions P_j = (r + jb, b), 0 ≤ j < q; P_0
 * starts the next stage. Values along a stage are known in closed form (see
 * euclidGrundy), and so are remoteness and suspense, which coincide here: with t the
 * value of P_0, P_j is worth t + 1 for j ≥ 1 when t is even; when t is odd P_1 is worth
 * t + 1 and P_j, j ≥ 2, t + 2 (the winner moves to P_1).
 * @internal
 */
export function euclidTerm(p: bigint, q: bigint): Term {
  const text = `euclid(${p},${q})`;
  const swap = p <= q; // keep the input's orientation; equal piles: the second is reduced (as euclidGame does)
  const big = swap ? q : p;
  const small = swap ? p : q;
  const at = (j: bigint): Term => {
    const moved = (big % small) + j * small;
    return swap ? euclidTerm(small, moved) : euclidTerm(moved, small);
  };
  const term: Term = {
    text,
    grundy: () => euclidGrundy(p, q),
    movesTo(target, limit) {
      if (small === 0n || limit === 0) return { moves: [], complete: small === 0n };
      const stages = big / small;
      const c = euclidGrundy(small, big % small);
      // x_0 = c; for j ≥ 1, x_j = j − 1 when j ≤ c, else j: each value is taken by one j
      const j = target === c ? 0n : target < c ? target + 1n : target;
      return { moves: j < stages ? [at(j)] : [], complete: true };
    },
    // remoteness and suspense coincide for Euclid's game (see above), so `kind` does not matter
    smith() {
      const value = euclidSuspense(big, small);
      if (small === 0n) return { value, move: null };
      const next = at(0n);
      const t = euclidSuspense(small, big % small);
      // winner: to P_0 when t is even, to P_1 when t is odd and a second stage move exists;
      // loser (t odd, one multiple only): the single move, to P_0
      const move = t % 2 === 1 && big / small >= 2n ? at(1n) : next;
      return { value, move };
    },
    engine() {
      if (big / (small === 0n ? 1n : small) > ENGINE_LIMIT || big > ENGINE_LIMIT * 1000n) {
        throw new GrundyError(`${text} is too large for the generic solver`);
      }
      return {
        game: euclidGame,
        position: [Number(p), Number(q)] as EuclidPosition,
        toTerm: ([x, y]: EuclidPosition) => euclidTerm(BigInt(x), BigInt(y)),
      };
    },
  };
  return term;
}
