import { turnedCells } from "./grid.js";
import { turnedCoins } from "./row.js";
/** The most coins drawn (past this the front ends list the moves as text). */
const MOST_DRAWN = 4096;
/** "2", "2 and 5", "2, 3 and 5". */
export function listed(items) {
    return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
/** A row's board: its coins, heads true, position 1 first. */
export function rowBoard(row) {
    if (row.length > MOST_DRAWN)
        return undefined;
    const coins = new Array(row.length).fill(false);
    for (const h of row.heads)
        coins[h - 1] = true;
    return { kind: "coins", coins };
}
/** The view of a coin-turning game on a row: the rule, starts, the row, "turned coins 2 and 5". */
export function rowView(rule, examples) {
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
export function randomCoins(random, n) {
    const chars = Array.from({ length: n }, () => (random() < 0.5 ? "H" : "T"));
    chars[n - 1] = "H";
    return chars.join("");
}
/** The view of Turning Corners: the grid of coins, a move as the rectangle whose corners it turned. */
export function gridView(rule, examples) {
    return {
        rule,
        unit: "grid",
        examples,
        board: (g) => (g.rows * g.columns > MOST_DRAWN ? undefined : { kind: "coinGrid", rows: g.rows, columns: g.columns, heads: g.heads }),
        describe(from, to) {
            const cells = turnedCells(from, to);
            if (cells.length !== 4)
                return undefined;
            const [r0, c0] = cells[0];
            const [r1, c1] = cells[3];
            return `turned the corners of rows ${r0} and ${r1}, columns ${c0} and ${c1}`;
        },
    };
}
//# sourceMappingURL=view.js.map