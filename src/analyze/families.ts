import { InputError } from "../errors.js";
import type { Call } from "../expression/ast.js";
import { Args } from "./args.js";
import { euclidTerm } from "./euclidTerm.js";
import { nimTerm } from "./nimTerm.js";
import { stripTerm } from "./stripTerm.js";
import type { Term } from "./term.js";
import { wythoffTerm } from "./wythoffTerm.js";

/** A game family of the expression language: its usage and how a call becomes a term. @internal */
export interface Family {
  usage: string;
  describe: string;
  build(args: Args): Term;
}

/** The families, by name. Heap games join when their rulesets are available. @internal */
export const FAMILIES = new Map<string, Family>([
  [
    "nim",
    {
      usage: "nim(h1,h2,…)",
      describe: "Nim heaps",
      build: (a) => {
        a.sections(1);
        return nimTerm(a.ints(0));
      },
    },
  ],
  [
    "wythoff",
    {
      usage: "wythoff(a,b)",
      describe: "Wythoff's game on piles a and b",
      build: (a) => {
        a.sections(1);
        const [x, y] = a.ints(0, 2, "pile sizes");
        return wythoffTerm(x!, y!);
      },
    },
  ],
  [
    "euclid",
    {
      usage: "euclid(p,q)",
      describe: "Euclid's game (take a multiple of the smaller pile from the larger)",
      build: (a) => {
        a.sections(1);
        const [x, y] = a.ints(0, 2, "pile sizes");
        return euclidTerm(x!, y!);
      },
    },
  ],
  [
    "strip",
    {
      usage: "strip(n; row,column …)",
      describe: "colouring a 2×n strip with 1×1 and 2×2 tiles, some cells already coloured",
      build: (a) => {
        a.sections(2);
        const [n] = a.ints(0, 1, "the number of columns");
        const cells: (readonly [1 | 2, bigint])[] = [];
        for (const tuple of a.call.sections[1] ?? []) {
          const [r, c] = tuple;
          if (tuple.length !== 2) throw new InputError(`a cell row,column in ${"strip(n; row,column …)"}`, tuple.map((t) => (t.kind === "int" ? t.text : "?")).join(","), { column: tuple[0]?.column ?? a.call.column });
          const row = a.int(r, "a row, 1 or 2");
          const column = a.int(c, "a column");
          if (row !== 1n && row !== 2n) throw new InputError("a row, 1 or 2", String(row), { column: r!.column });
          if (column < 1n || column > n!) throw new InputError(`a column from 1 to ${n}`, String(column), { column: c!.column });
          cells.push([row === 1n ? 1 : 2, column]);
        }
        return stripTerm(n!, cells);
      },
    },
  ],
]);

/** Turns a parsed call into a term, or says which names exist. @internal */
export function buildTerm(call: Call): Term {
  const family = FAMILIES.get(call.name);
  if (!family) throw new InputError(`a game: ${[...FAMILIES.values()].map((f) => f.usage).join(", ")}`, call.name, { column: call.column });
  return family.build(new Args(call, family.usage));
}
