import { type CompoundPart, decideCompound } from "../../core/_internals/decideCompound.js";
import { compoundKind } from "../../core/compoundKinds.js";
import { GrundyError, UserCodeError } from "../../errors.js";
import type { Analysis } from "../analysis.js";
import { componentMove, copiesMove } from "./componentMove.js";
import { CopiesPart } from "./copiesPart.js";
import type { Term } from "./term.js";
import { type Base, verdict } from "./verdict.js";

/** A lone term decided in closed form shows its Grundy value when a search of this many moves finds it. */
const DISPLAY_BUDGET = 100_000;

/** A sum under normal play: the nim-sum of Grundy values (one term decided in closed form needs none). */
export function normalSum(terms: Term[], base: Base, limit: number): Analysis {
  const only = terms[0];
  const closedP = terms.length === 1 && only!.copies === 1n ? only!.closedIsP() : undefined;
  if (only && closedP !== undefined) {
    // one component decided in closed form: its outcome and winning moves need no Grundy value
    const p = closedP;
    // the Grundy value is only shown here: a closed form, or a short search of its own
    const g = only.grundyIfCheap(DISPLAY_BUDGET);
    const grundy = g === undefined ? undefined : String(g);
    let found: { moves: Term[]; complete: boolean } = { moves: [], complete: true };
    let movesNote: string | undefined;
    if (!p) {
      try {
        found = only.movesTo(0n, limit);
      } catch (e) {
        // the verdict stands; only the moves are out of reach
        if (!(e instanceof GrundyError) || e instanceof UserCodeError) throw e;
        found = { moves: [], complete: false };
        movesNote = e.message;
      }
    }
    return {
      ...base,
      ...verdict(!p),
      components: [{ text: only.text, ...(grundy !== undefined ? { grundy } : {}), outcome: p ? "P" : "N" }],
      ...(grundy !== undefined ? { value: { name: compoundKind(base.compound).valueName, value: grundy } } : {}),
      winningMoves: found.moves.map((m) => componentMove(terms, 0, m)),
      movesComplete: found.complete,
      ...(movesNote !== undefined ? { movesNote } : {}),
    };
  }
  // a count too large to write out (term*k) is one part: its copies cancel in pairs
  // equal terms (nim(10)*3, written out) are one part given again: valued once, their moves listed once
  const byText = new Map<string, CompoundPart<Term>>();
  const parts = terms.map((t) => byText.get(t.text) ?? byText.set(t.text, t.copies > 1n ? new CopiesPart(t) : t).get(t.text)!);
  const d = decideCompound(base.compound, parts, limit);
  const move = (i: number, to: Term, copies?: number) => {
    const m = terms[i]!.copies > 1n ? copiesMove(terms[i]!, i, to) : componentMove(terms, i, to);
    if (copies !== undefined) m.copies = copies;
    return m;
  };
  return {
    ...base,
    ...verdict(d.wins),
    components: terms.map((t, i) => ({ text: t.text, grundy: String(d.values[i]), outcome: d.values[i] === 0n ? "P" : "N" })),
    value: { name: compoundKind(base.compound).valueName, value: String(d.value) },
    winningMoves: d.wins ? d.moves.map((m) => move(m.component, m.move, m.copies)) : [],
    movesComplete: d.complete,
  };
}
