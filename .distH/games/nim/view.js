// Nim on a board: rows of tokens, heap i staying heap i.
import { drawable, randomInt } from "../view.js";
/** How Nim is drawn: heaps of tokens in order; a click on a token takes it and every token to its right. */
export const nimView = {
    rule: "Nim: take any number of tokens from one heap (click a token: it and every token to its right go). Whoever takes the last token wins.",
    examples: [
        {
            label: "Nim",
            expression: "nim(3,5,7)",
            shuffle: (random) => `nim(${Array.from({ length: randomInt(random, 2, 4) }, () => randomInt(random, 1, 9)).join(",")})`,
        },
    ],
    board(position) {
        const heaps = position.map(drawable);
        return heaps.every((h) => h !== undefined) ? { kind: "heaps", heaps: heaps, tokens: "tokens", ordered: true } : undefined;
    },
    describe(from, to) {
        if (from.length !== to.length)
            return undefined;
        const j = from.findIndex((h, i) => h !== to[i]);
        return j < 0 ? undefined : `heap ${j + 1}: ${from[j]} → ${to[j]}`;
    },
};
//# sourceMappingURL=view.js.map