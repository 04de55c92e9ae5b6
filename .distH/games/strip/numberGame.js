import { numberGame } from "../_internals/numberGame.js";
import { strip, stripRules } from "./rules.js";
/** A board's coloured cells, sorted by column then row. */
function toStrip(board) {
    const cells = [];
    board.forEach((col, c) => {
        if (col & 1)
            cells.push([1, BigInt(c + 1)]);
        if (col & 2)
            cells.push([2, BigInt(c + 1)]);
    });
    return strip(BigInt(board.length), cells);
}
function toBoard({ n, cells }) {
    const board = new Array(Number(n)).fill(0);
    for (const [row, column] of cells)
        board[Number(column) - 1] |= row;
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
export const stripColouringGame = numberGame(stripRules, {
    name: "strip colouring",
    toExact: toStrip,
    fromExact: toBoard,
    key: (board) => board.join(""),
    show: (board) => board.map((c) => ".^v#"[c]).join(""),
});
//# sourceMappingURL=numberGame.js.map