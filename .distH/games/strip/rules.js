import { defineGame } from "../../core/game.js";
const cmp = (x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[0] - y[0]);
/** A strip with its cells sorted and each once. */
export function strip(n, coloured) {
    const seen = new Set();
    const cells = [...coloured].sort(cmp).filter(([r, c]) => !seen.has(`${r},${c}`) && !!seen.add(`${r},${c}`));
    return { n, cells };
}
/** How a strip is written: `strip(n; row,column …)`. */
export const print = ({ n, cells }) => `strip(${n}${cells.length ? `; ${cells.map(([r, c]) => `${r},${c}`).join(" ")}` : ""})`;
/** Strip colouring on a 2×n strip of any n, the rules (the family's engine game): a move colours one blank cell, or a blank 2×2 square (two adjacent blank columns). */
export const stripRules = defineGame({
    name: "strip",
    moves: function* (s) {
        const taken = new Set(s.cells.map(([r, c]) => `${r},${c}`));
        const blank = (r, c) => !taken.has(`${r},${c}`);
        for (let c = 1n; c <= s.n; c++) {
            for (const r of [1, 2])
                if (blank(r, c))
                    yield strip(s.n, [...s.cells, [r, c]]);
            if (c < s.n && blank(1, c) && blank(2, c) && blank(1, c + 1n) && blank(2, c + 1n)) {
                yield strip(s.n, [...s.cells, [1, c], [2, c], [1, c + 1n], [2, c + 1n]]);
            }
        }
    },
    key: print,
    show: print,
});
//# sourceMappingURL=rules.js.map