// A game's `table` face: how `grundy solve <game>` solves a whole game, every position, and
// reports it (Fair Shares and Varied Pairs' table, Chomp's box of diagrams). An optional member
// of the game's record (Family.table): the subcommand is generated from it. The face does its
// reading and writing of files through the command's TableIO, so the games floor stays
// free of Node's file system.
import type { FaceArgument } from "./searchFace.js";

/** A file open for reading, as {@link TableIO.readFile} lends it. */
export interface ReadableFile {
  /** Its size in bytes. */
  readonly size: number;
  /** Reads up to `length` bytes at `position` of the file into `into` at `offset`; the bytes read (0 at the end). */
  read(into: Uint8Array, offset: number, length: number, position: number): number;
  /** The rest of the file as UTF-8 text. */
  text(): string;
}

/** What the command gives a table face: the progress line, the error line and files. */
export interface TableIO {
  /** Shows one line of progress (on a terminal only); `now` shows it at once. */
  progress(text: string, now?: boolean): void;
  /** Clears the progress line. */
  clear(): void;
  /** Stops the command with one line, `grundy solve <game>: <message>`, and exit code 2. */
  fail(message: string): never;
  /** Writes a file: `write` passes its chunks to `put` in order (a file that cannot be written is the command's error line). */
  writeFile(path: string, write: (put: (chunk: string | Uint8Array) => void) => void): void;
  /** Reads a file through `read` (a file that cannot be opened or read is the command's error line). */
  readFile<T>(path: string, read: (file: ReadableFile) => T): T;
  /** The process's peak resident memory so far, in bytes. */
  peakMemory(): number;
}

/** One option of a table subcommand. */
export interface TableOption {
  /** As commander writes it: "--out <file>", "--json". */
  readonly flags: string;
  readonly description: string;
}

/** The table face of a game's record: `grundy solve <name> <arguments…> [options]`. */
export interface TableFace {
  /** One line for `grundy solve --help`. */
  readonly description: string;
  /** The positional arguments, in order ("<rows>" required, "[n]" optional). */
  readonly arguments: readonly FaceArgument[];
  readonly options: readonly TableOption[];
  /** Lines of the subcommand's help after its options: the rules, the method, the limits. */
  readonly about: readonly string[];
  /** Whole command lines, for the help. */
  readonly examples: readonly string[];
  /**
   * Solves and returns what stdout shows (text ending in a newline, or one JSON line).
   * `args` as typed (undefined for an optional one left out); `options` by commander's
   * camel-cased names (`true` for a flag). Bad input goes to `io.fail`.
   */
  solve(args: readonly (string | undefined)[], options: Readonly<Record<string, string | true | undefined>>, io: TableIO): string;
}
