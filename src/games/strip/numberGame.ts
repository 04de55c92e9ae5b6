import type { Game } from "../../core/game.js";
import { numberGame } from "../_internals/numberGame.js";
import { strip, stripRules, type Strip, type StripRulesCell } from "./rules.js";

/**
 * A 2×n strip as a list of its n columns, each a bit set: 1 when the cell in row 1 is
 * coloured, 2 when the cell in row 2 is, 3 when both are, 0 when the column is blank.
 */
export type StripBoard = readonly number[];

/** A board's coloured cells, sorted by column then row. */
function toStrip(board: StripBoard): Strip {
  const cells: StripRulesCell[] = [];
  board.forEach((col, c) => {
    if (col & 1) cells.push([1, BigInt(c + 1)]);
    if (col & 2) cells.push([2, BigInt(c + 1)]);
  });
  return strip(BigInt(board.length), cells);
}

function toBoard({ n, cells }: Strip): StripBoard {
  const board = new Array<number>(Number(n)).fill(0);
  for (const [row, column] of cells) board[Number(column) - 1]! |= row;
  return board;
}

/**
 * Strip colouring as an engine game on small boards (a number per column): on a 2×n
 * board a move colours one uncoloured cell, or an uncoloured 2×2 square (two adjacent
 * blank columns); whoever colours last wins. The moves are {@link stripRules}', through
 * the one number adapter; {@link stripColouringGrundy} is the closed form for any n.
 *
 * @example grundy(stripColouringGame, [0, 0]) // 2
 */
export const stripColouringGame: Game<StripBoard> = numberGame<StripBoard, Strip>(stripRules, {
  name: "strip colouring",
  toExact: toStrip,
  fromExact: toBoard,
  key: (board) => board.join(""),
  show: (board) => board.map((c) => ".^v#"[c]).join(""),
});
