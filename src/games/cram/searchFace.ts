// Cram's search face: `grundy solve cram <rows> <columns>` values an empty board by the search.
import { parseNaturalInRange } from "../../arith/bigint.js";
import { InputError } from "../../errors.js";
import { gridGraph } from "../../search/kernel/grids.js";
import { KERNEL_MAX_VERTICES } from "../../search/kernel/kernelGraph.js";
import { theoryValue } from "../../search/theoryValue.js";
import { javascriptStart, type SearchFace, type SearchStart } from "../searchFace.js";
import { type CramBoard, emptyBoard } from "./board.js";
import { closedFormReason } from "./closedForms.js";
import { cramSearchFamily, SEARCH_MAX_CELLS, SEARCH_MAX_SIDE } from "./searchFamily.js";

/** `grundy solve cram <rows> <columns>`: an empty board of at most 64 cells and 31 a side, or one row. */
export const cramSearchFace: SearchFace<CramBoard> = {
  description: `Cram on an empty rows × columns board (at most ${SEARCH_MAX_CELLS} cells, or one row; sides past ${SEARCH_MAX_SIDE} by the WebAssembly kernel): its nimber by the search`,
  arguments: [
    { name: "<rows>", description: "rows, 1.." },
    { name: "<columns>", description: "columns, 1.." },
  ],
  examples: ["grundy solve cram 3 15", "grundy solve cram 4 11 --table cram.tt", "grundy solve cram 5 9 --json --memory 1GiB"],
  read: readBoard,
  kernel([r, c]) {
    const rows = parseNaturalInRange(r ?? "", 1, 4096, "a number of rows");
    const columns = parseNaturalInRange(c ?? "", 1, 4096, "a number of columns");
    if (rows < 2 || columns < 2 || rows * columns > KERNEL_MAX_VERTICES) return undefined;
    // a start theory values (a symmetric board, …) goes to the JavaScript side, which says why
    const s = javascriptStart(readBoard, [r ?? "", c ?? ""]);
    if (s !== undefined && theoryValue(s.family, s.position) >= 0) return undefined;
    // the kernel searches 2–7 % more positions than the JavaScript search at about half the cost
    // of each, 0.53–0.65 of its CPU (docs/large-position-search.md): `--engine auto` gives it every board it fits
    return { graph: gridGraph(rows, columns), game: "arckayles", label: `cram(${rows},${columns})`, kernelFirst: true };
  },
};

/** The empty board the arguments name, checked against the search's limits. */
function readBoard([r, c]: readonly string[]): SearchStart<CramBoard> {
  const rows = parseNaturalInRange(r ?? "", 1, 4096, "a number of rows");
  const columns = parseNaturalInRange(c ?? "", 1, 4096, "a number of columns");
  if (rows > 1 && columns > 1 && (rows * columns > SEARCH_MAX_CELLS || Math.max(rows, columns) > SEARCH_MAX_SIDE))
    throw new InputError(
      `a board of at most ${SEARCH_MAX_CELLS} cells with sides of at most ${SEARCH_MAX_SIDE} (a line of a region is one 32-bit number), or one row`,
      `${rows} × ${columns}`,
    );
  const b = emptyBoard(rows, columns);
  const theoryReason = () => closedFormReason(b) ?? "theory values every region of the board";
  return { family: cramSearchFamily, position: b, theoryReason };
}
