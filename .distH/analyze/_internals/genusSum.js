import { formatGenus } from "../../core/genus.js";
import { SearchBudget } from "../../core/solver.js";
import { GameError, GrundyError, UserCodeError } from "../../errors.js";
import { componentMove } from "./componentMove.js";
import { cachedGenusLevels } from "./genusCache.js";
/**
 * The most moves the genus computations of one analysis examine together (a genus is
 * shown, and decides a tame sum, where it is cheap; beyond this it is left out).
 */
export const GENUS_BUDGET = 100_000;
/** Heaps above this are never explored for a genus (their positions are far more than the budget). */
const HUGE_HEAP = 1000n;
/** Each term's genus table (the positions below it), undefined where out of {@link GENUS_BUDGET}'s reach. */
export function componentGenera(terms) {
    const budget = new SearchBudget(GENUS_BUDGET);
    const byText = new Map();
    return terms.map((t) => {
        if (byText.has(t.text))
            return byText.get(t.text);
        // a heap too large to explore within the budget is not tried
        if (t.takeAndBreakHeaps()?.heaps.some((h) => h > HUGE_HEAP))
            return undefined;
        let levels;
        try {
            // a family that knows its component is out of the engine's reach says so first (a move
            // budget does not bound memory when each option is itself large: a row of 10^5 coins)
            t.misereWins();
            levels = cachedGenusLevels(t, budget);
        }
        catch (e) {
            if (!(e instanceof GrundyError || e instanceof GameError) || e instanceof UserCodeError)
                throw e;
            levels = undefined;
        }
        byText.set(t.text, levels);
        return levels;
    });
}
/** The genus of a table's root, as Winning Ways writes it. */
export function genusText(levels) {
    return formatGenus({ g: levels.g[0], gammas: levels.rootGammas, tame: levels.tame[0] === 1 });
}
/**
 * The genus of a Nim position (a sum of Nim heaps, tame): 0^{120} or 1^{031} when every heap
 * is at most 1 (fickle), else g^{g,g⊕2} (firm), g the nim-sum.
 */
export function nimGenusText(heaps) {
    const g = heaps.reduce((x, h) => x ^ h, 0n);
    const gammas = heaps.every((h) => h <= 1n) ? [g ^ 1n, g ^ 2n, g] : [g, g ^ 2n];
    return `${g}^{${gammas.join(gammas.some((x) => x > 9n) ? "," : "")}}`;
}
/** Whether a sum of tame games with these normal values and fickleness is a misère P-position: Nim's rule. */
function tameIsP(x, allFickle) {
    return allFickle ? x === 1 : x === 0;
}
/**
 * A sum whose every component is tame, decided as Winning Ways teaches: it plays as the Nim
 * position of its components' normal values, a component being fickle (genus 0^{120} or
 * 1^{031}, a Nim heap of 0 or 1) or firm. The player to move wins unless the nim-sum is 0 with
 * a firm component, or 1 with none; a winning move goes to an option (tame too) that makes it so.
 *
 * @returns whether the player to move wins; the winning moves go to `push`
 */
export function tameSum(terms, tables, push) {
    const fickle = (t, u) => t.misere[u] !== t.g[u];
    let x = 0;
    let firm = 0;
    for (const t of tables) {
        x ^= t.g[0];
        if (!fickle(t, 0))
            firm++;
    }
    const wins = !tameIsP(x, firm === 0);
    if (!wins)
        return false;
    terms.forEach((term, i) => {
        const t = tables[i];
        const game = term.family.game;
        const otherFirm = firm - (fickle(t, 0) ? 0 : 1);
        for (const o of game.moves(term.position)) {
            const u = t.index.get(game.key(o));
            if (tameIsP(x ^ t.g[0] ^ t.g[u], otherFirm === 0 && fickle(t, u)))
                push(componentMove(terms, i, term.at(o)));
        }
    });
    return true;
}
//# sourceMappingURL=genusSum.js.map