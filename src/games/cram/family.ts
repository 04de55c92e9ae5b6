import { InputError } from "../../errors.js";
import type { Atom } from "../../expression/ast.js";
import { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import { type CramBoard, MAX_CELLS, boardOf, boardText, emptyBoard, isBlank } from "./board.js";
import { closedGrundy, closedIsP, closedMovesTo } from "./closedForms.js";
import { cramGame } from "./rules.js";
import { cramSearchForms } from "./searchForms.js";
import { cramSearchFace } from "./searchFace.js";
import { cramView, dominoOf } from "./view.js";

const USAGE = 'cram(rows,columns) or cram("../.#")';

/** `cram(3,4)` for an empty board, `cram("../.#")` otherwise: what {@link readCram} reads back. */
export function printCram(b: CramBoard): string {
  return isBlank(b) ? `cram(${b.rows},${b.columns})` : `cram("${boardText(b)}")`;
}

const game = cramGame(printCram);

/** Reads `cram(rows,columns)` or `cram("rows/…")`; every error names the column of the offending character. */
function readCram(a: Args): CramBoard {
  a.sections(1);
  const atoms = a.atoms(0);
  const fail = (what: string, got: string, column: number): never => {
    throw new InputError(`${what} in ${USAGE}`, got, { column });
  };
  const first = atoms[0];
  if (first?.kind === "string") {
    if (atoms[1]) fail('")" after the board', Args.show(atoms[1]), atoms[1].column);
    return readText(first, fail);
  }
  if (atoms.length !== 2) fail("two numbers (rows, columns) or a board in quotes", Args.show(atoms[Math.min(atoms.length, 2)]), (atoms[2] ?? atoms[0])?.column ?? a.call.column);
  const [rowsAtom, columnsAtom] = atoms as [Atom, Atom];
  const rows = a.int(rowsAtom, "the number of rows");
  const columns = a.int(columnsAtom, "the number of columns");
  if (rows < 1n || rows > BigInt(MAX_CELLS)) fail(`a number of rows from 1 to ${MAX_CELLS}`, Args.show(rowsAtom), rowsAtom.column);
  if (columns < 1n || columns > BigInt(MAX_CELLS)) fail(`a number of columns from 1 to ${MAX_CELLS}`, Args.show(columnsAtom), columnsAtom.column);
  if (rows * columns > BigInt(MAX_CELLS)) fail(`a board of at most ${MAX_CELLS} cells`, Args.show(columnsAtom), columnsAtom.column);
  return emptyBoard(Number(rows), Number(columns));
}

function readText(atom: Atom & { kind: "string" }, fail: (what: string, got: string, column: number) => never): CramBoard {
  const text = atom.value;
  const at = (i: number): number => atom.column + 1 + i; // the character's column (after the quote)
  const lines = text.split("/");
  const width = lines[0]!.length;
  if (width === 0) fail('a row of "." (empty) and "#" (filled) cells', text.length ? "/" : "", at(0));
  let offset = 0;
  const cells: number[] = [];
  for (const line of lines) {
    for (let c = 0; c < line.length; c++) {
      const ch = line[c]!;
      if (ch !== "." && ch !== "#") fail('"." (an empty cell), "#" (a filled cell) or "/" (the next row)', ch, at(offset + c));
      if (c >= width) fail(`"/" or the end of the board: every row has ${width} cells, as the first`, ch, at(offset + c));
      cells.push(ch === "." ? 1 : 0);
    }
    if (line.length < width)
      fail(
        `${width - line.length} more cell${width - line.length > 1 ? "s" : ""}: every row has ${width} cells, as the first`,
        offset + line.length < text.length ? "/" : "the end of the board",
        at(offset + line.length),
      );
    offset += line.length + 1;
  }
  if (cells.length > MAX_CELLS) fail(`a board of at most ${MAX_CELLS} cells`, text, atom.column);
  // cells are read top row first: bit r · columns + c
  return boardOf(lines.length, width, cells);
}

/**
 * `cram(rows,columns)` / `cram("../.#")`: Cram. Exact values in closed form for regions of
 * one column (Dawson's Kayles, any length), full 2 × n grids and boards the half-turn
 * strategy decides; the engine (regions up to symmetry) for the rest, within the budget.
 */
export const cramFamily = family<CramBoard>({
  name: "cram",
  usage: USAGE,
  summary: "Cram: fill two empty cells side by side (a domino, either way); regions no domino joins are a sum",
  game,
  view: cramView,
  read: readCram,
  print: printCram,
  grundy: (b, budget) => closedGrundy(b) ?? cramSearchForms.grundy(b, budget),
  isP: closedIsP,
  movesTo: (b, target, limit, budget) => closedMovesTo(b, target, limit) ?? cramSearchForms.movesTo(b, target, limit, budget),
  // one domino filled: exactly two cells side by side went from empty to filled
  isOption: (from, to) => dominoOf(from, to) !== undefined,
  search: cramSearchFace,
});
