// Strip colouring written as a set of cells, for the generic engine, and blank strips by
// the plain recurrence: both independent of the library's segment decomposition.
import { defineGame, type Game } from "../../src/index.js";

/**
 * The board modelled directly as a set of cells: bit r·n + c (row r = 0, 1; column
 * c = 0..n−1) is set when the cell is coloured. A move sets one clear bit, or the four
 * bits of a clear 2×2 square.
 */
export function cellBoardGame(n: number): Game<number> {
  const bit = (r: number, c: number): number => 1 << (r * n + c);
  return defineGame<number>({
    name: `2x${n} cells`,
    moves: (mask) => {
      const out: number[] = [];
      for (let r = 0; r < 2; r++) for (let c = 0; c < n; c++) if (!(mask & bit(r, c))) out.push(mask | bit(r, c));
      for (let c = 0; c + 1 < n; c++) {
        const sq = bit(0, c) | bit(1, c) | bit(0, c + 1) | bit(1, c + 1);
        if (!(mask & sq)) out.push(mask | sq);
      }
      return out;
    },
  });
}

/** g(k) of blank strips by the recurrence, written plainly. */
export function naiveBlank(size: number): number[] {
  const g = [0];
  for (let k = 1; k < size; k++) {
    const seen = new Set<number>();
    for (let i = 0; i <= k - 1; i++) seen.add(g[i]! ^ g[k - 1 - i]! ^ 1);
    for (let i = 0; i <= k - 2; i++) seen.add(g[i]! ^ g[k - 2 - i]!);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}
