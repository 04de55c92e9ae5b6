// The search behind `analyze` and `play` for Cram boards the plain engine cannot value
// (src/search/searchBackedForms.ts): boards of 21 … 64 cells within the search's limits, by the
// WebAssembly kernel where its module is at hand (a board is a grid graph, its empty cells in play).
import { gridGraph } from "../../search/kernel/grids.js";
import { KERNEL_MAX_VERTICES } from "../../search/kernel/kernelGraph.js";
import { searchBackedForms } from "../../search/searchBackedForms.js";
import { type CramBoard, isBlank } from "./board.js";
import { cramMoves } from "./rules.js";
import { cramSearchFamily, SEARCH_MAX_CELLS, SEARCH_MAX_SIDE } from "./searchFamily.js";

/** Boards of more cells than this go to the search (it values 3 × 7 and 3 × 8 in a few thousand positions, where the engine needs more than the display budget of a lone term). */
const SEARCH_FROM_CELLS = 20;

const inReach = (b: CramBoard): boolean => {
  const n = b.rows * b.columns;
  return n > SEARCH_FROM_CELLS && ((n <= SEARCH_MAX_CELLS && Math.max(b.rows, b.columns) <= SEARCH_MAX_SIDE) || b.rows === 1 || b.columns === 1);
};

/** The value of a board of 21 … 64 cells, and its options of a value, by the search (undefined for other boards: theory or the engine answer). */
export const cramSearchForms = searchBackedForms<CramBoard>({
  name: "cram",
  familyOf: (b) => (inReach(b) ? cramSearchFamily : undefined),
  options: cramMoves,
  describe: (b) => `a ${b.rows} × ${b.columns} board`,
  solveCommand: (b) => (isBlank(b) ? `grundy solve cram ${b.rows} ${b.columns}` : undefined),
  kernelStart: (b) => {
    const n = b.rows * b.columns;
    if (!(inReach(b) && n <= KERNEL_MAX_VERTICES && b.rows > 1 && b.columns > 1)) return undefined;
    const alive: number[] = [];
    for (let v = 0, e = b.empty; e !== 0n; v++, e >>= 1n) if ((e & 1n) !== 0n) alive.push(v);
    return { key: `${b.rows}x${b.columns}`, graph: () => gridGraph(b.rows, b.columns), game: "arckayles", alive };
  },
});
