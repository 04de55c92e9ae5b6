// The terminal's board renderers: one row per kind of board, the lines it draws.
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/games/view.js";
import { boardLines } from "../../../src/cli/play/board.js";

const rows: [string, Board, string[] | undefined][] = [
  ["heaps of tokens, numbered when ordered", { kind: "heaps", heaps: [3, 0, 2], tokens: "tokens", ordered: true }, ["1  ●●●  3", "2  -  0", "3  ●●  2"]],
  ["rows of pins, a multiset", { kind: "heaps", heaps: [4, 1], tokens: "pins", ordered: false }, ["| | | |  4", "|  1"]],
  ["a queen on a grid, row 0 at the bottom, marks", { kind: "queen", x: 2, y: 1, marks: [[0, 0]] }, ["1 . . Q", "0 * . .", "  0 1 2"]],
  ["two bars to scale", { kind: "bars", a: 5, b: 2 }, ["█████ 5", "██ 2"]],
  [
    "a grid of cells, rows and columns numbered from 1",
    {
      kind: "cells",
      rows: 2,
      columns: 3,
      filled: [
        [1, 2],
        [2, 3],
      ],
    },
    ["  1 2 3", "1 . # .", "2 . . #"],
  ],
  ["a Young diagram, the poisoned square x, rows and columns numbered from 1", { kind: "diagram", rows: [3, 1] }, ["  1 2 3", "1 x ■ ■", "2 ■"]],
  ["coins, numbered", { kind: "coins", coins: [true, false, true] }, [" H T H", " 1 2 3"]],
  [
    "a grid of coins, rows and columns numbered from 0",
    {
      kind: "coinGrid",
      rows: 2,
      columns: 3,
      heads: [
        [0, 0],
        [1, 2],
      ],
    },
    ["  0 1 2", "0 H T T", "1 T T H"],
  ],
  [
    "a graph: vertices, removed in brackets, edges between the others",
    {
      kind: "graph",
      vertices: 3,
      edges: [
        [0, 1],
        [1, 2],
      ],
      removed: [2],
    },
    ["vertices 0 1 [2]", "edges 0-1"],
  ],
  ["a heap too large for a terminal is cut short, its size beside it", { kind: "heaps", heaps: [1000], tokens: "tokens", ordered: false }, [`${"●".repeat(60)}…  1000`]],
  ["more heaps than lines are not drawn", { kind: "heaps", heaps: Array.from({ length: 30 }, () => 1), tokens: "tokens", ordered: false }, undefined],
  ["a grid too large is not drawn", { kind: "queen", x: 100, y: 3 }, undefined],
];

describe("boardLines", () => {
  it.each(rows)("%s", (_, board, lines) => {
    expect(boardLines(board)).toEqual(lines);
  });

  it("long bars are scaled to the terminal, with their lengths", () => {
    const [a, b] = boardLines({ kind: "bars", a: 600, b: 300 })!;
    expect(a).toBe(`${"█".repeat(60)} 600`);
    expect(b).toBe(`${"█".repeat(30)} 300`);
  });
});
