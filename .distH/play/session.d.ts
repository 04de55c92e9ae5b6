import { type Analysis } from "../analyze/engine.js";
import { type CompoundKind } from "../core/compoundKinds.js";
import type { Play } from "../core/outcome.js";
import type { Family } from "../games/family.js";
import type { Level, Move, MoveList, Played, Player } from "./move.js";
export type { Level, Move, MoveList, Played, Player } from "./move.js";
/** Options of {@link PlaySession}: those of `analyze`, and the computer's level. */
export interface PlayOptions {
    /** 'normal' or 'misere' (sums only). @defaultValue 'normal' */
    play?: Play;
    /** How the components are played together. @defaultValue 'sum' */
    compound?: CompoundKind;
    /** User game families the expression may use. @defaultValue none */
    games?: readonly Family[];
    /** The most moves the engine may examine for one decision (a fresh budget each time). @defaultValue 2,000,000 */
    budget?: number;
    /** How the computer plays. @defaultValue 'perfect' */
    level?: Level;
    /** Seed of the computer's random choices (random and weak levels). @defaultValue 1 */
    seed?: number;
    /**
     * Sums with a loopy game: the game ends as a draw when a position (the whole sum) occurs
     * for this many times in the line of play. Play on a finite graph that never ends must
     * repeat a position, so every game ends. @defaultValue 3
     */
    repetitions?: number;
}
/**
 * A game in progress against the computer: the position, whose turn it is, the history
 * (with undo and redo), the legal moves with their values, a hint, and the computer's
 * reply. Pure (no I/O): the terminal (`grundy play`) and the browser lab both drive it.
 *
 * The computer plays Smith's strategy: from a won position it wins as fast as the
 * compound allows, from a lost one it makes the game last as long as it can. Sums and
 * selective compounds are searched as one game when the engine can (its remoteness,
 * normal or misère); past its reach the closed forms decide (any winning move; from a
 * lost position, the first legal move). Conjunctive and every compounds move each
 * component by its remoteness or suspense (closed forms at any size where the family has
 * them).
 *
 * @example
 * const s = new PlaySession("nim(3,5)");
 * s.hint()?.text       // "nim(3,5) -> nim(3,3)"
 * s.move("nim(3,3)");
 * s.computerMove();    // the reply
 */
export declare class PlaySession {
    /** The expression as written back, e.g. `nim(3,5)`. */
    readonly start: string;
    readonly play: Play;
    readonly compound: CompoundKind;
    readonly level: Level;
    /** Sums with a loopy game: how many times a position may occur before the game is a draw. */
    readonly repetitions: number;
    /** Whether a component is a loopy game (then draws are possible). */
    readonly loopy: boolean;
    private state;
    private readonly past;
    private future;
    private readonly rng;
    private readonly engine;
    private readonly perfect;
    /**
     * @param expression - the start, e.g. `nim(3,5)` or `nim(1,2) + nim(3)`
     * @param options - play convention, compound, user families, the computer's level
     * @throws InputError for a malformed expression or option, GrundyError for misère play of a compound other than sum
     */
    constructor(expression: string, options?: PlayOptions);
    /** The current position, e.g. `nim(3,3)`. */
    get position(): string;
    /** The components of the position, in the expression language. */
    get components(): string[];
    /** Whose turn it is. */
    get toMove(): Player;
    /** The moves made so far, oldest first (undone moves are not in it). */
    get history(): readonly Played[];
    /** The analysis of the current position (outcome, values, winning moves), as `analyze` gives it. */
    analysis(): Analysis;
    /** 'N' when the player to move wins with perfect play, 'P' when they lose, 'D' when neither can force a win (loopy games). */
    outcome(): "N" | "P" | "D";
    /** How many times the current position has occurred in the line of play (1 the first time). */
    occurrences(): number;
    /** Whether the game has ended in a draw: a sum with a loopy game whose position occurred `repetitions` times. */
    isDraw(): boolean;
    /** Whether the game is over: no legal move (as the compound's table says: under conjunctive, as soon as one component has ended), or a draw by repetition ({@link isDraw}). */
    isOver(): boolean;
    /** The winner once the game is over (normal play: whoever moved last; misère: the other), else null. */
    winner(): Player | null;
    /** How the game ended: the winner, 'draw' (by repetition), or null while it goes on. */
    result(): Player | "draw" | null;
    /**
     * The legal moves, with their values for the player to move: the best ones first (the
     * winning ones, Smith's move), then the others in the games' order; or, with `order`
     * "neutral", the same list sorted by text (numbers as numbers), so that the order gives
     * nothing away (what `grundy play` and the lab show). Huge positions have more moves than
     * can be listed: at most `limit` (the best move always among them), and `complete` says
     * whether that is all.
     *
     * @param limit - the most moves to list @defaultValue 50
     * @param order - "best" first or "neutral" @defaultValue "best"
     */
    legalMoves(limit?: number, order?: "best" | "neutral"): MoveList;
    /** The move Smith's strategy makes for the player to move (null when the game is over). */
    private perfectMove;
    /** The best move for the player to move (Smith's strategy), or null when the game is over. */
    hint(): Move | null;
    /**
     * Reads a move: the position after it (`nim(3,3)`, the whole expression), or component
     * moves `nim(3,5) -> nim(3,3)` (several joined by ";"), and checks it is legal.
     *
     * @throws InputError saying what was expected
     */
    parseMove(text: string): Move;
    /** Applies a move made by the player to move. */
    private apply;
    /**
     * Plays a move for the player to move, written as {@link parseMove} reads it.
     *
     * @returns the move made
     * @throws InputError for an illegal or malformed move (the game is unchanged)
     */
    move(text: string): Move;
    /** Plays a move already listed by {@link legalMoves} or {@link hint}. */
    playMove(move: Move): Move;
    /** The computer's move at its level, played; null when the game is over. */
    computerMove(): Move | null;
    /** Takes back the last move; false when there is none. */
    undo(): boolean;
    /** Plays again the last move taken back; false when there is none. */
    redo(): boolean;
    /** Moves one step of history from `from` to `to` (undo: past to future; redo: back). */
    private travel;
    /** The first move by `player` that let a won position go (from N to a move that does not win), if any. */
    firstMistake(player: Player): Played | undefined;
}
