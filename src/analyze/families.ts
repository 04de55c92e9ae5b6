import { InputError } from "../errors.js";
import type { Call } from "../expression/ast.js";
import { Args } from "./args.js";
import { euclidTerm } from "./euclidTerm.js";
import { GRUNDYS_GAME } from "../games/grundysGame.js";
import { parseHeapGame } from "../games/heapRules.js";
import { parseSubtraction } from "../games/subtraction.js";
import { parseTakeAndBreak } from "../games/takeAndBreak.js";
import type { HeapRules } from "../sequence/rules.js";
import { heapTerm } from "./heapTerm.js";
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

/** A game on two piles: `name(a,b)`. */
function pairFamily(name: string, describe: string, make: (a: bigint, b: bigint) => Term): [string, Family] {
  return [
    name,
    {
      usage: `${name}(a,b)`,
      describe,
      build: (args) => {
        args.sections(1);
        const [x, y] = args.ints(0, 2, "pile sizes");
        return make(x!, y!);
      },
    },
  ];
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
  pairFamily("wythoff", "Wythoff's game on piles a and b", wythoffTerm),
  pairFamily("euclid", "Euclid's game (take a multiple of the smaller pile from the larger)", euclidTerm),
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

/** Heap games under a fixed name: kayles(3,5), dawson(7), grundys(9). */
function namedHeapGame(name: string, rules: HeapRules, describe: string): [string, Family] {
  return [
    name,
    {
      usage: `${name}(n1,n2,…)`,
      describe,
      build: (a) => {
        a.sections(1);
        return heapTerm(rules, a.ints(0, undefined, "heap sizes"), (hs) => `${name}(${hs.join(",")})`);
      },
    },
  ];
}

for (const [name, family] of [
  namedHeapGame("kayles", parseTakeAndBreak("0.77"), "Kayles (0.77): knock down one pin or two adjacent pins"),
  namedHeapGame("dawson", parseTakeAndBreak("0.07"), "Dawson's Kayles (0.07)"),
  namedHeapGame("grundys", GRUNDYS_GAME, "Grundy's game: split a heap into two unequal heaps"),
]) {
  FAMILIES.set(name, family);
}

FAMILIES.set("heap", {
  usage: 'heap("code", n1,n2,…)',
  describe: "a take-and-break code (\"0.07\", \"4.007\", hexadecimal) or a game name, on heaps",
  build: (a) => {
    a.sections(1);
    const [code, ...rest] = a.atoms(0);
    if (!code || code.kind !== "string") throw new InputError('a quoted code first in heap("code", n…)', Args.show(code), { column: code?.column ?? a.call.column });
    let rules: HeapRules;
    try {
      rules = parseHeapGame(code.value);
    } catch (e) {
      if (e instanceof InputError) throw new InputError(e.expected, e.got, { column: code.column });
      throw e;
    }
    const heaps = rest.map((x) => a.int(x, "heap sizes"));
    return heapTerm(rules, heaps, (hs) => `heap("${code.value}"${hs.map((h) => `,${h}`).join("")})`);
  },
});

FAMILIES.set("subtraction", {
  usage: "subtraction({s1,s2,…}, n1,n2,…)",
  describe: "a subtraction game: take s tokens from a heap, s in the set",
  build: (a) => {
    a.sections(1);
    const [set, ...rest] = a.atoms(0);
    if (!set || set.kind !== "set") throw new InputError("a set {s1,s2,…} first in subtraction({…}, n…)", Args.show(set), { column: set?.column ?? a.call.column });
    const written = `{${set.values.join(",")}}`;
    let rules: HeapRules;
    try {
      rules = parseSubtraction(written);
    } catch (e) {
      if (e instanceof InputError) throw new InputError(e.expected, e.got, { column: set.column });
      throw e;
    }
    const heaps = rest.map((x) => a.int(x, "heap sizes"));
    return heapTerm(rules, heaps, (hs) => `subtraction(${written}${hs.map((h) => `,${h}`).join("")})`);
  },
});

/** Turns a parsed call into a term, or says which names exist. @internal */
export function buildTerm(call: Call): Term {
  const family = FAMILIES.get(call.name);
  if (!family) throw new InputError(`a game: ${[...FAMILIES.values()].map((f) => f.usage).join(", ")}`, call.name, { column: call.column });
  return family.build(new Args(call, family.usage));
}
