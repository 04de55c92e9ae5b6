// Mock Turtles (Winning Ways ch. 14): turn over one, two or three coins, the rightmost from
// heads to tails. With the first coin at position 1, a head at n is worth the n-th odious
// number 1, 2, 4, 7, 8, 11, 13, 14, … (Winning Ways numbers from 0, its "mock turtle" at 0
// being worth 1: the same sequence). The test derives it from the engine on every row.
import { rowFamily } from "./rowFamily.js";
import { isOdious, odious, odiousIndex } from "./values.js";
import { randomCoins, rowView } from "./view.js";
/** `mockturtles("HTTHH")`: Mock Turtles; a head at n is worth the n-th odious number, exact for any length. */
export const mockTurtlesFamily = rowFamily({
    name: "mockturtles",
    usage: 'mockturtles("HT…")',
    summary: "Mock Turtles: a row of coins; turn over one, two or three, the rightmost from heads to tails",
    *others(n) {
        yield [];
        for (let a = 1; a < n; a++) {
            yield [a];
            for (let b = a + 1; b < n; b++)
                yield [a, b];
        }
    },
    legal: (turned) => turned.length <= 3,
    value: (n) => BigInt(odious(n)),
    // The others' values must nim-add to w = d ⊕ odious(n); coins below n are worth the odious
    // numbers below odious(n) (odious is increasing). One coin: w itself, when odious. Two
    // coins x < y: x ⊕ y = w with both odious makes w evil (a non-zero w with an even number of
    // 1 bits); then y runs over the odious numbers below odious(n) whose bit t (w's top bit)
    // is set, and x = y ⊕ w < y is odious too. The first such y is 2^t, so this finds a move
    // at once when there is one.
    *othersFor(n, d) {
        const top = odious(n);
        const wide = d ^ BigInt(top);
        if (wide === 0n) {
            yield [];
            return;
        }
        if (wide >= BigInt(top) * 2n)
            return; // beyond every pair of values below odious(n)
        const w = Number(wide);
        if (isOdious(w)) {
            if (w < top)
                yield [odiousIndex(w)];
            return;
        }
        let t = 1;
        while (t * 2 <= w)
            t *= 2; // w's top bit
        for (let y = t; y < top;) {
            if (Math.floor(y / t) % 2 === 0) {
                y = y - (y % t) + t; // the next number with bit t set
                continue;
            }
            if (isOdious(y))
                yield [odiousIndex(y ^ w), odiousIndex(y)];
            y++;
        }
    },
    view: rowView("Mock Turtles: turn over one, two or three coins; the rightmost one you turn must go from heads to tails. Whoever cannot move loses.", [
        { label: "Mock Turtles (coins in a row)", expression: 'mockturtles("HHTHTHH")', shuffle: (random) => `mockturtles("${randomCoins(random, 5 + Math.floor(random() * 4))}")` },
    ]),
});
//# sourceMappingURL=mockTurtles.js.map