// The winning first moves of every rectangle inside a solved box, and the table that shows them.
import { type ChompBox, type ChompSquare, chompBoxWinningMoves } from "./box.js";

/** One a × b board and every winning first move of it (1-based squares; none for 1 × 1, a P-position). */
export interface ChompBoardMoves {
  readonly rows: number;
  readonly columns: number;
  readonly winningMoves: readonly ChompSquare[];
}

/** Every board a × b with a ≤ rows, b ≤ columns (at most the box's), row by row. */
export function chompRectangleMoves(box: ChompBox, rows = box.rows, columns = box.columns): ChompBoardMoves[] {
  const boards: ChompBoardMoves[] = [];
  for (let a = 1; a <= Math.min(rows, box.rows); a++) {
    for (let b = 1; b <= Math.min(columns, box.columns); b++) {
      boards.push({
        rows: a,
        columns: b,
        winningMoves: chompBoxWinningMoves(
          box,
          Array.from({ length: a }, () => b),
        ),
      });
    }
  }
  return boards;
}

/** A square as the table writes it: `row,column`. */
export const formatChompSquare = (s: ChompSquare): string => `${s.row},${s.column}`;

/**
 * The boards as a table: a line per number of rows a, a column per number of columns b, each
 * cell the winning first moves of the a × b board (`row,column` of the square taken, several
 * joined by `/`), `P` for 1 × 1 (no move: the mover must take the poisoned square).
 */
export function formatChompBoxTable(boards: readonly ChompBoardMoves[]): string {
  const rows = boards.reduce((most, b) => Math.max(most, b.rows), -Infinity);
  const columns = boards.reduce((most, b) => Math.max(most, b.columns), -Infinity);
  const cell = (b: ChompBoardMoves) => (b.winningMoves.length === 0 ? "P" : b.winningMoves.map(formatChompSquare).join("/"));
  const cells = boards.map(cell);
  // each column as wide as its widest cell
  const width = Array.from({ length: columns }, (_, i) => cells.reduce((most, c, k) => (boards[k]!.columns === i + 1 ? Math.max(most, c.length) : most), String(i + 1).length));
  const head = Math.max("rows\\columns".length, String(rows).length);
  const lines = [
    `Chomp: the winning first moves of every board of a ≤ ${rows} rows and b ≤ ${columns} columns: the square taken, row,column, 1-based`,
    "(row 1 is the top row, (1,1) the poisoned square; several winning moves are joined by /; P: no winning move)",
    "",
    ["rows\\columns".padEnd(head), ...width.map((w, i) => String(i + 1).padStart(w))].join("  "),
  ];
  for (let a = 1; a <= rows; a++) {
    const line = [String(a).padEnd(head)];
    for (const [i, b] of boards.entries()) if (b.rows === a) line.push(cells[i]!.padStart(width[b.columns - 1]!));
    lines.push(line.join("  ").trimEnd());
  }
  return `${lines.join("\n")}\n`;
}
