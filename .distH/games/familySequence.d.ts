import type { HeapRules } from "../heap/heapRules.js";
import { type AnalyzeOptions, type SequenceReport } from "../sequence/analyze.js";
import { type HeapPositions } from "../sequence/gameSequence.js";
import type { Family } from "./family.js";
/** A game of a sequence: heap rules, or a user's family known by its moves. */
export type SeqGame = {
    readonly kind: "rules";
    readonly rules: HeapRules;
} | {
    readonly kind: "family";
    readonly family: Family;
};
/** Reads a game: a loaded family by its name (its rules when it has them), else a code, a set or a built-in name. */
export declare function readSeqGame(text: string, families: readonly Family[]): SeqGame;
/** A family's positions as heaps: heap n is the call name(n); a position is a heap size or a list of them. */
export declare function familyHeaps(family: Family): HeapPositions<unknown>;
/** The report of a game: the heap rules' methods, or the naive method from a family's moves (an apparent period at most). */
export declare function seqReport(game: SeqGame, options: AnalyzeOptions): SequenceReport;
