// How the coin-turning games are drawn: a row of coins (the `coins` board) or a grid of
// coins (the `coinGrid` board), and a move as the coins it turned.
import type { Board, View, ViewExample } from "../view.js";
import { type CoinGrid, turnedCells } from "./grid.js";
import { type CoinRow, turnedCoins } from "./row.js";

/** The most coins drawn (past this the front ends list the moves as text). */
const MOST_DRAWN = 4096;

/** "2", "2 and 5", "2, 3 and 5". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A row's board: its coins, heads true, position 1 first. */
export function rowBoard(row: CoinRow): Board | undefined {
  if (row.length > MOST_DRAWN) return undefined;
  const coins = new Array<boolean>(row.length).fill(false);
  for (const h of row.heads) coins[h - 1] = true;
  return { kind: "coins", coins };
}

/** The view of a coin-turning game on a row: the rule, starts, the row, "turned coins 2 and 5". */
export function rowView(rule: string, examples: readonly ViewExample[]): View<CoinRow> {
  return {
    rule,
    unit: "row",
    examples,
    board: rowBoard,
    describe(from, to) {
      const turned = turnedCoins(from, to);
      return turned.length === 0 ? undefined : `turned coin${turned.length === 1 ? "" : "s"} ${listed(turned.map(String))}`;
    },
  };
}

/** A random row of n coins for `shuffle`, with at least one head. */
export function randomCoins(random: () => number, n: number): string {
  const chars = Array.from({ length: n }, () => (random() < 0.5 ? "H" : "T"));
  chars[n - 1] = "H";
  return chars.join("");
}

/** The view of Turning Corners: the grid of coins, a move as the rectangle whose corners it turned. */
export function gridView(rule: string, examples: readonly ViewExample[]): View<CoinGrid> {
  return {
    rule,
    unit: "grid",
    examples,
    board: (g) => (g.rows * g.columns > MOST_DRAWN ? undefined : { kind: "coinGrid", rows: g.rows, columns: g.columns, heads: g.heads }),
    describe(from, to) {
      const cells = turnedCells(from, to);
      if (cells.length !== 4) return undefined;
      const [r0, c0] = cells[0]!;
      const [r1, c1] = cells[3]!;
      return `turned the corners of rows ${r0} and ${r1}, columns ${c0} and ${c1}`;
    },
  };
}
