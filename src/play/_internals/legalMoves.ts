import type { Term } from "../../analyze/engine.js";
import { compoundKind } from "../../core/compoundKinds.js";
import type { Move, MoveList } from "../move.js";
import { optionsOf, unfinished } from "./components.js";
import type { SessionEngine } from "./engine.js";
import { changesOf, makeMove } from "./moveValue.js";

/**
 * The legal moves of a position not over, with their values for the player to move: the
 * best one (`best`, Smith's move) first, then the others in the games' order, at most
 * `limit`. Where one component moves (a sum) every move is listed; where any set of them
 * may (selective), the moves of one component; where every unfinished one must (the Smith
 * compounds), Smith's move with one component varied at a time.
 */
export function legalMoves(engine: SessionEngine, terms: readonly Term[], best: Move | null, limit: number): MoveList {
  const seen = new Set<string>();
  const moves: Move[] = [];
  let full = false; // a new move was found past the limit
  /** Lists a move unless it is listed already; false once the list is full. */
  const add = (changes: Map<number, Term>): boolean => {
    // the same position written two ways (nim(1,2) and nim(2,1)) is one move: two moves leave
    // the same position when the components they change to another key agree (the others are
    // the terms'), so the key names those alone, not all n components
    const position = positionAfter(terms, changes);
    if (seen.has(position)) return true;
    if (moves.length >= limit) {
      full = true;
      return false;
    }
    seen.add(position);
    moves.push(makeMove(engine, terms, changes));
    return true;
  };
  if (best) add(changesOf(best));
  const shape = compoundKind(engine.compound).moves;
  if (shape === "one" || shape === "some") {
    // one component at a time (some: any set of them is legal too, but not listed)
    all: for (let i = 0; i < terms.length; i++) {
      for (const o of optionsOf(terms[i]!)) if (!add(new Map([[i, o]]))) break all;
    }
    return { moves, complete: !full && !(shape === "some" && unfinished(terms).length > 1) };
  }
  // every mover moves: Smith's move with one component varied at a time
  const movers = unfinished(terms);
  const base = best ? changesOf(best) : new Map<number, Term>();
  let product = 1;
  all: for (const i of movers) {
    const distinct = new Set<string>();
    for (const o of optionsOf(terms[i]!)) {
      distinct.add(String(o.family.game.key(o.position)));
      const changes = new Map(base);
      changes.set(i, o);
      if (changes.size === movers.length && !add(changes)) break all;
    }
    product *= distinct.size;
  }
  return { moves, complete: !full && product <= moves.length };
}

/** The key of the position the changes leave, relative to the terms: each component changed to another key, by index. */
function positionAfter(terms: readonly Term[], changes: ReadonlyMap<number, Term>): string {
  const moved: string[] = [];
  for (const i of [...changes.keys()].sort((a, b) => a - b)) {
    const t = terms[i]!;
    const to = String(t.family.game.key(changes.get(i)!.position));
    if (to !== String(t.family.game.key(t.position))) moved.push(`${i}:${to}`);
  }
  return moved.join(" + ");
}

// made on first use: making it loads ICU's collation data (≈ 9 ms), which a run that shows no moves does without
let collator: Intl.Collator | undefined;

/**
 * The moves in the one neutral order the front ends show (the order gives nothing away):
 * by the position after the move when there is one component, else by the move's text,
 * numbers compared as numbers.
 */
export function neutralOrder(moves: readonly Move[], components: number): Move[] {
  const text = (m: Move): string => (components === 1 ? m.position : m.text);
  collator ??= new Intl.Collator("en", { numeric: true });
  const c = collator;
  return moves.slice().sort((a, b) => c.compare(text(a), text(b)));
}
