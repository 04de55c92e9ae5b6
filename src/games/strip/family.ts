import { InputError } from "../../errors.js";
import { STRIP_THEOREM, stripBlankRunSpan, stripColouringSegments, stripSegmentMoves } from "./closedForms.js";
import { takeAndBreakTheorem } from "../../pattern/theorems/heapTheorems.js";
import { family } from "../_internals/familyRecord.js";
import { print, strip, stripRules, type Strip, type StripRulesCell as Cell } from "./rules.js";
import { stripSmith } from "./smith.js";
import { stripView } from "./view.js";

const USAGE = "strip(n; row,column …)";

/** `strip(n; row,column …)`: colouring a 2×n strip, exact for any n (proven period of blank runs). */
export const stripFamily = family<Strip>({
  name: "strip",
  view: stripView,
  usage: USAGE,
  summary: "colouring a 2×n strip with 1×1 and 2×2 tiles, some cells already coloured",
  game: stripRules,
  read(a) {
    a.sections(2);
    const [n] = a.ints(0, 1, "the number of columns");
    const cells: Cell[] = [];
    for (const tuple of a.call.sections[1] ?? []) {
      const [r, c] = tuple;
      if (tuple.length !== 2)
        throw new InputError(`a cell row,column in ${USAGE}`, tuple.map((t) => (t.kind === "int" ? t.text : "?")).join(","), { column: tuple[0]?.column ?? a.call.column });
      const row = a.int(r, "a row, 1 or 2");
      const column = a.int(c, "a column");
      if (row !== 1n && row !== 2n) throw new InputError("a row, 1 or 2", String(row), { column: r!.column });
      if (column < 1n || column > n!) throw new InputError(`a column from 1 to ${n}`, String(column), { column: c!.column });
      cells.push([row === 1n ? 1 : 2, column]);
    }
    return strip(n!, cells);
  },
  print,
  isOption(from, to) {
    // one blank cell coloured, or the four cells of two blank columns side by side
    if (to.n !== from.n) return false;
    const had = new Set(from.cells.map(([r, c]) => `${r},${c}`));
    if (!from.cells.every(([r, c]) => to.cells.some(([r2, c2]) => r2 === r && c2 === c))) return false;
    const added = to.cells.filter(([r, c]) => !had.has(`${r},${c}`));
    if (added.length === 1) return true;
    if (added.length !== 4) return false;
    const c = added[0]![1];
    return added.every(([r, col], i) => r === (i % 2) + 1 && col === c + BigInt(i >> 1));
  },
  smith: stripSmith,
  // a blank strip's value g(n) = mex({g(i) ⊕ g(n − 1 − i) ⊕ 1} ∪ {g(i) ⊕ g(n − 2 − i)}): a move
  // colours t ≤ 2 columns and leaves k ≤ 2 blank runs, the constant ⊕ 1 of a cell's move the
  // same on both sides of the periodicity theorem's proof (see stripColouringPeriodicity)
  lineTheorem: ({ n, cells }, variable) =>
    n === variable && cells.length === 0
      ? { ...takeAndBreakTheorem(STRIP_THEOREM), name: "periodicity theorem of blank strips (t = 2, k = 2; a cell's move adds ⊕ 1)" }
      : undefined,
  grundy: ({ n, cells }) => BigInt(stripColouringSegments(n, cells).reduce((a, s) => a ^ s.value, 0)),
  movesTo({ n, cells }, target, limit) {
    const segments = stripColouringSegments(n, cells);
    const x = segments.reduce((a, s) => a ^ s.value, 0);
    const moves: Strip[] = [];
    // a long blank run lists only the moves near its left end (see stripBlankRunSpan)
    let complete = segments.every((s) => s.kind === "lone" || stripBlankRunSpan(s.length) === s.length);
    const add = (...more: Cell[]): void => {
      if (moves.length < limit) moves.push(strip(n, [...cells, ...more]));
      else complete = false;
    };
    for (const s of segments) {
      for (const m of stripSegmentMoves(s, s.value ^ x ^ Number(target))) {
        if (m.kind === "square") add([1, m.column], [2, m.column], [1, m.column + 1n], [2, m.column + 1n]);
        else if (s.kind === "lone") add([m.row, m.column]);
        else {
          // in a blank run, the cell in row 2 mirrors the one in row 1
          add([1, m.column]);
          add([2, m.column]);
        }
      }
    }
    return { moves, complete };
  },
});
