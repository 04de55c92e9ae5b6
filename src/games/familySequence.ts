// The games whose Grundy sequence `grundy seq` and the lab's sequence explorer compute: codes,
// subtraction sets and names, and a user's families: one with heap rules (`rules`, as the
// built-in heap families have) is read by its name like them; one whose positions are single
// heaps (a call name(n), positions a heap size or a list of heap sizes) is computed from its
// moves. Browser-safe: the CLI and the lab's worker load the families, each its own way.
import { describeValue } from "../_internals/describeValue.js";
import { GrundyError, InputError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import type { HeapRules } from "../heap/heapRules.js";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { analyzeHeapGame, type AnalyzeOptions, type SequenceReport } from "../sequence/analyze.js";
import { gameSequenceReport, type HeapPositions } from "../sequence/gameSequence.js";
import type { Family } from "./family.js";
import { Registry } from "./registry.js";

/** A game of a sequence: heap rules, or a user's family known by its moves. */
export type SeqGame = { readonly kind: "rules"; readonly rules: HeapRules } | { readonly kind: "family"; readonly family: Family };

/** Reads a game: a loaded family by its name (its rules when it has them), else a code, a set or a built-in name. */
export function readSeqGame(text: string, families: readonly Family[]): SeqGame {
  if (families.length === 0) return { kind: "rules", rules: parseHeapGame(text) };
  let registry: Registry;
  try {
    registry = new Registry(families);
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`--games: ${e.message}`);
    throw e;
  }
  const family = registry.find(text.trim());
  if (family && families.includes(family) && !family.rules) return { kind: "family", family };
  try {
    return { kind: "rules", rules: registry.heapRules(text) };
  } catch (e) {
    // a misspelt name of the user's own game: say which names were loaded
    if (e instanceof InputError) throw new InputError(`${e.expected}, or one of your families (${families.map((f) => f.name).join(", ")})`, e.got, e.location);
    throw e;
  }
}

const heapSize = (x: unknown): number | undefined =>
  typeof x === "number" && Number.isSafeInteger(x) && x >= 0 ? x : typeof x === "bigint" && x >= 0n && x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : undefined;

/** A family's positions as heaps: heap n is the call name(n) (parsed once, its argument set per heap); a position is a heap size or a list of them. */
function familyHeaps(family: Family): HeapPositions<unknown> {
  const registry = new Registry([family]);
  const call = parseExpression(`${family.name}(0)`).terms[0]!;
  const column = call.sections[0]![0]![0]!.column;
  return {
    heap(n) {
      const atom = { kind: "int", value: BigInt(n), column, text: String(n) } as const;
      return registry.read({ ...call, sections: [[[atom]]] }).position;
    },
    heaps(p) {
      const one = heapSize(p);
      if (one !== undefined) return [one];
      if (Array.isArray(p)) {
        const all = p.map(heapSize);
        if (all.every((h) => h !== undefined)) return all as number[];
      }
      throw new GrundyError(
        `${family.name}: the position ${describeValue(p)} is not a heap: a sequence is computed for a family whose positions are a heap size (a number) or a list of heap sizes, with a call ${family.name}(n)`,
      );
    },
  };
}

/** The report of a game: the heap rules' methods, or the naive method from a family's moves (an apparent period at most). */
export function seqReport(game: SeqGame, options: AnalyzeOptions): SequenceReport {
  if (game.kind === "rules") return analyzeHeapGame(game.rules, options);
  return gameSequenceReport(game.family.name, game.family.game, familyHeaps(game.family), {
    ...(options.to !== undefined ? { to: options.to } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}
