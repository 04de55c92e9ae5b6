// Turning Turtles (Winning Ways ch. 14): turn over one or two coins, the rightmost from
// heads to tails. A head at n is a Nim heap of n (turning n alone empties it; turning n and
// m < n leaves a heap m, whether coin m was a tail, or a head whose heap m then cancels).
import { rowFamily } from "./rowFamily.js";
import { randomCoins, rowView } from "./view.js";
/** `turtles("HTTHH")`: Turning Turtles; the value is the nim-sum of the heads' positions, exact for any length. */
export const turtlesFamily = rowFamily({
    name: "turtles",
    usage: 'turtles("HT…")',
    summary: "Turning Turtles: a row of coins; turn over one or two, the rightmost from heads to tails (Nim in disguise)",
    *others(n) {
        yield [];
        for (let m = 1; m < n; m++)
            yield [m];
    },
    legal: (turned) => turned.length <= 2,
    value: (n) => BigInt(n),
    *othersFor(n, d) {
        const m = d ^ BigInt(n);
        if (m === 0n)
            yield [];
        else if (m < BigInt(n))
            yield [Number(m)];
    },
    view: rowView("Turning Turtles: turn over one or two coins; the rightmost one you turn must go from heads to tails. Whoever cannot move loses.", [
        { label: "Turning Turtles (coins in a row)", expression: 'turtles("THHTH")', shuffle: (random) => `turtles("${randomCoins(random, 5 + Math.floor(random() * 4))}")` },
    ]),
});
//# sourceMappingURL=turtles.js.map