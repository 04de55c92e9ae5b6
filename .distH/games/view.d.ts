import type { CompoundKind } from "../core/compoundKinds.js";
/**
 * A position drawn on one of the generic boards. Integers are numbers (a view returns
 * `undefined` for a position too large to draw; the front end then lists the moves).
 */
export type Board = 
/** A queen (or any single piece) on a grid, at column `x`, row `y`; it moves towards (0,0). `marks`: cells to flag (e.g. the P-positions), when asked for. */
{
    readonly kind: "queen";
    readonly x: number;
    readonly y: number;
    readonly marks?: readonly (readonly [number, number])[];
}
/** Two bars side by side (a pair of numbers, e.g. Euclid's piles), drawn to scale. */
 | {
    readonly kind: "bars";
    readonly a: number;
    readonly b: number;
}
/** A grid of cells, some filled (rows and columns 1-based in `filled`). */
 | {
    readonly kind: "cells";
    readonly rows: number;
    readonly columns: number;
    readonly filled: readonly (readonly [number, number])[];
}
/** Heaps of tokens; `pins` draws them as a row of pins; `ordered`: heap i stays heap i (Nim), else heaps are a multiset. */
 | {
    readonly kind: "heaps";
    readonly heaps: readonly number[];
    readonly tokens: "tokens" | "pins";
    readonly ordered: boolean;
}
/** A Young diagram (Chomp's bar): row i holds `rows[i]` squares, left-aligned, non-increasing; the top-left square is poisoned. */
 | {
    readonly kind: "diagram";
    readonly rows: readonly number[];
}
/** Coins in a row, heads (true) or tails (false), position 1 first. */
 | {
    readonly kind: "coins";
    readonly coins: readonly boolean[];
}
/** A grid of coins, `rows` × `columns`, counted from 0 (row 0 at the top, column 0 at the left); `heads` lists the heads as [row, column], the rest are tails. */
 | {
    readonly kind: "coinGrid";
    readonly rows: number;
    readonly columns: number;
    readonly heads: readonly (readonly [number, number])[];
}
/**
 * A graph: vertices 0 … n−1 (`removed` ones greyed) and edges between them (a repeated pair
 * is a second edge, `[v, v]` a loop). `ground`: a vertex drawn as a line at the bottom, the
 * others in layers above it by their distance from it; with a ground, vertices on no edge
 * are not drawn. An edge an option deletes (the option that deletes it and the fewest
 * others, `removed` unchanged) is the button for that option.
 */
 | {
    readonly kind: "graph";
    readonly vertices: number;
    readonly edges: readonly (readonly [number, number])[];
    readonly removed?: readonly number[];
    readonly ground?: number;
};
/** The kinds of board. */
export type BoardKind = Board["kind"];
/** A start the menus offer: the expression, a label, and optionally a compound and a random variant. */
export interface ViewExample {
    /** What the menu shows, e.g. "Wythoff's game (a queen on a grid)". */
    readonly label: string;
    /** The start, in the position language, e.g. "wythoff(8,4)". */
    readonly expression: string;
    /** The compound it is played under. @defaultValue "sum" */
    readonly compound?: CompoundKind;
    /** Another start at random, from a random number in [0, 1) (the lab's "another start"). */
    shuffle?(random: () => number): string;
}
/**
 * How a family is drawn and explained. Every member but `rule` is optional: without
 * `board` the front ends list the moves as text; without `describe` a move is shown as
 * `from -> to`.
 */
export interface View<P> {
    /** The rule in one sentence, for a first-time player. Required. */
    readonly rule: string;
    /** What one component is called when several are played at once ("pair", "heap"). @defaultValue "game" */
    readonly unit?: string;
    /** Starts the menus offer (the lab's picker, `grundy play` without a position); the first is the default. @defaultValue none */
    readonly examples?: readonly ViewExample[];
    /**
     * The position on a board, or `undefined` when it is too large to draw (or has no board).
     * `marks`: the front end asks for the board's optional marks (e.g. the P-positions of a queen's grid).
     */
    board?(position: P, options?: {
        readonly marks?: boolean;
    }): Board | undefined;
    /** A move in a few words, e.g. "(8,4) → (7,4)" or "took 3 from heap 2"; undefined to show the move's text. */
    describe?(from: P, to: P): string | undefined;
}
/** The board of a position under a view, or undefined (no view, no board, or too large to draw). */
export declare function boardOf<P>(view: View<P> | undefined, position: P, options?: {
    readonly marks?: boolean;
}): Board | undefined;
/** A bigint as a number when it is safe to draw (at most 2^53 − 1), else undefined. */
export declare function drawable(x: bigint): number | undefined;
/** A random integer in [lo, hi], from a random number generator in [0, 1) (for `shuffle`). */
export declare function randomInt(random: () => number, lo: number, hi: number): number;
