// Cram's rules as an engine game: a move fills two empty cells side by side.
import { defineGame } from "../../core/game.js";
import { boardKey, type CramBoard, cellsOf, regions } from "./board.js";

/** The options of a board: one per domino on two empty cells (across, then down, cell by cell in reading order). */
export function* cramMoves(b: CramBoard): Generator<CramBoard> {
  const { rows: h, columns: w, empty } = b;
  const cells = cellsOf(b);
  const across = 3n;
  const down = 1n | (1n << BigInt(w));
  for (let i = 0; i < cells.length; i++) {
    if (!cells[i]) continue;
    const c = i % w;
    const at = BigInt(i);
    if (c + 1 < w && cells[i + 1]) yield { rows: h, columns: w, empty: empty ^ (across << at) };
    if (i + w < cells.length && cells[i + w]) yield { rows: h, columns: w, empty: empty ^ (down << at) };
  }
}

/**
 * Cram for the engine. The key is the exact board ({@link boardKey}); `components` splits a
 * board into the regions no domino joins, each cut to its bounding box and turned to its
 * least orientation, so the engine's memo meets every region once up to symmetry.
 *
 * The engine values every region it meets in full (no pruning), within the analysis's
 * budget of moves (2·10^6 by default): 3 × 7 and 4 × 5 in well under a second, 3 × 9 or
 * 5 × 5 in seconds; 3 × 11, 3 × 12 and 4 × 7 only with a larger budget (`--budget`), in
 * minutes. Larger boards are for issue 19's value-targeted search.
 */
export function cramGame(show: (b: CramBoard) => string) {
  return defineGame<CramBoard>({
    name: "cram",
    moves: cramMoves,
    key: boardKey,
    components: regions,
    show,
  });
}
