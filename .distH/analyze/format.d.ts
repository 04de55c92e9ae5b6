import type { Analysis } from "./analysis.js";
/**
 * The analysis as text for people: the verdict, each component's deciding value, and the
 * moves (`from -> to`). One string: for a list of moves too long for one (a string holds
 * at most 2^29 characters), write the lines of {@link analysisLines} one by one.
 */
export declare function formatAnalysis(a: Analysis): string;
/** The lines of {@link formatAnalysis}, without their newlines, one at a time. */
export declare function analysisLines(a: Analysis): Generator<string>;
/** The analysis as JSON (the documented, stable shape of {@link Analysis}). */
export declare function analysisJson(a: Analysis): string;
/**
 * {@link analysisJson} in pieces, the same text: a list of moves is written one move at
 * a time, so that no one string has to hold it whole.
 */
export declare function analysisJsonChunks(a: Analysis): Generator<string>;
