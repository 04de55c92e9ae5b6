// A game's `search` face: how `grundy solve <game>` reads its arguments into a start for the
// large-position search (src/search), and what its help shows. An optional member of the
// game's record (Family.search): `grundy solve`'s search subcommands are generated from the
// records that have one.
import { InputError } from "../errors.js";
import type { SearchFamily } from "../search/family.js";
import type { KernelGame, KernelGraph } from "../search/kernel/kernelGraph.js";

/** One positional argument of a `grundy solve <game>` subcommand. */
export interface FaceArgument {
  /** As commander writes it: "<rows>" (required) or "[n]" (optional). */
  readonly name: string;
  /** One line for the help. */
  readonly description: string;
  /** When true, an argument naming an existing file is replaced by the file's text (the command line reads it). @defaultValue false */
  readonly file?: boolean;
}

/** A start for the search: the search family, the position, and why theory needs no search. */
export interface SearchStart<P> {
  readonly family: SearchFamily<P>;
  readonly position: P;
  /** Why no search is needed when theory values every component of the start (src/search/theoryValue.ts), in words. */
  theoryReason(): string;
}

/**
 * A start the WebAssembly kernel takes (src/search/kernel): a graph of at most 64 vertices, the
 * game on it, how the start prints, and whether `--engine auto` gives it to the kernel even where
 * the JavaScript search takes it too (the kernel measured faster on the game; see
 * {@link javascriptStart} for what the JavaScript search takes).
 */
export interface KernelStart {
  readonly graph: KernelGraph;
  readonly game: KernelGame;
  readonly label: string;
  readonly kernelFirst?: boolean;
}

/** The search face of a game's record: `grundy solve <name> <arguments…>` values one large position. */
export interface SearchFace<P = unknown> {
  /** One line for `grundy solve --help`. */
  readonly description: string;
  /** The subcommand's positional arguments, in order. */
  readonly arguments: readonly FaceArgument[];
  /** Whole command lines, for the help. */
  readonly examples: readonly string[];
  /**
   * The search family and start from the arguments as typed (a `file` argument already
   * replaced by its file's text); an InputError on bad input. A worker thread of the parallel
   * search calls it again with the same arguments, so it reads nothing but them.
   */
  read(args: readonly string[]): SearchStart<P>;
  /**
   * Optional. The start as the WebAssembly kernel takes it (`grundy solve <name> --engine`), from
   * the same arguments; undefined when it does not fit the kernel or theory values it.
   */
  kernel?(args: readonly string[]): KernelStart | undefined;
}

/**
 * The start the JavaScript search takes from the arguments, or undefined when it takes none: the
 * face's `read` refuses them with an InputError (a start past the search's limits, which the
 * kernel may still take). The one answer to "does the JavaScript search take it", for
 * `--engine auto` and for a face's own `kernel`.
 *
 * @example javascriptStart(cramSearchFace.read, ["2", "32"]) // undefined: a side past 31 is the kernel's alone
 */
export function javascriptStart<P>(read: SearchFace<P>["read"], args: readonly string[]): SearchStart<P> | undefined {
  try {
    return read(args);
  } catch (e) {
    if (e instanceof InputError) return undefined;
    throw e;
  }
}
