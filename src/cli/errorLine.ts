import { GrundyError } from "../errors.js";

/** The commands an error line names (program.ts's list; test/cli/errorLine.test.ts checks they agree). */
export const COMMAND_NAMES: readonly string[] = ["judge", "analyze", "play", "plot", "lab", "seq", "solve", "misere", "pattern", "census"];
const COMMANDS = new Set(COMMAND_NAMES);

/**
 * A command's user-error function: `fail(message)` throws `<command>: <message>` as a
 * {@link GrundyError}, which main prints as one line with exit code 2.
 *
 * @param command - the command's name as the line starts, e.g. "grundy solve <name>" for a game's solve command
 */
export function failFor(command: string): (message: string) => never {
  return (message) => {
    throw new GrundyError(`${command}: ${message}`);
  };
}

/**
 * The exit code of an internal error (a bug, or a --games module that throws): EX_SOFTWARE
 * from sysexits.h, distinct from 2 (a usage or input error) and from 1 (Node's own crash).
 */
export const INTERNAL_ERROR_EXIT = 70;

/**
 * The one line a user error prints: every line names the command it comes from
 * (`grundy seq: …`), unless the message already does.
 *
 * @param message - the error's message
 * @param argv - process.argv
 */
export function errorLine(message: string, argv: readonly string[]): string {
  if (message.startsWith("grundy")) return message;
  const command = argv.slice(2).find((a) => !a.startsWith("-"));
  return command !== undefined && COMMANDS.has(command) ? `grundy ${command}: ${message}` : `grundy: ${message}`;
}

/** True when an internal error should print its stack: `--debug` among the options, or GRUNDY_DEBUG set (not "" or "0"). */
export function debugWanted(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const end = argv.indexOf("--");
  const options = end < 0 ? argv.slice(2) : argv.slice(2, end);
  const variable = env.GRUNDY_DEBUG;
  return options.includes("--debug") || (variable !== undefined && variable !== "" && variable !== "0");
}

/**
 * What an unexpected error (not a {@link GrundyError}) prints: one line
 * `grundy <command>: internal error: <message>` with a hint, and the stack after it only
 * when {@link debugWanted}.
 *
 * @param e - whatever was thrown
 * @param argv - process.argv
 * @param debug - print the stack
 */
export function internalErrorText(e: unknown, argv: readonly string[], debug = debugWanted(argv)): string {
  const name = e instanceof Error ? e.name : typeof e;
  const raw = e instanceof Error ? e.message : String(e);
  const message = raw.split("\n").find((l) => l.trim() !== "") ?? "";
  const what = name === "Error" || name === typeof e ? message : `${name}: ${message}`;
  const line = errorLine(`internal error: ${what.trim() || name}`, argv);
  if (debug) return `${line}\n${e instanceof Error && e.stack ? e.stack : String(e)}\n`;
  return `${line} (run again with --debug or GRUNDY_DEBUG=1 for the stack)\n`;
}
