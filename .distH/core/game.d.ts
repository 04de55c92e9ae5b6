/** A memoisation key: positions with equal keys must be the same position. */
export type Key = string | number | bigint;
/** What defines an impartial game: its options function, and optional helpers. */
export interface GameSpec<P> {
    /**
     * The positions reachable in one move (the options). Must describe a finite, acyclic game,
     * unless `loopy` is true: then positions may repeat, as long as finitely many are reachable.
     */
    moves(position: P): Iterable<P>;
    /**
     * A memoisation key. Defaults to the position itself when it is a number, string or
     * bigint, and to `JSON.stringify(position)` otherwise.
     */
    key?(position: P): Key;
    /**
     * Splits a position into independent components (a disjunctive sum). The Grundy value
     * of the position is then the nim-sum of its components' values. Return the position
     * alone (or an empty list for the empty position) when it does not split.
     */
    components?(position: P): readonly P[];
    /** Writes a position for people (used in explanations and errors). */
    show?(position: P): string;
    /** A name for messages. */
    name?: string;
    /**
     * True for a loopy game: play may return to an earlier position and may go on for ever (a
     * draw). Such a game is answered by the generalized Sprague–Grundy function (`gamma`),
     * `outcome` ('N', 'P' or 'D'), `remoteness` (undefined for draws), `winningMoves` and
     * `drawingMoves`, under normal play; misère play, suspense and the other compounds are
     * refused with a GameError. @defaultValue false
     */
    loopy?: boolean;
}
/** An impartial game, as made by {@link defineGame}. */
export interface Game<P> {
    readonly name: string;
    moves(position: P): Iterable<P>;
    key(position: P): Key;
    components: ((position: P) => readonly P[]) | undefined;
    show(position: P): string;
    /** True when the game may loop (see {@link GameSpec.loopy}). */
    readonly loopy?: boolean;
}
/** A game made by {@link defineGame} without `loopy: true`: finite and acyclic. */
export type FiniteGame<P> = Game<P> & {
    readonly loopy?: false;
};
/** A game made by {@link defineGame} with `loopy: true`. */
export type LoopyGame<P> = Game<P> & {
    readonly loopy: true;
};
/**
 * Defines an impartial game by its options function.
 *
 * @param spec - the moves function, and optionally a key, a split into components, a printer
 * @returns the game, ready for {@link grundy}, {@link outcome}, {@link remoteness}, … (with
 *   `loopy: true`: for `gamma`, `outcome` with draws, `remoteness`, `drawingMoves`)
 * @throws GameError when the spec has no moves function, or a member of the wrong type
 * @example
 * const sub123 = defineGame<number>({ moves: (n) => [1, 2, 3].filter((k) => k <= n).map((k) => n - k) });
 * grundy(sub123, 10) // 2
 */
export declare function defineGame<P>(spec: GameSpec<P> & {
    loopy: true;
}): LoopyGame<P>;
export declare function defineGame<P>(spec: GameSpec<P> & {
    loopy?: false;
}): FiniteGame<P>;
export declare function defineGame<P>(spec: GameSpec<P>): Game<P>;
