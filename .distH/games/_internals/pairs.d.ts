import { type Game } from "../../core/game.js";
import type { Args } from "../args.js";
/** A position of a game on two piles. */
export type Piles = readonly [bigint, bigint];
/** Reads `name(a,b)`: exactly two pile sizes. */
export declare function readPiles(args: Args): Piles;
/** An engine game on two bigint piles, from its moves. */
export declare function pilesGame(name: string, moves: (piles: Piles) => Iterable<Piles>): Game<Piles>;
