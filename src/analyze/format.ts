import { compoundKind, isCompoundKind } from "../core/compoundKinds.js";
import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import type { Analysis } from "./analysis.js";

/** An analysis is what `analyze` returned: an object with its components. */
function checkAnalysis(a: Analysis): void {
  if (typeof a !== "object" || a === null || !Array.isArray(a.components)) throw new InputError("an analysis, as analyze returns it", describeValue(a));
}

/**
 * The analysis as text for people: the verdict, each component's deciding value, and the
 * moves (`from -> to`). One string: for a list of moves too long for one (a string holds
 * at most 2^29 characters), write the lines of {@link analysisLines} one by one.
 */
export function formatAnalysis(a: Analysis): string {
  return `${[...analysisLines(a)].join("\n")}\n`;
}

/** The lines of {@link formatAnalysis}, without their newlines, one at a time. */
export function* analysisLines(a: Analysis): Generator<string> {
  checkAnalysis(a);
  const who = a.outcome === "D" ? "a draw: neither player can force a win" : a.winner === "first" ? "the player to move wins" : "the player to move loses";
  // the compound's name from the table (an analysis made by hand may name no kind: its own word)
  const title = isCompoundKind(a.compound) ? compoundKind(a.compound).title : String(a.compound);
  const rule = a.play === "misere" ? `${title}, misère play` : title;
  yield `${a.expression}`;
  const loopy = a.components.some((c) => c.gamma !== undefined);
  yield `${a.outcome}: ${who} (${rule}${loopy ? ", with loopy games" : ""})`;
  const width = a.components.reduce((w, c) => Math.max(w, c.text.length), 0);
  const lines: string[] = [];
  for (const c of a.components) {
    const parts: string[] = [];
    if (c.gamma !== undefined) parts.push(`γ = ${c.gamma}`);
    else if (c.grundy !== undefined) parts.push(`G = ${c.grundy}`);
    if (c.remoteness !== undefined) parts.push(`remoteness ${c.remoteness}`);
    if (c.suspense !== undefined) parts.push(`suspense ${c.suspense}`);
    if (c.outcome !== undefined) parts.push(c.outcome);
    if (c.genus !== undefined) parts.push(`genus ${c.genus}${c.tame ? " (tame)" : ""}`);
    if (c.element !== undefined) parts.push(`element ${c.element}`);
    lines.push(`  ${c.text.padEnd(width)}  ${parts.join("  ")}`);
  }
  yield* runs(lines);
  if (a.method) yield `decided by: ${METHODS[a.method]}`;
  if (a.value) yield a.value.name === "gamma" ? `γ of the sum: ${a.value.value}` : `${a.value.name}: ${a.value.value}`;
  if (a.winningMoves) {
    if (a.winningMoves.length === 0) yield a.outcome === "N" ? `winning moves: ${a.movesNote ? `out of reach (${a.movesNote})` : "(none found)"}` : "winning moves: none";
    else {
      yield `winning moves${a.movesComplete ? "" : " (not all listed)"}:`;
      yield* runs(a.winningMoves.map((m) => `  ${m.from} -> ${m.to}${m.copies ? `  (in any of the ${m.copies} copies)` : ""}`));
    }
  }
  if (a.drawingMoves) {
    if (a.drawingMoves.length === 0) yield "moves that keep the draw: (none found)";
    else {
      yield `moves that keep the draw${a.movesComplete ? "" : " (not all listed)"}:`;
      for (const m of a.drawingMoves) yield `  ${m.from} -> ${m.to}`;
    }
  }
  if (a.move) {
    if (a.move.length === 0) yield "move: none (no move is possible)";
    else {
      yield a.outcome === "N" ? "winning move (in each component):" : "best defence (in each component):";
      for (const m of a.move) yield `  ${m.from} -> ${m.to}`;
    }
  }
}

/** Lines with a run of equal ones (copies of a component, `nim(3)*1000`) written once, with their count. */
function* runs(lines: readonly string[]): Generator<string> {
  for (let i = 0; i < lines.length; ) {
    let k = 1;
    while (lines[i + k] === lines[i]) k++;
    yield k > 1 ? `${lines[i]}  (×${k})` : lines[i]!;
    i += k;
  }
}

/** How a misère sum was decided, in words. */
const METHODS: Record<NonNullable<Analysis["method"]>, string> = {
  bouton: "Bouton's rule for misère Nim",
  quotient: "the misère quotients of the heap games (Plambeck–Siegel)",
  genus: "genus: every component is tame, so the sum plays as misère Nim (Winning Ways ch. 13)",
  search: "a search of the whole sum",
};

/** The analysis as JSON (the documented, stable shape of {@link Analysis}). */
export function analysisJson(a: Analysis): string {
  checkAnalysis(a);
  return `${JSON.stringify(a, null, 2)}\n`;
}

/**
 * {@link analysisJson} in pieces, the same text: a list of moves is written one move at
 * a time, so that no one string has to hold it whole.
 */
export function* analysisJsonChunks(a: Analysis): Generator<string> {
  const entries = Object.entries(a).filter(([, v]) => v !== undefined);
  if (entries.length === 0) {
    yield "{}\n";
    return;
  }
  yield "{\n";
  for (const [i, [key, value]] of entries.entries()) {
    const end = i === entries.length - 1 ? "\n" : ",\n";
    if (Array.isArray(value) && value.length > 0) {
      yield `  ${JSON.stringify(key)}: [\n`;
      for (const [j, item] of value.entries()) {
        yield `    ${JSON.stringify(item ?? null, null, 2).replace(/\n/g, "\n    ")}${j === value.length - 1 ? "\n" : ",\n"}`;
      }
      yield `  ]${end}`;
    } else {
      yield `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, "\n  ")}${end}`;
    }
  }
  yield "}\n";
}
