// Ruler (Winning Ways ch. 14): turn over any run of consecutive coins whose rightmost goes
// from heads to tails. A head at n is worth the largest power of 2 dividing n (the ruler
// function 1, 2, 1, 4, 1, 2, 1, 8, …). A run k … n is worth ⊕ of ruler(i), i = k … n, which
// is gray(n) ⊕ gray(k − 1) (Gray codes): each head has exactly one run to a given value,
// found in O(log n).
import { rowFamily } from "./rowFamily.js";
import { gray, grayInverse, rulerValue } from "./values.js";
import { randomCoins, rowView } from "./view.js";
/** `ruler("HTTHH")`: Ruler; a head at n is worth the largest power of 2 dividing n, exact for any length. */
export const rulerFamily = rowFamily({
    name: "ruler",
    usage: 'ruler("HT…")',
    summary: "Ruler: a row of coins; turn over any run of consecutive coins, the rightmost from heads to tails",
    *others(n) {
        for (let k = n; k >= 1; k--)
            yield Array.from({ length: n - k }, (_, i) => k + i);
    },
    legal: (turned) => turned.every((c, i) => i === 0 || c === turned[i - 1] + 1),
    value: (n) => BigInt(rulerValue(n)),
    *othersFor(n, d) {
        if (d >= BigInt(2 * n + 2))
            return; // runs ending at n are worth less than 2n
        const m = grayInverse(gray(n) ^ Number(d)); // the run is m + 1 … n
        if (m < n)
            yield Array.from({ length: n - m - 1 }, (_, i) => m + 1 + i);
    },
    view: rowView("Ruler: turn over any run of coins side by side; the rightmost one you turn must go from heads to tails. Whoever cannot move loses.", [
        { label: "Ruler (coins in a row)", expression: 'ruler("THTHHT")', shuffle: (random) => `ruler("${randomCoins(random, 5 + Math.floor(random() * 4))}")` },
    ]),
});
//# sourceMappingURL=ruler.js.map