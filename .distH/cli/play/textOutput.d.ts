import type { Move, Played } from "../../play/session.js";
import { type Match } from "./match.js";
import type { MenuEntry } from "./menu.js";
import { type Mistake, type Output, type Side } from "./output.js";
import { type Paint } from "./paint.js";
/** Plain text, with colours, a prompt and columns on a terminal. */
export declare class TextOutput implements Output {
    private readonly write;
    private readonly paint;
    private readonly terminal;
    constructor(write: (s: string) => void, paint: Paint, terminal: boolean);
    private line;
    busy<T>(f: () => T): T;
    menu(entries: MenuEntry[], seed: number): void;
    start(match: Match): void;
    private position;
    /**
     * The position drawn on its board (the families' views), with the last move in words:
     * indented lines under the turn's heading, above the numbered moves.
     */
    private board;
    private list;
    turn(match: Match): void;
    move(by: Side, move: Move, words?: string): void;
    again(): void;
    hint(match: Match, move: Move | null): void;
    moves(match: Match): void;
    undo(match: Match, undone: Played[]): void;
    redo(match: Match, redone: Played[]): void;
    values(match: Match): void;
    help(match: Match): void;
    error(message: string): void;
    end(match: Match, winner: Side | "draw", mistake: Mistake | undefined): void;
    stopped(quit: boolean): void;
}
