import { Command } from "@commander-js/extra-typings";
/**
 * The command tree. Each command lives in its own file and only maps arguments onto
 * library calls. With `argv`, a command line that names a command gets that command alone
 * (the others' files are not loaded); without one (`grundy --help`, an unknown word) every
 * command is loaded.
 */
export declare function buildProgram(argv?: readonly string[]): Promise<Command>;
/**
 * Checks the command words before commander sees them, so that every command line
 * behaves the same wherever `--help` sits: an unknown command is a one-line error (exit
 * code 2) — `grundy frobnicate --help` too — and `grundy help <command…>` is read as
 * `grundy <command…> --help`.
 *
 * @param program - the tree from {@link buildProgram}
 * @param argv - process.argv
 * @returns argv, with a `help` word turned into `--help`
 * @throws GrundyError naming an unknown command and the known ones
 */
export declare function checkCommands(program: Command, argv: readonly string[]): string[];
