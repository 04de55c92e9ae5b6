import { drawable, randomInt } from "../view.js";
import { wythoffIsP } from "./closedForms.js";
/** The P-positions are marked on grids up to this size. */
const MARKS_LIMIT = 64;
/** How Wythoff's game is drawn: a queen at (a, b), the P-positions as marks when asked. */
export const wythoffView = {
    rule: "Wythoff's game: the queen moves left, down, or diagonally down-left, as far as you like. Whoever moves her into the corner (0,0) wins; whoever cannot move loses.",
    unit: "queen",
    examples: [
        {
            label: "Wythoff's game (a queen on a grid)",
            expression: "wythoff(8,4)",
            shuffle: (random) => `wythoff(${randomInt(random, 2, 14)},${randomInt(random, 2, 14)})`,
        },
    ],
    board([a, b], options) {
        const x = drawable(a);
        const y = drawable(b);
        if (x === undefined || y === undefined)
            return undefined;
        if (!options?.marks || x > MARKS_LIMIT || y > MARKS_LIMIT)
            return { kind: "queen", x, y };
        const marks = [];
        for (let i = 0; i <= x; i++)
            for (let j = 0; j <= y; j++)
                if (wythoffIsP(i, j))
                    marks.push([i, j]);
        return { kind: "queen", x, y, marks };
    },
    describe: ([a, b], [x, y]) => `(${a},${b}) → (${x},${y})`,
};
//# sourceMappingURL=view.js.map