// Chomp's table face: `grundy solve chomp <rows> <columns>` finds every winning first move of a
// rectangle from the outcome of every diagram inside the box (./box.ts).
import { group, mib } from "../../_internals/counts.js";
import { tableNatural } from "../_internals/tableNatural.js";
import type { TableFace, TableIO } from "../tableFace.js";
import { type ChompBox, type ChompBoxProgress, chompBoxRefusal, chompBoxWinningMoves, solveChompBox } from "./box.js";
import { CHOMP_BOX_MAX_PATH } from "./boxRank.js";
import { chompRectangleMoves, formatChompBoxTable, formatChompSquare } from "./boxTable.js";

const NAME = "grundy solve chomp";

/** A size as typed, as a number, or one clear line naming the bound. */
function size(text: string | undefined, what: string, io: TableIO): number {
  return tableNatural(text, 1, CHOMP_BOX_MAX_PATH, what, io, `rows + columns at most ${group(CHOMP_BOX_MAX_PATH)} and at most 2^32 diagrams: 17×17 fits, 18×18 does not`);
}

function solveBox(rows: number, columns: number, io: TableIO): ChompBox {
  const refusal = chompBoxRefusal(rows, columns);
  if (refusal !== undefined) io.fail(refusal);
  const t0 = performance.now();
  const show = (p: ChompBoxProgress) => {
    const rate = p.done / Math.max(1e-3, (performance.now() - t0) / 1000);
    const left = (p.diagrams - p.done) / rate;
    io.progress(
      `${NAME}: ${rows}×${columns} box: ${group(p.done)} of ${group(p.diagrams)} diagrams (${((100 * p.done) / p.diagrams).toFixed(1)}%), ${group(p.pPositions)} P-positions, ${(rate / 1e6).toFixed(0)} M diagrams/s, about ${left.toFixed(0)} s left`,
    );
  };
  try {
    io.progress(`${NAME}: ${rows}×${columns} box: allocating the bits`, true);
    return solveChompBox(rows, columns, { onProgress: show });
  } finally {
    io.clear();
  }
}

function footer(box: ChompBox, seconds: number, peakRss: number): string {
  return [
    `diagrams       ${group(box.diagrams)} in the ${box.rows}×${box.columns} box (C(${box.rows + box.columns}, ${box.rows}), the empty one included), ${group(box.pPositions)} P-position${box.pPositions === 1 ? "" : "s"}`,
    `time           ${seconds.toFixed(2)} s`,
    `memory         ${mib(box.nBits.byteLength)} of bits, peak RSS ${mib(peakRss)}`,
    "",
  ].join("\n");
}

/** `grundy solve chomp <rows> <columns>`: every winning first move of the rectangle, or with --box of every board inside it. */
export const chompTableFace: TableFace = {
  description: "Chomp on a rows × columns rectangle: every winning first move, from P or N of every diagram inside the box",
  arguments: [
    { name: "<rows>", description: "rows of the board, ≥ 1" },
    { name: "<columns>", description: "columns of the board, ≥ 1" },
  ],
  options: [
    { flags: "--box", description: "the table of every board a × b with a ≤ rows, b ≤ columns and its winning first moves" },
    { flags: "--json", description: "print the result as JSON" },
  ],
  about: [
    "A move takes a square and every square below and right of it; whoever must take the",
    "poisoned top-left square (1,1) loses. Squares are written row,column, 1-based, row 1 on top.",
    "",
    "The solver decides every Young diagram inside the box, C(rows + columns, rows) of them, at one",
    "bit each (docs in src/games/chomp/box.ts): 14 × 14 (40 M diagrams) takes about 0.6 s,",
    "16 × 16 (601 M, 75 MB of bits) about 10 s. The bound is 2^32 diagrams (512 MiB):",
    "17 × 17 (2.3·10^9, 292 MB) fits; 18 × 18 (9.1·10^9, 1.13 GB) is refused.",
  ],
  examples: ["grundy solve chomp 14 14", "grundy solve chomp 5 7 --json", "grundy solve chomp 10 12 --box"],
  solve([rowsText, columnsText], opts, io) {
    const t0 = performance.now();
    const rows = size(rowsText, "rows", io);
    const columns = size(columnsText, "columns", io);
    const box = solveBox(rows, columns, io);
    const seconds = (performance.now() - t0) / 1000;
    const peakRss = io.peakMemory();
    const stats = { diagrams: box.diagrams, pPositions: box.pPositions, seconds: Number(seconds.toFixed(3)), bitsBytes: box.nBits.byteLength, peakRssBytes: peakRss };
    if (opts.box) {
      const boards = chompRectangleMoves(box);
      if (opts.json) return `${JSON.stringify({ game: "chomp", rows, columns, boards, ...stats })}\n`;
      return `${formatChompBoxTable(boards)}\n${footer(box, seconds, peakRss)}`;
    }
    const winningMoves = chompBoxWinningMoves(
      box,
      Array.from({ length: rows }, () => columns),
    );
    const outcome = winningMoves.length > 0 ? "N" : "P";
    if (opts.json) return `${JSON.stringify({ game: "chomp", rows, columns, outcome, winningMoves, ...stats })}\n`;
    const moves = winningMoves.length === 0 ? "none: P, the mover loses" : winningMoves.map((m) => `(${formatChompSquare(m)})`).join(" ");
    const count = winningMoves.length === 1 ? "1 winning first move" : `${winningMoves.length} winning first moves`;
    const lines = [`chomp(${rows},${columns}): ${outcome}, ${count}`, `winning moves  ${moves}  (row,column of the square taken, 1-based, row 1 on top)`];
    return `${lines.join("\n")}\n${footer(box, seconds, peakRss)}`;
  },
};
