import { nimSumBig } from "../../core/nim.js";
/** Misère Nim (Bouton): with a heap of 2 or more, misère play goes as normal play; else the parity of the 1s decides. */
export function nimMisereWins(heaps) {
    if (heaps.some((h) => h > 1n))
        return nimSumBig(heaps) !== 0n;
    return heaps.filter((h) => h === 1n).length % 2 === 0;
}
//# sourceMappingURL=misere.js.map