import type { Game } from "../../core/game.js";
/** A Wythoff position of the number game: the sizes of the two piles. */
export type WythoffPosition = readonly [number, number];
/**
 * Wythoff's game as an engine game on small number piles: two piles; a move takes any
 * positive number of stones from one pile, or the same positive number from both (the
 * moves of {@link wythoffRules}, through the one number adapter). Whoever takes the last
 * stone wins. The closed forms ({@link wythoffIsP}, …) are exact for bigint.
 *
 * @example outcome(wythoffGame, [1, 2]) // 'P'
 */
export declare const wythoffGame: Game<WythoffPosition>;
