// Smith's remoteness and suspense of a strip-colouring position, exactly, by one table over
// the subsets of its blank cells (a move only colours blank cells, so every position met is
// such a subset): 2^b entries of one byte for b blank cells, each from its options in order
// of the subsets. Within STRIP_SMITH_CELLS blank cells (1 MiB, a fraction of a second) it
// answers where the generic search (a string key a position) takes seconds: strip(10; 1,3 2,7)
// has 18 blank cells, 2.4 million moves for the engine (10 s in Node).
import type { SmithKind } from "../../core/compoundKinds.js";
import { strip, type Strip, type StripRulesCell as Cell } from "./rules.js";

/** The most blank cells the table is made for (2^20 bytes); past it the engine searches, within its budget. */
export const STRIP_SMITH_CELLS = 20;

interface Table {
  n: bigint;
  kind: SmithKind;
  /** The blank cells of the position the table was made for, by "row,column". */
  index: Map<string, number>;
  values: Uint8Array;
}

// the last table made: the lab and the player ask for a position and then for its options
// (subsets of its blank cells), which it answers without a new table
let last: Table | undefined;

const cellKey = (r: number, c: bigint): string => `${r},${c}`;

function blanksOf(s: Strip): Cell[] {
  const taken = new Set(s.cells.map(([r, c]) => cellKey(r, c)));
  const out: Cell[] = [];
  for (let c = 1n; c <= s.n; c++) for (const r of [1, 2] as const) if (!taken.has(cellKey(r, c))) out.push([r, c]);
  return out;
}

/** The table of every subset of the blank cells of `blanks`: bit i set while blank cell i is blank. */
function makeTable(n: bigint, blanks: readonly Cell[], kind: SmithKind): Table {
  const index = new Map(blanks.map(([r, c], i) => [cellKey(r, c), i]));
  // the 2×2 squares on two columns side by side, all four cells blank
  const squares: number[] = [];
  for (const [r, c] of blanks) {
    if (r !== 1) continue;
    const four = [cellKey(1, c), cellKey(2, c), cellKey(1, c + 1n), cellKey(2, c + 1n)].map((k) => index.get(k));
    if (four.every((i) => i !== undefined)) squares.push(four.reduce((m: number, i) => m | (1 << i!), 0));
  }
  const size = 1 << blanks.length;
  const values = new Uint8Array(size);
  const remote = kind === "remoteness";
  const seen = new Uint8Array(blanks.length + squares.length);
  for (let mask = 1; mask < size; mask++) {
    // an option clears bits, so its table entry is already made
    let count = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) seen[count++] = values[mask & ~(rest & -rest)]!;
    for (const sq of squares) if ((mask & sq) === sq) seen[count++] = values[mask & ~sq]!;
    let minEven = 255;
    let maxEven = -1;
    let minAll = 255;
    let maxAll = 0;
    for (let i = 0; i < count; i++) {
      const v = seen[i]!;
      if ((v & 1) === 0) {
        if (v < minEven) minEven = v;
        if (v > maxEven) maxEven = v;
      }
      if (v < minAll) minAll = v;
      if (v > maxAll) maxAll = v;
    }
    // remoteness: the winner hurries to a lost (even) option, the loser delays; suspense: the opposite
    values[mask] = remote ? 1 + (minEven !== 255 ? minEven : maxAll) : 1 + (maxEven >= 0 ? maxEven : minAll);
  }
  return { n, kind, index, values };
}

/** The position's bits in a table, or undefined when a blank cell of it is not one of the table's. */
function maskIn(t: Table, blanks: readonly Cell[]): number | undefined {
  let mask = 0;
  for (const [r, c] of blanks) {
    const i = t.index.get(cellKey(r, c));
    if (i === undefined) return undefined;
    mask |= 1 << i;
  }
  return mask;
}

function measureOf(s: Strip, blanks: readonly Cell[], kind: SmithKind): number | undefined {
  let mask = last && last.n === s.n && last.kind === kind ? maskIn(last, blanks) : undefined;
  if (mask === undefined) {
    if (blanks.length > STRIP_SMITH_CELLS) return undefined;
    last = makeTable(s.n, blanks, kind);
    mask = (1 << blanks.length) - 1;
  }
  return last!.values[mask]!;
}

/**
 * Remoteness or suspense of a strip position, and the move Smith's strategy makes (the
 * winner hurries or delays, the loser the opposite; null at the end); undefined past
 * {@link STRIP_SMITH_CELLS} blank cells.
 */
export function stripSmith(s: Strip, kind: SmithKind): { value: number; move: Strip | null } | undefined {
  const blanks = blanksOf(s);
  const value = measureOf(s, blanks, kind);
  if (value === undefined) return undefined;
  if (value === 0) return { value, move: null };
  const winning = value % 2 === 1;
  // the mover wins: to the even option of least (remoteness) or greatest (suspense) value;
  // loses: to the option of greatest (remoteness) or least (suspense) value
  const better = (a: number, b: number): boolean => ((kind === "remoteness") === winning ? a < b : a > b);
  let move: Cell[] | null = null;
  let best = -1;
  // an option's bits: the position's less the cells it colours (all of them blank cells of the table)
  const t = last!;
  const whole = maskIn(t, blanks)!;
  const consider = (coloured: Cell[]): void => {
    const v = t.values[whole & ~maskIn(t, coloured)!]!;
    if (winning && v % 2 === 1) return;
    if (move === null || better(v, best)) [move, best] = [coloured, v];
  };
  const blank = new Set(blanks.map(([r, c]) => cellKey(r, c)));
  for (const cell of blanks) consider([cell]);
  for (const [r, c] of blanks) {
    if (r === 1 && blank.has(cellKey(2, c)) && blank.has(cellKey(1, c + 1n)) && blank.has(cellKey(2, c + 1n))) {
      consider([
        [1, c],
        [2, c],
        [1, c + 1n],
        [2, c + 1n],
      ]);
    }
  }
  return { value, move: move === null ? null : strip(s.n, [...s.cells, ...(move as Cell[])]) };
}
