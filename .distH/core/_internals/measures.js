import { mexOf } from "./mexOf.js";
/** Sprague-Grundy values: mex of the options, components nim-added. */
export const GRUNDY = { id: "grundy", splitsComponents: true, combine: mexOf };
/** Misère outcome: 1 when the player to move wins (no move at all is a win), else 0. */
export const MISERE_WIN = {
    id: "misere",
    splitsComponents: false,
    combine: (vs) => (vs.length === 0 || vs.includes(0) ? 1 : 0),
};
/**
 * Remoteness: the winner hurries to an option of parity `lost` (a lost option), the loser
 * delays; 0 at a terminal position. One combine for normal (lost options even) and misère
 * (lost options odd) play.
 */
function remotenessCombine(lost) {
    return (vs) => {
        if (vs.length === 0)
            return 0;
        let bestLost = Infinity;
        let maxAll = 0;
        for (const v of vs) {
            if ((v & 1) === lost && v < bestLost)
                bestLost = v;
            if (v > maxAll)
                maxAll = v;
        }
        return 1 + (bestLost !== Infinity ? bestLost : maxAll);
    };
}
/** Smith's remoteness: the winner hurries, the loser delays. Odd ⇔ the player to move wins. */
export const REMOTENESS = { id: "remoteness", splitsComponents: false, combine: remotenessCombine(0) };
/** Smith's suspense number: the winner delays, the loser hurries. Odd ⇔ the player to move wins. */
export const SUSPENSE = {
    id: "suspense",
    splitsComponents: false,
    combine(vs) {
        if (vs.length === 0)
            return 0;
        let bestEven = -1;
        let minAll = Infinity;
        for (const v of vs) {
            if ((v & 1) === 0 && v > bestEven)
                bestEven = v;
            if (v < minAll)
                minAll = v;
        }
        return 1 + (bestEven >= 0 ? bestEven : minAll);
    },
};
/**
 * Remoteness under misère play (whoever cannot move wins): the winner hurries, the loser
 * delays. Even ⇔ the player to move wins (a terminal position, 0, is won).
 */
export const MISERE_REMOTENESS = { id: "misere-remoteness", splitsComponents: false, combine: remotenessCombine(1) };
//# sourceMappingURL=measures.js.map