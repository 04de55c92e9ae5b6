import type { Term } from "../../analyze/engine.js";
import { type DescribedOption, describedOptions, shortForm } from "../../games/describedMove.js";
import { GrundyError, InputError, UserCodeError } from "../../errors.js";
import { OPTIONS_SCANNED } from "./components.js";

// A move typed as the components' views describe moves ("bite 2,3", "cut edge 3–4"): each
// part (several joined by ";") is matched against the descriptions of the options of every
// component not yet moved; a part must name exactly one move.

/** A component that can describe its moves. */
const describes = (t: Term): boolean => typeof t.family.view?.describe === "function";

/** The view's words for a move of a term, a user's view's failure named as theirs. */
function describer(t: Term): (from: unknown, to: unknown) => string | undefined {
  const describe = t.family.view!.describe!;
  return (from, to) => {
    try {
      return describe(from, to);
    } catch (e) {
      if (e instanceof GrundyError) throw e;
      throw new UserCodeError(t.family.name, "view.describe", `view.describe failed: ${e instanceof Error ? e.message : String(e)}`, e);
    }
  };
}

/** An example of a described move of the position: the first option's words and its numbers alone, e.g. `"bite at row 1, column 2" or "1 2"`. */
export function describedExample(terms: readonly Term[]): string | undefined {
  for (const t of terms) {
    if (!describes(t)) continue;
    let n = 0;
    for (const o of t.family.game.moves(t.position)) {
      if (++n > 50) break;
      const words = describer(t)(t.position, o);
      if (words === undefined) continue;
      const short = shortForm(words);
      return short && short !== words ? `"${words}" or "${short}"` : `"${words}"`;
    }
  }
  return undefined;
}

/**
 * The component moves a typed text names as the views describe them (index → position
 * after), or undefined when no component has a view that describes moves.
 *
 * @throws InputError when a part names no move or several
 */
export function readDescribed(terms: readonly Term[], text: string, split: (text: string) => string[]): Map<number, unknown> | undefined {
  if (!terms.some(describes)) return undefined;
  const changes = new Map<number, unknown>();
  for (const part of split(text)) {
    const found: { i: number; option: DescribedOption<unknown> }[] = [];
    terms.forEach((t, i) => {
      if (changes.has(i) || !describes(t)) return;
      const game = t.family.game;
      for (const option of describedOptions(describer(t), t.position, game.moves(t.position), (p) => game.key(p), part, OPTIONS_SCANNED)) found.push({ i, option });
    });
    if (found.length === 1) {
      changes.set(found[0]!.i, found[0]!.option.to);
      continue;
    }
    if (found.length === 0) {
      const example = describedExample(terms);
      throw new InputError(`a move as the game describes it${example ? `, e.g. ${example}` : ""}, a move number, or the position after the move`, part);
    }
    const named = (f: (typeof found)[number]): string => `"${f.option.words}"${terms.length > 1 ? ` in ${terms[f.i]!.text}` : ""}`;
    const some = found.slice(0, 4).map(named);
    const more = found.length > 4 ? ` and ${found.length - 4} more` : "";
    throw new InputError(`one move, but it reads as ${found.length}: ${some.join(", ")}${more}; type more of the words`, part);
  }
  return changes;
}
