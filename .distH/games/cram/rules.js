// Cram's rules as an engine game: a move fills two empty cells side by side.
import { defineGame } from "../../core/game.js";
import { boardKey, cellsOf, regions } from "./board.js";
/** The options of a board: one per domino on two empty cells (across, then down, cell by cell in reading order). */
export function* cramMoves(b) {
    const { rows: h, columns: w, empty } = b;
    const cells = cellsOf(b);
    const across = 3n;
    const down = 1n | (1n << BigInt(w));
    for (let i = 0; i < cells.length; i++) {
        if (!cells[i])
            continue;
        const c = i % w;
        const at = BigInt(i);
        if (c + 1 < w && cells[i + 1])
            yield { rows: h, columns: w, empty: empty ^ (across << at) };
        if (i + w < cells.length && cells[i + w])
            yield { rows: h, columns: w, empty: empty ^ (down << at) };
    }
}
/**
 * Cram for the engine. The key is the exact board ({@link boardKey}); `components` splits a
 * board into the regions no domino joins, each cut to its bounding box and turned to its
 * least orientation, so the engine's memo meets every region once up to symmetry.
 *
 * The engine values every region it meets in full (no pruning), within the analysis's
 * budget of moves (2·10^6 by default): every board up to 3 × 9, 4 × 6 and 5 × 5 within it
 * (under a second); 3 × 10 needs 2.3·10^6 moves (3 s), 3 × 11 9·10^6 (12 s), 3 × 12
 * 3.5·10^7 (53 s of CPU, 250 MiB), each with `--budget infinity` (bench/cram.ts). Larger
 * boards are for issue 19's value-targeted search: the bitboard and the least-orientation
 * regions are its keys.
 */
export function cramGame(show) {
    return defineGame({
        name: "cram",
        moves: cramMoves,
        key: boardKey,
        components: regions,
        show,
    });
}
//# sourceMappingURL=rules.js.map