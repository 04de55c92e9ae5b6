import type { Term } from "../../analyze/engine.js";

// The components of a position as play sees them: which have ended, their options, the key of a whole position.

/** Options of a component listed for play: at most this many per component. */
export const OPTIONS_SCANNED = 2_000_000;

/** Whether a component has no move left (the term remembers it: a session asks of every component each turn). */
export function ended(t: Term): boolean {
  return !t.hasMove();
}

/** The components that still have a move (those that must move under conjunctive and every compounds). */
export function unfinished(terms: readonly Term[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < terms.length; i++) if (!ended(terms[i]!)) out.push(i);
  return out;
}

/** The options of one component, lazily, at most `most`. */
export function* optionsOf(t: Term, most = OPTIONS_SCANNED): Generator<Term> {
  let n = 0;
  for (const o of t.family.game.moves(t.position)) {
    if (++n > most) return;
    yield t.at(o);
  }
}

/** The key of a whole position (equal positions, equal keys). */
export function positionKey(terms: readonly Term[]): string {
  return terms.map((t) => `${t.family.name}:${String(t.family.game.key(t.position))}`).join(" + ");
}
