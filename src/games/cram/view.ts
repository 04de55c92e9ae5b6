// Cram on a board: the grid of cells, filled cells dark; a move fills a 1×2 rectangle.
import { randomInt, type View } from "../view.js";
import { grundy } from "../../core/grundy.js";
import { boardOf, boardText, type CramBoard, cellsOf, emptyBoard, MAX_DRAWN_CELLS } from "./board.js";
import { cramGame } from "./rules.js";

/** The two cells a move filled (0-based indices, the lower first), or undefined when `to` is not one domino from `from`. */
export function dominoOf(from: CramBoard, to: CramBoard): [number, number] | undefined {
  if (from.rows !== to.rows || from.columns !== to.columns) return undefined;
  const diff = from.empty ^ to.empty;
  if ((diff & to.empty) !== 0n || diff === 0n) return undefined;
  const s = diff.toString(2); // the highest set bit first
  if (s.split("1").length !== 3) return undefined; // exactly two cells
  const high = s.length - 1;
  const low = s.length - 1 - s.lastIndexOf("1");
  const w = from.columns;
  const across = high === low + 1 && high % w !== 0;
  return across || high === low + w ? [low, high] : undefined;
}

/** The engine game the examples are checked with (boards of at most 20 cells: milliseconds). */
const checker = cramGame(boardText);

/** A random board: 2–4 rows, 3–5 columns, sometimes a filled cell or two. */
function randomStart(random: () => number): string {
  const rows = randomInt(random, 2, 4);
  const columns = randomInt(random, 3, 5);
  const filled = randomInt(random, 0, 2);
  if (filled === 0) return `cram(${rows},${columns})`;
  const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => "."));
  for (let k = 0; k < filled; k++) grid[randomInt(random, 0, rows - 1)]![randomInt(random, 0, columns - 1)] = "#";
  return `cram("${grid.map((r) => r.join("")).join("/")}")`;
}

/** A random start the first player wins (so the hint has a win to show), from a few tries. */
function shuffle(random: () => number): string {
  let start = randomStart(random);
  for (let tries = 0; tries < 20; tries++) {
    const text = start.startsWith('cram("') ? start.slice(6, -2) : undefined;
    const [r, c] = text === undefined ? (start.slice(5, -1).split(",").map(Number) as [number, number]) : [0, 0];
    const board = text === undefined ? emptyBoard(r, c) : fromText(text);
    if (grundy(checker, board) !== 0) return start;
    start = randomStart(random);
  }
  return start;
}

/** A board from its rows ("." empty, "#" filled), as the examples write them (well formed). */
function fromText(text: string): CramBoard {
  const lines = text.split("/");
  const cells = lines.flatMap((l) => [...l].map((ch) => (ch === "." ? 1 : 0)));
  return boardOf(lines.length, lines[0]!.length, cells);
}

/** How Cram is drawn: the grid, filled cells dark; a move fills two empty cells side by side. */
export const cramView: View<CramBoard> = {
  rule: "Cram: fill two empty cells side by side (a domino, across or down). Whoever cannot place a domino loses.",
  unit: "board",
  examples: [
    { label: "Cram (dominoes on a 3×4 board)", expression: "cram(3,4)", shuffle },
    { label: "Cram with two corners filled", expression: 'cram("#.../..../...#")' },
  ],
  board(b) {
    if (b.rows * b.columns > MAX_DRAWN_CELLS) return undefined;
    const cells = cellsOf(b);
    const filled: [number, number][] = [];
    for (let i = 0; i < cells.length; i++) if (!cells[i]) filled.push([Math.floor(i / b.columns) + 1, (i % b.columns) + 1]);
    return { kind: "cells", rows: b.rows, columns: b.columns, filled };
  },
  describe(from, to) {
    const d = dominoOf(from, to);
    if (!d) return undefined;
    const w = from.columns;
    const [r, c] = [Math.floor(d[0] / w) + 1, (d[0] % w) + 1];
    return d[1] === d[0] + 1 ? `place a domino on row ${r}, columns ${c}–${c + 1}` : `place a domino in column ${c}, rows ${r}–${r + 1}`;
  },
};
