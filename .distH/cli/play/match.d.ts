import type { CompoundKind } from "../../core/compoundKinds.js";
import type { Play } from "../../core/outcome.js";
import type { Family } from "../../games/family.js";
import type { Level, Move, Player, PlaySession } from "../../play/session.js";
import type { Side } from "./output.js";
/** The most legal moves listed (the `moves` command; numbers refer to this list). */
export declare const LIST_LIMIT = 50;
/** A numbered legal move. */
export interface Listed {
    n: number;
    move: Move;
}
/** The text a move is shown as: the position after it for one component, else its component moves. */
export declare function shown(move: Move, components: number): string;
/** How the match was started. */
export interface MatchOptions {
    play: Play;
    compound: CompoundKind;
    games: Family[];
    level: Level;
    seed: number;
    /** Draw each position on its family's board (text output). */
    board: boolean;
}
/** The state the front end keeps beside the session: who is who, whether values are shown, the numbered list, the boards. */
export declare class Match {
    readonly session: PlaySession;
    readonly you: Player;
    readonly options: MatchOptions;
    showValues: boolean;
    private listKey;
    private hintKey;
    private hinted;
    private listed;
    private readonly registry;
    private readonly pieces;
    constructor(session: PlaySession, you: Player, options: MatchOptions, showValues: boolean);
    side(p: Player): Side;
    get toMove(): Side;
    /**
     * The legal moves here, numbered in a neutral order (by their text, numbers as numbers),
     * not best first: the order gives nothing away (the session's neutral order).
     */
    list(): {
        moves: Listed[];
        complete: boolean;
    };
    /** The session's hint here, asked once per position (a large position takes a while). */
    hint(): Move | null;
    private key;
    /** The number of a move in the list, if it is there. */
    numberOf(move: Move): number | undefined;
    /** A component's family and position (null when its text does not read back as one call). */
    private piece;
    /** Calls a member of a user's view; its errors are the family's, named as such. */
    private view;
    /** Each component's board as lines of text, when the match draws boards and its family's view draws this one. */
    boards(): {
        component: string;
        lines: string[];
    }[];
    /** A move in a few words from its families' views (`describe`), when they all have one; undefined otherwise. */
    describe(move: Move): string | undefined;
}
