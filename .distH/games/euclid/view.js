import { drawable, randomInt } from "../view.js";
/** How Euclid's game is drawn: two bars, a move shortens the larger by a multiple of the smaller. */
export const euclidView = {
    rule: "Euclid's game: take a multiple of the smaller number from the larger one, leaving it non-negative. A pair with a 0 is finished; the last player to move wins.",
    unit: "pair",
    examples: [
        {
            label: "Euclid's game, several pairs at once (Every-SG)",
            expression: "euclid(13,8) + euclid(11,7) + euclid(9,4)",
            compound: "every",
            shuffle: (random) => Array.from({ length: randomInt(random, 2, 4) }, () => `euclid(${randomInt(random, 2, 30)},${randomInt(random, 1, 30)})`).join(" + "),
        },
    ],
    board([p, q]) {
        const a = drawable(p);
        const b = drawable(q);
        return a === undefined || b === undefined ? undefined : { kind: "bars", a, b };
    },
    describe: ([a, b], [x, y]) => `(${a},${b}) → (${x},${y})`,
};
//# sourceMappingURL=view.js.map