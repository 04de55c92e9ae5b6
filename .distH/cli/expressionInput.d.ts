/** The most input read (64 MiB): a longer file is refused in one line. */
export declare const MAX_INPUT_BYTES: number;
/** One expression read, with the line it starts on (1-based). */
export interface ReadExpression {
    readonly text: string;
    readonly line: number;
}
/** The whole of a file ("-": standard input), at most {@link MAX_INPUT_BYTES}. */
export declare function readInput(file: string, command: string): string;
/**
 * The expressions of an input: one a line (blank lines and `#` comments skipped), or, when
 * `whole`, the whole input as one (its lines joined by spaces; `#` comment lines left out).
 */
export declare function expressionsOf(text: string, whole: boolean): ReadExpression[];
