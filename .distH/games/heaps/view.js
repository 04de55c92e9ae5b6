import { drawable, randomInt } from "../view.js";
/** The rule of any heap game given by a code or a subtraction set. */
const ANY_RULES = "Take the tokens the rules allow from one heap; what is left may split into two heaps. Whoever cannot move loses.";
function heapsBoard(tokens) {
    return ({ heaps }) => {
        const sizes = heaps.map(drawable);
        return sizes.every((h) => h !== undefined) ? { kind: "heaps", heaps: sizes, tokens, ordered: false } : undefined;
    };
}
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const plural = (n, word) => `${n} ${word}${n === 1n ? "" : "s"}`;
/**
 * A move in words: which heap (row) it changed and how. A move replaces one heap in place by
 * what is left of it (none, one or two heaps): "knocked down pins 3–4 of the second row",
 * "took 2 tokens from the first heap (7), leaving 2 and 3", "split the heap of 7 into 3 and 4".
 */
function heapsDescribe(tokens) {
    return ({ heaps: a }, { heaps: b }) => {
        let p = 0;
        while (p < a.length && p < b.length && a[p] === b[p])
            p++;
        let s = 0;
        while (s < a.length - p - 1 && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s])
            s++;
        if (a.length - p - s !== 1)
            return undefined;
        const h = a[p];
        const left = b.slice(p, b.length - s);
        if (left.length > 2)
            return undefined;
        const taken = h - left.reduce((x, y) => x + y, 0n);
        if (taken < 0n)
            return undefined;
        const unit = tokens === "pins" ? "row" : "heap";
        const nth = a.length === 1 ? "" : `${ORDINALS[p] ?? `${p + 1}th`} `;
        const which = `the ${nth}${unit}`;
        if (tokens === "pins") {
            if (left.length === 0)
                return `knocked down the whole ${nth}${unit} (${plural(h, "pin")})`;
            // the pins after the first piece went (the last ones when one piece is left)
            const first = left[0] + 1n;
            const last = left[0] + taken;
            if (taken === 0n)
                return `split ${which} into ${left.join(" and ")}`;
            return `knocked down ${taken === 1n ? `pin ${first}` : `pins ${first}–${last}`} of ${which}${left.length === 2 ? `, leaving ${left.join(" and ")}` : ""}`;
        }
        if (left.length === 0)
            return `took the whole ${nth}${unit} (${plural(h, "token")})`;
        if (taken === 0n)
            return `split ${which} (${h}) into ${left.join(" and ")}`;
        return `took ${plural(taken, "token")} from ${which} (${h}), leaving ${left.join(" and ")}`;
    };
}
const view = (rule, tokens, examples = []) => ({
    rule,
    unit: "row",
    examples,
    board: heapsBoard(tokens),
    describe: heapsDescribe(tokens),
});
/** The named heap games' views, by family name. */
const NAMED = {
    kayles: view("Kayles: knock down one pin, or two pins side by side; a row may split in two. Whoever knocks down the last pin wins.", "pins", [
        {
            label: "Kayles (bowling pins)",
            expression: "kayles(4,7)",
            shuffle: (random) => `kayles(${Array.from({ length: randomInt(random, 1, 2) }, () => randomInt(random, 2, 12)).join(",")})`,
        },
    ]),
    dawson: view("Dawson's Kayles: knock down two pins side by side; a row may split in two. Whoever knocks down the last pins wins.", "pins"),
    doublekayles: view("Double Kayles: knock down one to four pins side by side; a row may split in two. Whoever knocks down the last pin wins.", "pins"),
    dawsonschess: view("Dawson's chess: take a lone token, two tokens from the end of a row, or three from anywhere in it (a row may split). Whoever cannot move loses.", "tokens"),
    officers: view("Officers: take one token from a row, leaving one or two non-empty rows. Whoever cannot move loses.", "tokens"),
    treblecross: view("Treblecross: take three tokens side by side from a row, which may split in two. Whoever cannot move loses.", "tokens"),
    grundy: view("Grundy's game: split one heap into two heaps of different sizes. Whoever cannot split any heap loses.", "tokens"),
};
/** The view of a named heap game (the generic heap view for a name without its own). */
export function heapView(name) {
    return NAMED[name] ?? view(ANY_RULES, "tokens");
}
/** `heap("code", …)`: any take-and-break code on heaps of tokens. */
export const heapCodeView = view(ANY_RULES, "tokens");
/** `subtraction({…}, …)`: a subtraction game on heaps of tokens. */
export const subtractionView = view("Take a number of tokens in the set from one heap. Whoever cannot move loses.", "tokens");
//# sourceMappingURL=view.js.map