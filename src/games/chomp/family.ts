import { defineGame } from "../../core/game.js";
import { GrundyError, InputError } from "../../errors.js";
import type { Atom } from "../../expression/ast.js";
import { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import type { MovesTo } from "../family.js";
import { boxIsP, boxWinningMoves } from "./boxAnswers.js";
import { chompTableFace } from "./tableFace.js";
import { chompView } from "./view.js";
import type { ChompPosition } from "./position.js";

export type { ChompPosition } from "./position.js";

const USAGE = "chomp(rows,columns[; row lengths])";
/** One number per row: the most rows a board may have. */
const MAX_ROWS = 10_000;
/** The engine's keys are lattice paths of rows + columns steps behind a leading 1: below 2^53. */
const MAX_PATH = 52;
const isRectangle = (p: ChompPosition): boolean => p[p.length - 1] === p[0];
/** Only the first row and the first column: an L with arms p[0] − 1 and p.length − 1. */
const isL = (p: ChompPosition): boolean => p.length < 2 || p[1] === 1;

const print = (p: ChompPosition): string => {
  const size = `${p.length},${p[0]}`;
  return isRectangle(p) ? `chomp(${size})` : `chomp(${size}; ${p.join(",")})`;
};

function tooLarge(p: ChompPosition): GrundyError {
  return new GrundyError(
    `chomp: a ${p.length}×${p[0]} board is too large for the engine (rows + columns at most ${MAX_PATH}, here ${p.length + p[0]!}), and no closed form decides this question`,
  );
}

/**
 * The key: the diagram's boundary, walked from its bottom-left corner to its top-right one
 * (a right step is a 1, an up step a 0: `columns` 1s and `rows` 0s), behind a leading 1
 * that fixes the length: one key per diagram. (A transposed diagram is the same game, but
 * not the same position: a key names a position, and a move must reach this very one.)
 * Exact in a double while rows + columns ≤ 52.
 */
function key(p: ChompPosition): number {
  const h = p.length;
  if (h + p[0]! > MAX_PATH) throw tooLarge(p);
  let code = 1;
  for (let i = h - 1; i >= 0; i--) {
    const run = 2 ** (p[i]! - (p[i + 1] ?? 0));
    code = code * run + (run - 1); // right steps: 1s
    code *= 2; // the up step: a 0
  }
  return code;
}

/** Taking square (i, j) (0-based) cuts every row from i on to j squares; j = 0 drops them. */
function take(p: ChompPosition, i: number, j: number): ChompPosition {
  if (j === 0) return p.slice(0, i);
  const next = p.slice();
  for (let k = i; k < next.length && next[k]! > j; k++) next[k] = j;
  return next;
}

/** A move takes a square other than the corner, with everything below and to its right. */
const game = defineGame<ChompPosition>({
  name: "chomp",
  moves: function* (p) {
    for (let i = 0; i < p.length; i++) {
      for (let j = i === 0 ? 1 : 0; j < p[i]!; j++) yield take(p, i, j);
    }
  },
  key,
  show: print,
});

/**
 * The P-position a winning move reaches, where a closed form knows it (null: no winning
 * move, the position is P), or undefined where none applies. See the proofs below.
 */
function closedWinningMove(p: ChompPosition): ChompPosition | null | undefined {
  const h = p.length;
  const a = p[0]!;
  if (h <= 2) {
    const b = p[1] ?? 0;
    if (b === a - 1) return null;
    return b === a ? take(p, 1, a - 1) : take(p, 0, b + 1);
  }
  if (isL(p)) {
    if (a === h) return null;
    return a > h ? take(p, 0, h) : take(p, a, 0);
  }
  if (isRectangle(p) && a === h) return take(p, 1, 1);
  return undefined;
}

/*
 * Closed forms, each checked against an independent brute force in
 * test/games/chomp/family.test.ts:
 *
 * - Rectangles: the first player wins every board larger than 1×1 (strategy stealing: if
 *   taking the bottom-right square lost, the reply that wins against it was available
 *   first). This says nothing about which move wins, so only isP uses it.
 * - At most two rows (a, b), a ≥ b ≥ 0: P exactly when b = a − 1. The options of (a, b) are
 *   (a, k) for k < b and (j, min(b, j)) for 1 ≤ j < a; the only one of the form
 *   (m, m − 1) is (a, a − 1) when b = a, and (b + 1, b) when b < a − 1. So the winning move
 *   is unique. One row (b = 0) is the case a ≥ 1: win by leaving the corner alone.
 * - L shapes (one full row and one full column, arms a − 1 and h − 1): the arms are two Nim
 *   heaps, nothing else can be taken. P exactly when the arms are equal; the one winning
 *   move shortens the longer arm to the shorter.
 * - Squares n × n, n ≥ 3: taking (2, 2) leaves the L with equal arms (P), and it is the only
 *   winning move: every other option keeps the first row and column full (or is a smaller
 *   rectangle, N) and keeps square (2, 2), so the opponent takes (2, 2) and wins.
 *
 * Outcomes and winning moves of other diagrams come from the box solver (box.ts: P/N of every
 * diagram in the diagram's rows × columns box, up to 2^28 diagrams, about 15 × 15; boxAnswers.ts).
 * Grundy values, and larger diagrams, are the engine's, which refuses boards with more than 52
 * rows plus columns.
 */

/** `chomp(rows,columns)`: Chomp; outcomes exact for rectangles, two rows, L shapes and squares, the engine elsewhere. */
export const chompFamily = family<ChompPosition>({
  name: "chomp",
  view: chompView,
  examples: { analyze: ["chomp(3,4)"] },
  table: chompTableFace,
  usage: USAGE,
  summary: "Chomp: take a square and all squares below and right of it; the top-left square is poisoned",
  game,
  read(a) {
    a.sections(2);
    const [rowsAtom, columnsAtom, extra] = a.atoms(0);
    const fail = (what: string, atom: Atom | undefined): never => {
      throw new InputError(`${what} in ${USAGE}`, Args.show(atom), { column: atom?.column ?? a.call.column });
    };
    if (extra) fail('")" or ";" after rows and columns', extra);
    const rows = a.int(rowsAtom, "the number of rows");
    const columns = a.int(columnsAtom, "the number of columns");
    if (rows < 1n || rows > BigInt(MAX_ROWS)) fail(`a number of rows from 1 to ${MAX_ROWS}`, rowsAtom);
    if (columns < 1n || columns > BigInt(Number.MAX_SAFE_INTEGER)) fail(`a number of columns from 1 to 2^53 − 1`, columnsAtom);
    const c = Number(columns);
    if (a.call.sections.length < 2) return Array.from({ length: Number(rows) }, () => c);
    const atoms = a.atoms(1);
    if (atoms.length === 0) fail('row lengths after ";"', undefined);
    if (atoms.length > rows) fail(`at most ${rows} row lengths (one per row)`, atoms[Number(rows)]);
    const lengths: number[] = [];
    for (const [i, atom] of atoms.entries()) {
      const l = a.int(atom, "a row length");
      const above = i === 0 ? columns : BigInt(lengths[i - 1]!);
      if (i === 0 && l < 1n) fail("a first row length of at least 1 (the poisoned square stays)", atom);
      if (l > above) fail(i === 0 ? `a row length of at most ${columns} (the columns)` : `a row length of at most ${above} (the row above: lengths do not increase)`, atom);
      if (l > 0n) lengths.push(Number(l));
    }
    return lengths;
  },
  print,
  // a move takes square (i, j): rows i, i+1, … are cut to j columns (j = 0: removed)
  isOption(p, q) {
    const i = p.findIndex((l, r) => q[r] !== l);
    if (i < 0 || q.length > p.length) return false;
    const j = q[i] ?? 0;
    if ((i === 0 && j === 0) || j >= p[i]!) return false;
    const cut = take(p, i, j);
    return cut.length === q.length && cut.every((l, r) => l === q[r]);
  },
  // undefined: not decided here, the analyser asks the engine (within its one budget)
  isP(p) {
    if (isRectangle(p)) return p.length === 1 && p[0] === 1;
    const closed = closedWinningMove(p);
    return closed === undefined ? boxIsP(p) : closed === null;
  },
  movesTo(p, target, limit): MovesTo<ChompPosition> | undefined {
    if (target !== 0n) return undefined;
    const closed = closedWinningMove(p);
    if (closed === undefined) {
      // every winning move, from the outcomes of all diagrams in the box (box.ts), within its bound
      const squares = boxWinningMoves(p);
      if (squares === undefined) return undefined;
      const moves = squares.slice(0, limit).map((s) => take(p, s.row - 1, s.column - 1));
      return { moves, complete: squares.length <= limit };
    }
    if (closed === null) return { moves: [], complete: true };
    return { moves: limit > 0 ? [closed] : [], complete: limit > 0 };
  },
});
