/** The longest line of input read (1 MiB of characters): a move or a command is a short line. */
export declare const MAX_LINE: number;
/** Lines of input, one at a time; null at the end. */
export interface Lines {
    next(): Promise<string | null>;
    prompt(): void;
    close(): void;
}
/** What a reader does with a line longer than {@link MAX_LINE}: it is skipped, and this is told its length (at least). */
export type TooLong = (length: number) => void;
/** The one message for a skipped line. */
export declare function tooLongMessage(length: number): string;
/**
 * Reads stdin line by line; on a terminal with the prompt "> " (Ctrl-C ends the input).
 *
 * @param terminal - a terminal: readline with a prompt and a history
 * @param tooLong - told of each line longer than `maxLine`, which is skipped
 * @param maxLine - the longest line kept @defaultValue {@link MAX_LINE}
 */
export declare function readLines(terminal: boolean, tooLong?: TooLong, maxLine?: number): Lines;
/** Lines from a stream, never holding more than `maxLine` characters of one line. @internal */
export declare function pipeLines(input: NodeJS.ReadableStream & {
    unref?: () => void;
}, tooLong: TooLong, maxLine: number): Lines;
