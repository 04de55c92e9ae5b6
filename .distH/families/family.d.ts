import type { Game, GameSpec } from "../core/game.js";
import type { HeapRules } from "../games/heapRules.js";
import type { View } from "../games/view.js";
import type { Args } from "./args.js";
/** The two Smith measures that decide conjunctive compounds: remoteness (conjunctive) and suspense (Every-SG). */
export type { SmithKind } from "../core/compound.js";
import type { SmithKind } from "../core/compound.js";
/** Options of a position whose Grundy value is a target: at most `limit` of them, `complete` when none was left out. */
export interface MovesTo<P> {
    moves: P[];
    complete: boolean;
}
/**
 * What a family may know in closed form. Every member is optional, and may return
 * `undefined` for a position it does not decide: the analyser then asks the engine game
 * (`Family.game`), within the analysis's one search budget. A closed form answers at any
 * size; it throws a GrundyError when a value is out of everyone's reach.
 */
export interface ClosedForms<P> {
    /** The exact Grundy value. */
    grundy?(position: P): bigint | undefined;
    /** Whether the position is a P-position (normal play), for games whose other values may be out of reach. */
    isP?(position: P): boolean | undefined;
    /** Options whose Grundy value is `target`, at most `limit` of them. */
    movesTo?(position: P, target: bigint, limit: number): MovesTo<P> | undefined;
    /** The misère outcome of the position alone: true when the player to move wins. */
    misereWins?(position: P): boolean | undefined;
    /** Remoteness or suspense, and the move Smith's strategy makes (winner hurries/delays), null at the end. */
    smith?(position: P, kind: SmithKind): {
        value: number;
        move: P | null;
    } | undefined;
    /** Whether `to` is an option of `from` (one move), for positions too large to list their options. */
    isOption?(from: P, to: P): boolean | undefined;
    /** For Nim positions: the heaps (a sum of Nim positions is one Nim position, decided by Bouton at any size). */
    nimHeaps?(position: P): readonly bigint[] | undefined;
}
/**
 * A game family of the position language, e.g. `wythoff(a,b)`: one record that says how a
 * call is written and read, how a position prints, the rules (an engine game) and the
 * closed forms. The registry lists the built-in families; `analyze`, `seq`, `play`, the
 * help texts and the README read it.
 */
export interface Family<P = any> extends ClosedForms<P> {
    /** The name of a call, e.g. "wythoff". Names are matched ignoring case, "_", "-" and "'". */
    readonly name: string;
    /** Other names for the same family, e.g. "grundys" for "grundy". */
    readonly aliases: readonly string[];
    /** How a call is written, e.g. "wythoff(a,b)". */
    readonly usage: string;
    /** One sentence for people. */
    readonly summary: string;
    /** The rules: an engine game whose positions the family reads and prints. */
    readonly game: Game<P>;
    /** Reads the arguments of a call into a position; throws an InputError naming the column. */
    read(args: Args): P;
    /** Writes a position back as a call, e.g. `wythoff(7,4)`. */
    print(position: P): string;
    /** For heap games with fixed rules: the rules (`grundy seq` reads them by the family's name). */
    readonly rules?: HeapRules;
    /** How a position is drawn and a move described (the lab and `grundy play` read it). Optional: without it, moves are listed as text. */
    readonly view?: View<P>;
}
/** What {@link defineFamily} takes: a family's name, usage, rules, and how calls are read and printed. */
export interface FamilySpec<P> extends ClosedForms<P> {
    /** The name used in expressions, e.g. "moore2": a letter, then letters, digits or "_". */
    name: string;
    /** Other names for it. @defaultValue none */
    aliases?: readonly string[];
    /** How a call is written, e.g. "moore2(h1,h2,…)" (shown in errors and help). */
    usage: string;
    /** One sentence for people. @defaultValue the usage */
    summary?: string;
    /** The rules: a game from {@link defineGame}, or the spec `defineGame` takes. */
    game: Game<P> | GameSpec<P>;
    /** The call's integer arguments, in order, to a position; throw an InputError for bad ones. */
    parse(args: bigint[]): P;
    /** A position back as a call, e.g. `moore2(1,2,3)`. */
    print(position: P): string;
    /** How a position is drawn on one of the generic boards, a move described, the rule and example starts. @defaultValue none (moves listed as text) */
    view?: View<P>;
}
/** Marks records made by {@link defineFamily} and the built-ins (a registered symbol: it survives two copies of the package). */
export declare const FAMILY: unique symbol;
/** Whether a value is a family record (made by {@link defineFamily} or built in). */
export declare function isFamily(x: unknown): x is Family;
/** Brands a complete record as a family (built-ins use it directly). @internal */
export declare function family<P>(record: Omit<Family<P>, "aliases"> & {
    aliases?: readonly string[];
}): Family<P>;
/**
 * Defines a game family for the position language, so that its positions can be analysed,
 * summed with the built-in games and played: pass it to `analyze(expression, { games })`
 * or export it from a module given to `grundy analyze --games`.
 *
 * The engine game decides everything the family has no closed form for (Grundy values,
 * winning moves, misère play, remoteness and suspense), within the analysis's budget.
 *
 * @param spec - name, usage, rules (`game`), `parse` (integer arguments → position), `print`
 * @returns the family
 * @throws GameError when the name is not an identifier or a member is missing
 * @example
 * const sub = defineFamily({
 *   name: "sub13", usage: "sub13(n)", game: { moves: (n: number) => [1, 3].filter((s) => s <= n).map((s) => n - s) },
 *   parse: ([n]) => Number(n), print: (n) => `sub13(${n})`,
 * });
 * analyze("sub13(7) + nim(1)", { games: [sub] }).outcome // 'P' (G(7) = 1 = nim(1))
 */
export declare function defineFamily<P>(spec: FamilySpec<P>): Family<P>;
