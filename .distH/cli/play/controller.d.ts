import type { Lines } from "./lines.js";
import type { Match } from "./match.js";
import type { MenuEntry } from "./menu.js";
import { type Output } from "./output.js";
/** Reads the user's lines and plays them on the session until the game ends or input does. */
export declare class Controller {
    private readonly match;
    private readonly out;
    private readonly again;
    /**
     * @param again - when the game is over, offer undo and new and go on reading (a terminal);
     *   else the end of the game ends the loop
     */
    constructor(match: Match, out: Output, again?: boolean);
    private get session();
    /** Plays the whole game: the start, then a line at a time until the end, a quit or the end of input. */
    run(lines: Lines): Promise<void>;
    /** The computer moves while it is its turn; then the end, or the user's turn. */
    private advance;
    /** The user's first move from a won position that did not win, and what would have won there. */
    private mistake;
    /** Plays one line of input. */
    private handle;
    private played;
    /** A move in words from the views, or undefined (a view's error is shown, the game goes on). */
    private words;
    /** The game again from its first position (the moves stay for redo). */
    private restart;
    /** Takes back the user's last move and the computer's reply to it: the user's turn again. */
    private undo;
    /** Plays again what undo took back: the user's move and the computer's reply. */
    private redo;
}
/** Picks a menu entry: on a terminal with a prompt, else from the first lines of input; null when input ends or the user quits. */
export declare function pick(entries: MenuEntry[], seed: number, out: Output, lines: Lines): Promise<MenuEntry | null>;
