import type { Measure } from "./solver.js";
/** Sprague-Grundy values: mex of the options, components nim-added. @internal */
export declare const GRUNDY: Measure;
/** Misère outcome: 1 when the player to move wins (no move at all is a win), else 0. @internal */
export declare const MISERE_WIN: Measure;
/** Smith's remoteness: the winner hurries, the loser delays. Odd ⇔ the player to move wins. @internal */
export declare const REMOTENESS: Measure;
/** Smith's suspense number: the winner delays, the loser hurries. Odd ⇔ the player to move wins. @internal */
export declare const SUSPENSE: Measure;
/**
 * Remoteness under misère play (whoever cannot move wins): the winner hurries, the loser
 * delays. Even ⇔ the player to move wins (a terminal position, 0, is won). @internal
 */
export declare const MISERE_REMOTENESS: Measure;
