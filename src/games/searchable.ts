// The games `grundy solve` values by the large-position search (src/search): each reads its
// command's arguments into a search family and a start. A new one is an entry here.
import { existsSync, readFileSync } from "node:fs";
import { parseNaturalInRange } from "../arith/bigint.js";
import { InputError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import type { SearchFamily } from "../search/family.js";
import { Args } from "./args.js";
import { emptyBoard } from "./cram/board.js";
import { closedFormReason } from "./cram/closedForms.js";
import { printCram } from "./cram/family.js";
import { cramSearchFamily, SEARCH_MAX_CELLS, SEARCH_MAX_SIDE } from "./cram/searchFamily.js";
import { nodeKaylesFamily } from "./graphKayles/nodeFamily.js";
import { nodeKaylesSearchFamily, SEARCH_MAX_VERTICES } from "./graphKayles/searchFamily.js";
import { printGraph } from "./graphKayles/_internals/readGraph.js";

/** A start for the search: its family, position and how it prints. */
interface SearchStart {
  readonly family: SearchFamily<unknown>;
  readonly position: unknown;
  readonly label: string;
  /** Why no search is needed when theory values every component of the start (src/search/theoryValue.ts), in words. */
  readonly theoryReason: () => string;
}

/** A game `grundy solve <name>` searches. */
export interface SearchableGame {
  readonly name: string;
  readonly description: string;
  /** The command's arguments, as commander writes them ("<rows>"). */
  readonly arguments: readonly { name: string; description: string }[];
  readonly examples: readonly string[];
  /** The family and start from the arguments (InputError on bad input). */
  read(args: readonly string[]): SearchStart;
}

const cramSearch: SearchableGame = {
  name: "cram",
  description: `Cram on an empty rows × columns board (at most ${SEARCH_MAX_CELLS} cells and ${SEARCH_MAX_SIDE} a side, or one row): its nimber by the search`,
  arguments: [
    { name: "<rows>", description: "rows, 1.." },
    { name: "<columns>", description: "columns, 1.." },
  ],
  examples: ["grundy solve cram 3 15", "grundy solve cram 4 11 --table cram.tt", "grundy solve cram 5 9 --json --memory 1GiB"],
  read([r, c]) {
    const rows = parseNaturalInRange(r ?? "", 1, 4096, "a number of rows");
    const columns = parseNaturalInRange(c ?? "", 1, 4096, "a number of columns");
    if (rows > 1 && columns > 1 && (rows * columns > SEARCH_MAX_CELLS || Math.max(rows, columns) > SEARCH_MAX_SIDE))
      throw new InputError(
        `a board of at most ${SEARCH_MAX_CELLS} cells with sides of at most ${SEARCH_MAX_SIDE} (a line of a region is one 32-bit number), or one row`,
        `${rows} × ${columns}`,
      );
    const b = emptyBoard(rows, columns);
    const theoryReason = () => closedFormReason(b) ?? "theory values every region of the board";
    return { family: cramSearchFamily as SearchFamily<unknown>, position: b, label: printCram(b), theoryReason };
  },
};

const nodeKaylesSearch: SearchableGame = {
  name: "nodekayles",
  description: `Node Kayles on a graph of at most ${SEARCH_MAX_VERTICES} vertices: its nimber by the search`,
  arguments: [{ name: "<graph>", description: 'the graph as nodekayles(n; u,v …) takes it ("n; u,v u,v …"), or a file holding that' }],
  examples: ['grundy solve nodekayles "nodekayles(6; 0,1 1,2 2,3 3,4 4,5 5,0)"', 'grundy solve nodekayles "12; 0,1 1,2 2,3"', "grundy solve nodekayles graph.txt"],
  read([g]) {
    let text = (g ?? "").trim();
    if (text !== "" && !text.includes(";") && !text.includes("(") && existsSync(text)) text = readFileSync(text, "utf8").trim();
    if (!/^nodekayles\s*\(/i.test(text)) text = `nodekayles(${text})`;
    const expression = parseExpression(text, "a graph nodekayles(n; u,v …)");
    if (expression.terms.length !== 1) throw new InputError("one graph", text);
    const p = nodeKaylesFamily.read(new Args(expression.terms[0]!, nodeKaylesFamily.usage));
    // the search family's knownValue: a part of one vertex or two joined has value 1
    const theoryReason = () => "every connected part of the graph has one or two vertices (value 1 each: one move takes it)";
    return { family: nodeKaylesSearchFamily(p) as SearchFamily<unknown>, position: p, label: printGraph("nodekayles", p), theoryReason };
  },
};

/** The games `grundy solve` searches, in the order its help lists them. */
export const SEARCHABLE_GAMES: readonly SearchableGame[] = [cramSearch, nodeKaylesSearch];
