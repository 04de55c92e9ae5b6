/**
 * A solved Fair Shares and Varied Pairs table ({@link FsvpTable}) summarised: how its
 * positions fall into outcomes and γ values, its largest remoteness.
 *
 * @module
 */
import { formatGamma } from "../../core/gamma.js";
import { checkWithGamma, OUTCOME_LETTER } from "./_internals/checks.js";
import { FsvpSpace } from "./_internals/space.js";
import { FSVP_INFINITE, FSVP_N, FSVP_NO_REMOTENESS, FSVP_P, fsvpGammaOf, fsvpKOfMask } from "./table.js";
/**
 * Counts a table's outcomes and γ values and finds its largest remoteness.
 *
 * @param table - from `solveFsvp` or {@link decodeFsvpTable}
 * @returns the summary
 * @example fsvpSummary(solveFsvp(10)).outcomes // { P: 12, N: 30, D: 0 }
 */
export function fsvpSummary(table) {
    checkWithGamma(table);
    const { n, count, outcome, remoteness, gamma, infiniteK } = table;
    const outcomes = { P: 0, N: 0, D: 0 };
    const finite = new Map();
    const infinite = new Map();
    let max = -1;
    let at = 0;
    for (let i = 0; i < count; i++) {
        const o = outcome[i];
        if (o === FSVP_P)
            outcomes.P++;
        else if (o === FSVP_N)
            outcomes.N++;
        else
            outcomes.D++;
        const r = remoteness[i];
        if (r !== FSVP_NO_REMOTENESS && r > max) {
            max = r;
            at = i;
        }
        const g = gamma[i];
        if (g !== FSVP_INFINITE)
            finite.set(g, (finite.get(g) ?? 0) + 1);
        else {
            const k = infiniteK[i];
            infinite.set(k, (infinite.get(k) ?? 0) + 1);
        }
    }
    const gammaRows = [];
    for (const g of [...finite.keys()].sort((a, b) => a - b))
        gammaRows.push({ value: String(g), count: finite.get(g) });
    const ks = [...infinite.keys()].map((mask) => ({ mask, K: fsvpKOfMask(mask) }));
    ks.sort((a, b) => a.K.length - b.K.length || a.K.join(",").localeCompare(b.K.join(",")));
    for (const { mask, K } of ks)
        gammaRows.push({ value: formatGamma({ infinite: true, K }), count: infinite.get(mask) });
    const space = new FsvpSpace(n);
    space.decode(at);
    const maxPosition = space.parts();
    return {
        n,
        positions: count,
        outcomes,
        gamma: gammaRows,
        remoteness: { max, position: maxPosition, outcome: outcome[at] === FSVP_P ? "P" : "N" },
        start: {
            position: [n],
            outcome: OUTCOME_LETTER[outcome[0]],
            remoteness: remoteness[0] === FSVP_NO_REMOTENESS ? null : remoteness[0],
            gamma: formatGamma(fsvpGammaOf(table, 0)),
        },
    };
}
//# sourceMappingURL=summary.js.map