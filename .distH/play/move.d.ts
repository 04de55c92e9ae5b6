import type { ComponentMove } from "../analyze/engine.js";
/** The two players: `first` moves at the start. */
export type Player = "first" | "second";
/** How the computer plays: perfectly, uniformly at random, or perfectly with probability k/10. */
export type Level = "perfect" | "random" | number;
/** A legal move, written in the expression language, with its value for the player who makes it. */
export interface Move {
    /** The component moves, e.g. `[{ component: 0, from: "nim(3,5)", to: "nim(3,3)" }]`. */
    parts: ComponentMove[];
    /** The move as text: `nim(3,5) -> nim(3,3)`, several component moves joined by "; ". */
    text: string;
    /** The whole position after it, e.g. `nim(3,3)`. */
    position: string;
    /** True when it wins for the player who makes it (it leaves a lost position); undefined when out of reach. */
    wins?: boolean;
    /** Sums with a loopy game: true when the position it leaves is a draw with best play. */
    draws?: boolean;
    /** Conjunctive compounds: the remoteness of the position it leaves. */
    remoteness?: number;
    /** Every compounds: the suspense of the position it leaves. */
    suspense?: number;
}
/** One move made, in order. */
export interface Played {
    by: Player;
    move: Move;
    /** The position it left. */
    position: string;
    /** The position before it. */
    before: string;
    /** Whether the mover's position before it was won (N), when known: a move from a won position that does not win lets the win go. */
    fromWon?: boolean;
    /** When it let a won position go: the move that would have won (Smith's). */
    best?: Move;
}
/** Legal moves, at most a limit of them; `complete` when none was left out. */
export interface MoveList {
    moves: Move[];
    complete: boolean;
}
