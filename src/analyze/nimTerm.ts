import { nimSumBig } from "../core/nim.js";
import { GrundyError } from "../errors.js";
import { nim } from "../games/nim.js";
import type { Term } from "./term.js";

const ENGINE_LIMIT = 2_000_000;

/** A Nim position (heaps of any size) as a term. @internal */
export function nimTerm(heaps: readonly bigint[]): Term {
  const x = nimSumBig(heaps);
  const term: Term = {
    text: `nim(${heaps.join(",")})`,
    heaps,
    grundy: () => x,
    movesTo(target, limit) {
      const diff = x ^ target;
      const moves: Term[] = [];
      let complete = true;
      if (diff === 0n) return { moves, complete };
      heaps.forEach((h, i) => {
        const to = h ^ diff;
        if (to < h) {
          if (moves.length < limit) moves.push(nimTerm(heaps.map((v, j) => (j === i ? to : v))));
          else complete = false;
        }
      });
      return { moves, complete };
    },
    engine() {
      let states = 1;
      for (const h of heaps) {
        states *= Number(h) + 1;
        if (states > ENGINE_LIMIT) {
          throw new GrundyError(`${term.text} has more than ${ENGINE_LIMIT.toLocaleString("en-US")} positions: too many for the generic solver`);
        }
      }
      return { game: nim, position: heaps.map(Number), toTerm: (p: readonly number[]) => nimTerm(p.map(BigInt)) };
    },
    misereWins() {
      // Bouton: with a heap of 2 or more, misère play goes as normal play; else parity decides
      if (heaps.some((h) => h > 1n)) return x !== 0n;
      return heaps.filter((h) => h === 1n).length % 2 === 0;
    },
  };
  return term;
}
