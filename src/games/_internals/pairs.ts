import { defineGame, type Game } from "../../core/game.js";
import type { Args } from "../args.js";

/** A position of a game on two piles. */
export type Piles = readonly [bigint, bigint];

/** Reads `name(a,b)`: exactly two pile sizes. */
export function readPiles(args: Args): Piles {
  args.sections(1);
  const [a, b] = args.ints(0, 2, "pile sizes");
  return [a!, b!];
}

/** An engine game on two bigint piles, from its moves. */
export function pilesGame(name: string, moves: (piles: Piles) => Iterable<Piles>): Game<Piles> {
  return defineGame<Piles>({ name, moves, key: ([a, b]) => `${a},${b}`, show: ([a, b]) => `${name}(${a},${b})` });
}
