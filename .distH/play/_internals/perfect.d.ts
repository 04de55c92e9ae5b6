import { type Term } from "../../analyze/engine.js";
import type { Move } from "../move.js";
import type { SessionEngine } from "./engine.js";
/**
 * The perfect player (Smith's strategy): from a won position it wins as fast as the
 * compound allows, from a lost one it makes the game last as long as it can. The Smith
 * compounds move each component by its measure (the analysis's move). Sums and selective
 * compounds are searched as one game when the engine can (its remoteness, normal or
 * misère); past its reach the closed forms decide (any winning move; from a lost position,
 * the first legal move). Sums with a loopy game are solved as one loopy game, or by γ.
 */
export declare class PerfectPlayer {
    private readonly engine;
    /** The whole compound as one game, for the session: its tables (memoised values) serve every decision. */
    private searchGame;
    /** Smith's move at each position met (the search is made once per position). */
    private readonly perfect;
    /** Sums with a loopy game: the whole sum was past the search's budget once (γ decides from then on). */
    private productTooLarge;
    constructor(engine: SessionEngine);
    /** The move Smith's strategy makes on the terms (position `key`), or null when the game is over (`over`, asked when the position is new). */
    move(terms: readonly Term[], key: string, over: () => boolean): Move | null;
    private find;
    /**
     * The perfect move in a sum with a loopy game. Where the engine reaches, the whole sum is
     * one loopy game and its retrograde solve decides: from a win, the losing option of least
     * remoteness; from a loss, the option of greatest remoteness; from a draw, a drawn option.
     * Past its reach, γ decides (the analysis's first winning or draw-keeping move, whose
     * Fraenkel–Yesha counters make sure the win arrives); from a loss, the first legal move.
     */
    private loopyMove;
    /** The perfect move found by solving the whole sum as one loopy game (a GrundyError past a quarter of the budget). */
    private productMove;
    /** Smith's move found by searching the whole position as one game (sums and selective compounds); null past the engine's reach. */
    private searchedMove;
}
