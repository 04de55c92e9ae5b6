// Outcomes and winning moves of one Chomp diagram from the box solver, for analyze and play:
// the box of the diagram's own rows × columns, solved once and kept while later diagrams fit.
import { chompBoxIsP, chompBoxWinningMoves, fitsChompBox, solveChompBox } from "./box.js";
import { chompBoxDiagrams } from "./boxRank.js";
/**
 * The largest box analyze and play solve for one diagram: 2^28 diagrams (32 MiB of bits; 15 × 15,
 * 155 M diagrams, takes 2–3 s). Larger diagrams are left to the engine (and `grundy solve chomp`).
 */
const CHOMP_ANALYZE_MAX_DIAGRAMS = 2 ** 28;
let kept;
/** The solved box holding diagram `p` (row lengths from the top), or undefined past the bound. */
function boxFor(p) {
    if (kept !== undefined && fitsChompBox(kept, p))
        return kept;
    const rows = p.length;
    const columns = p[0] ?? 0;
    if (rows < 1 || chompBoxDiagrams(rows, columns) > CHOMP_ANALYZE_MAX_DIAGRAMS)
        return undefined;
    kept = solveChompBox(rows, columns);
    return kept;
}
/** Whether the diagram is P, from its box; undefined when the box is past the bound. */
export function boxIsP(p) {
    const box = boxFor(p);
    return box === undefined ? undefined : chompBoxIsP(box, p);
}
/** Every winning move of the diagram (1-based squares), from its box; undefined past the bound. */
export function boxWinningMoves(p) {
    const box = boxFor(p);
    return box === undefined ? undefined : chompBoxWinningMoves(box, p);
}
//# sourceMappingURL=boxAnswers.js.map