import { defineGame } from "../core/game.js";
import { InputError } from "../errors.js";
import { FSVP_MAX_N } from "../games/fsvp.js";
import { family } from "../games/family.js";
import { fsvpView } from "../games/fsvp/view.js";
const byDecreasing = (a, b) => b - a;
/** The options: divide one heap s into k ≥ 2 equal heaps (k divides s), or unite two heaps of different sizes. */
function* moves(heaps) {
    const sizes = [...new Set(heaps)];
    for (const s of sizes) {
        const at = heaps.indexOf(s);
        const rest = [...heaps.slice(0, at), ...heaps.slice(at + 1)];
        for (let d = 1; 2 * d <= s; d++) {
            if (s % d !== 0)
                continue;
            yield [...rest, ...Array(s / d).fill(d)].sort(byDecreasing);
        }
    }
    for (let i = 0; i < sizes.length; i++) {
        for (let j = i + 1; j < sizes.length; j++) {
            const a = sizes[i];
            const b = sizes[j];
            const rest = [...heaps];
            rest.splice(rest.indexOf(a), 1);
            rest.splice(rest.indexOf(b), 1);
            yield [...rest, a + b].sort(byDecreasing);
        }
    }
}
const print = (heaps) => `fsvp(${heaps.join(",")})`;
/**
 * Fair Shares and Varied Pairs (Winning Ways, ch. 12): n coins in heaps; a move divides one
 * heap into k ≥ 2 equal heaps or unites two heaps of different sizes; 1+1+…+1 has no move.
 * Loopy (4+2 → 6 → 3+3 → 3+2+1 → 4+2 …): answered by the loopy engine with γ values and draws.
 */
const game = defineGame({
    name: "fsvp",
    moves,
    key: (heaps) => heaps.join("+"),
    show: print,
    loopy: true,
});
function read(args) {
    args.sections(1);
    const what = "heap sizes ≥ 1 (the coins in each heap)";
    const heaps = args.ints(0, undefined, what);
    const atoms = args.atoms(0);
    if (heaps.length === 0)
        throw new InputError(`${what} in fsvp(h1,h2,…)`, ")", { column: args.call.column });
    let total = 0n;
    heaps.forEach((h, i) => {
        if (h < 1n)
            throw new InputError(`${what} in fsvp(h1,h2,…)`, String(h), { column: atoms[i].column });
        total += h;
    });
    if (total > BigInt(FSVP_MAX_N)) {
        throw new InputError(`heaps of at most ${FSVP_MAX_N} coins in all in fsvp(h1,h2,…)`, `${total} coins`, { column: args.call.column });
    }
    return heaps.map(Number).sort(byDecreasing);
}
/**
 * `fsvp(h1,h2,…)`: Fair Shares and Varied Pairs, a loopy game — `fsvp(10)` is the single heap
 * of 10 coins, `fsvp(3,2,1)` the heaps 3, 2 and 1. The engine explores every position
 * reachable (for a single heap of a composite n, every partition of n); `grundy solve fsvp n`
 * solves all p(n) positions at once with its own solver.
 */
export const fsvpFamily = family({
    name: "fsvp",
    view: fsvpView,
    aliases: ["fairShares"],
    usage: "fsvp(h1,h2,…)",
    summary: "Fair Shares and Varied Pairs: divide a heap into equal heaps, or unite two heaps of different sizes (loopy: γ values, draws)",
    game,
    read,
    print,
});
//# sourceMappingURL=fsvp.js.map