import type { Move, Played } from "../../play/session.js";
import type { Match } from "./match.js";
import type { MenuEntry } from "./menu.js";
import { type Mistake, type Output, type Side } from "./output.js";
/** One JSON object per line per event. */
export declare class JsonOutput implements Output {
    private readonly write;
    constructor(write: (s: string) => void);
    private event;
    busy<T>(f: () => T): T;
    menu(entries: MenuEntry[], seed: number): void;
    start(match: Match): void;
    turn(): void;
    move(by: Side, move: Move): void;
    hint(_match: Match, move: Move | null): void;
    moves(match: Match): void;
    undo(match: Match, undone: Played[]): void;
    redo(match: Match, redone: Played[]): void;
    values(match: Match): void;
    help(match: Match): void;
    error(message: string): void;
    end(_match: Match, winner: Side | "draw", mistake: Mistake | undefined): void;
    stopped(): void;
}
