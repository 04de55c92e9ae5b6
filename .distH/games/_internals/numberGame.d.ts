import { type Game, type Key } from "../../core/game.js";
/** How the positions of a number game map to the exact positions of a game folder's rules. */
interface NumberPositions<N, B> {
    /** The number game's name (as `Game.name`). */
    name: string;
    /** A number position to the exact one; throws an InputError for a position that is none. */
    toExact(position: N): B;
    /** An exact position back to numbers (only called on options of a number position, which stay small). */
    fromExact(position: B): N;
    /** The memoisation key of a number position (it also refuses bad positions). */
    key(position: N): Key;
    /** How a number position is written. */
    show(position: N): string;
    /** Splits a number position into components, when the exact game does. @defaultValue none */
    components?(position: N): readonly N[];
}
/**
 * The one adapter between a game folder's exact rules and a game on small `number`
 * positions (the root entry's `nim`, `wythoffGame`, `euclidGame`, `stripColouringGame`,
 * which the generic solver and existing callers use with plain numbers): the moves are the
 * exact game's, converted each way, so a rule is written once (in the folder's rules.ts).
 *
 * @param game - the exact game (the family's engine game)
 * @param positions - the conversions, and the number game's key and show
 * @returns the game on number positions
 */
export declare function numberGame<N, B>(game: Game<B>, positions: NumberPositions<N, B>): Game<N>;
/**
 * {@link numberGame} for a game on two piles (Wythoff, Euclid): number positions `[a, b]` of
 * non-negative safe integers (anything else is an InputError naming the game), keyed `a,b`,
 * shown `(a, b)`.
 *
 * @param game - the exact game on two bigint piles
 * @param name - the game's name
 * @returns the game on two number piles
 */
export declare function pairNumberGame(game: Game<readonly [bigint, bigint]>, name: string): Game<readonly [number, number]>;
export {};
