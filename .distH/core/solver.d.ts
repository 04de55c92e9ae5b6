import type { Game } from "./game.js";
/**
 * The most moves one search of the generic solver examines when no `budget` is given:
 * 2·10^6, as an analysis (`ANALYZE_BUDGET`) and a play session. An infinite game, or one
 * too large to solve, then ends in a {@link GrundyError} within seconds instead of
 * exhausting memory. Pass `budget: Infinity` to lift it.
 */
export declare const DEFAULT_BUDGET = 2000000;
/**
 * Moves of budget one listed option costs: the generic solver lists a position's options
 * before it solves them, at most budget / OPTIONS_PER_MOVE of them (100,000 for the default
 * budget: tens of MB), so a position with more options is refused in bounded memory.
 */
export declare const OPTIONS_PER_MOVE = 20;
/** Options shared by the solver's entry points. */
export interface SolveOptions {
    /** Called now and then during a long search with the number of positions solved so far. */
    onProgress?: (solved: number) => void;
    /**
     * The most moves the search may examine before it gives up with a GrundyError. A number
     * bounds each search alone; a {@link SearchBudget} is shared by every search it is passed
     * to (an analysis gives one to all the searches it makes). Values found so far stay memoised.
     * `Infinity` lifts the limit.
     * @defaultValue {@link DEFAULT_BUDGET} (2·10^6 moves)
     */
    budget?: number | SearchBudget;
    /**
     * The most options a search holds at once (the options of every position on its path,
     * waiting to be solved) before it gives up with a GrundyError: a bound on its memory
     * that the budget of moves alone does not give (each held option is a stored position).
     * @defaultValue Infinity
     */
    maxHeld?: number;
}
/** A budget of moves shared by several searches: each search spends from it. */
export declare class SearchBudget {
    readonly limit: number;
    /** Moves examined so far, by every search given this budget. */
    spent: number;
    /** @param limit - the most moves all the searches together may examine (Infinity: no limit) */
    constructor(limit: number);
}
/**
 * Forgets every memoised value of a game (to free memory).
 *
 * @param game - the game whose tables are dropped
 */
export declare function clearCache<P>(game: Game<P>): void;
/** The number of positions whose values are memoised for a game, over all measures. */
export declare function cacheSize<P>(game: Game<P>): number;
