/**
 * The exit code of an internal error (a bug, or a --games module that throws): EX_SOFTWARE
 * from sysexits.h, distinct from 2 (a usage or input error) and from 1 (Node's own crash).
 */
export declare const INTERNAL_ERROR_EXIT = 70;
/**
 * The one line a user error prints: every line names the command it comes from
 * (`grundy seq: …`), unless the message already does.
 *
 * @param message - the error's message
 * @param argv - process.argv
 */
export declare function errorLine(message: string, argv: readonly string[]): string;
/** True when an internal error should print its stack: `--debug` among the options, or GRUNDY_DEBUG set (not "" or "0"). */
export declare function debugWanted(argv: readonly string[], env?: NodeJS.ProcessEnv): boolean;
/**
 * What an unexpected error (not a {@link GrundyError}) prints: one line
 * `grundy <command>: internal error: <message>` with a hint, and the stack after it only
 * when {@link debugWanted}.
 *
 * @param e - whatever was thrown
 * @param argv - process.argv
 * @param debug - print the stack
 */
export declare function internalErrorText(e: unknown, argv: readonly string[], debug?: boolean): string;
