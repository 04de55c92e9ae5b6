import type { Game } from "../../core/game.js";
import { type Piles } from "../_internals/pairs.js";
/** A move of Wythoff's game: take any positive number from one pile, or the same positive number from both. */
export declare function wythoffMoves([a, b]: Piles): Generator<Piles>;
/** Wythoff's game on two exact piles: the rules (the family's engine game). Whoever takes the last stone wins. */
export declare const wythoffRules: Game<Piles>;
