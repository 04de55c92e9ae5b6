import { drawable, randomInt } from "../view.js";
const cellsOf = (s) => s.cells.map(([r, c]) => [r, Number(c)]);
/** How the strip is drawn: 2 × n cells; a move colours one blank cell or a blank 2×2 square. */
export const stripView = {
    rule: "Strip colouring: colour one blank cell, or a blank 2×2 square (two whole columns side by side). Whoever cannot colour anything loses.",
    unit: "strip",
    examples: [
        {
            label: "Colouring a 2×N strip",
            expression: "strip(10; 1,3 2,7)",
            shuffle: (random) => {
                const n = randomInt(random, 5, 14);
                const cells = Array.from({ length: randomInt(random, 0, 3) }, () => `${randomInt(random, 1, 2)},${randomInt(random, 1, n)}`);
                return `strip(${n}${cells.length ? `; ${cells.join(" ")}` : ""})`;
            },
        },
    ],
    board(s) {
        const columns = drawable(s.n);
        return columns === undefined ? undefined : { kind: "cells", rows: 2, columns, filled: cellsOf(s) };
    },
    describe(from, to) {
        const had = new Set(from.cells.map(([r, c]) => `${r},${c}`));
        const added = to.cells.filter(([r, c]) => !had.has(`${r},${c}`));
        if (added.length === 1)
            return `colour row ${added[0][0]}, column ${added[0][1]}`;
        if (added.length !== 4)
            return undefined;
        const c = added.map(([, c]) => c).reduce((x, y) => (y < x ? y : x));
        return `2×2 square at columns ${c}–${c + 1n}`;
    },
};
//# sourceMappingURL=view.js.map