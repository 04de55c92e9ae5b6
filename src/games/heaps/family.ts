import { nimSumBig } from "../../core/nim.js";
import { InputError } from "../../errors.js";
import type { Atom } from "../../expression/ast.js";
import { heapOptions, isHeapOption } from "../../heap/heapOptions.js";
import type { HeapRules } from "../../heap/heapRules.js";
import { NAMED_HEAP_RULES } from "../../heap/namedHeapRules.js";
import { parseHeapGameAmong } from "../../heap/parseHeapGame.js";
import { parseSubtraction } from "../../heap/subtraction.js";
import { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import type { Family, FamilyExamples } from "../family.js";
import { heapExamples } from "./examples.js";
import type { View } from "../view.js";
import { heapsGame, type Heaps } from "./rules.js";
import { heapCodeView, heapView, subtractionView } from "./view.js";
import { heapValue, sequenceTable } from "./values.js";

export type { Heaps } from "./rules.js";

/** Without a proven period, how far into a huge heap's options moves are looked for. */
const WINDOW = 4096;

/** A heap family: how it is written and read; the rules, values and moves are shared by all of them. */
function heapFamily(spec: {
  name: string;
  aliases?: string[];
  usage: string;
  summary: string;
  rules?: HeapRules;
  view?: View<Heaps>;
  examples?: FamilyExamples;
  read(args: Args): Heaps;
  print(p: Heaps): string;
}): Family<Heaps> {
  const value = (p: Heaps, n: bigint): number => heapValue(p.rules, n, () => spec.print(p));
  return family<Heaps>({
    ...spec,
    game: heapsGame(spec.name, spec.print),
    grundy: (p) => nimSumBig(p.heaps.map((h) => BigInt(value(p, h)))),
    takeAndBreakHeaps: (p) => ({ rules: p.rules, heaps: p.heaps, at: (heaps) => ({ rules: p.rules, heaps: [...heaps] }) }),
    isOption(from, to) {
      if (from.rules.code !== to.rules.code) return false;
      // one heap h of `from` is replaced by the parts: the rest is the same multiset
      const rest = to.heaps.filter((h) => h > 0n);
      for (const h of new Set(from.heaps.filter((x) => x > 0n))) {
        const left = rest.slice();
        let ok = true;
        let skipped = false;
        for (const x of from.heaps) {
          if (x === 0n) continue;
          if (x === h && !skipped) {
            skipped = true;
            continue;
          }
          const at = left.indexOf(x);
          if (at < 0) {
            ok = false;
            break;
          }
          left.splice(at, 1);
        }
        if (ok && isHeapOption(from.rules, h, left)) return true;
      }
      return false;
    },
    movesTo(p, target, limit) {
      const { rules, heaps } = p;
      const x = nimSumBig(heaps.map((h) => BigInt(value(p, h)))); // every heap's value first, so the period is known below
      const period = sequenceTable(rules).period;
      const window = BigInt(period?.proven ? period.preperiod + 2 * period.period + 2 : WINDOW);
      const moves: Heaps[] = [];
      let complete = true;
      const done = new Set<bigint>();
      heaps.forEach((n, j) => {
        if (done.has(n)) return; // equal heaps give the same moves
        done.add(n);
        const want = BigInt(value(p, n)) ^ x ^ target;
        const state = { window, complete: true };
        for (const parts of heapOptions(rules, n, state)) {
          if (parts.reduce((acc, q) => acc ^ BigInt(value(p, q)), 0n) !== want) continue;
          if (moves.length >= limit) {
            complete = false;
            return;
          }
          moves.push({ rules, heaps: [...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)] });
        }
        complete &&= state.complete;
      });
      return { moves, complete };
    },
  });
}

/** A heap game under a fixed name: `kayles(3,5)`, `dawson(7)`, `grundy(9)`. */
function namedHeapFamily(name: string, rules: HeapRules, summary: string, aliases: string[] = []): Family<Heaps> {
  return heapFamily({
    name,
    aliases,
    usage: `${name}(n1,n2,…)`,
    summary,
    rules,
    view: heapView(name),
    ...heapExamples(name),
    read(a) {
      a.sections(1);
      return { rules, heaps: a.ints(0, undefined, "heap sizes") };
    },
    print: ({ heaps }) => `${name}(${heaps.join(",")})`,
  });
}

/** The heap games known by name (one family each, from the heap floor's table). */
export const NAMED_HEAP_FAMILIES: readonly Family<Heaps>[] = NAMED_HEAP_RULES.map((n) => namedHeapFamily(n.name, n.rules, n.summary, [...n.aliases]));

/** Rethrows a rules error at the column of the atom that held the rules. */
function atColumn<T>(column: number, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.expected, e.got, { column });
    throw e;
  }
}

/**
 * Reads `name(rules, n1,n2,…)`: a first atom of the given kind that `parse` turns into
 * rules (its errors at that atom's column), then the heaps.
 */
function rulesThenHeaps(kind: "string" | "set", what: string, parse: (atom: Atom) => HeapRules): (a: Args) => Heaps {
  return (a) => {
    a.sections(1);
    const [first, ...rest] = a.atoms(0);
    if (!first || first.kind !== kind) throw new InputError(what, Args.show(first), { column: first?.column ?? a.call.column });
    const rules = atColumn(first.column, () => parse(first));
    return { rules, heaps: rest.map((x) => a.int(x, "heap sizes")) };
  };
}

/** `heap("code", n1,…)`: any take-and-break code, subtraction set or heap game name. */
export const heapCodeFamily = heapFamily({
  name: "heap",
  usage: 'heap("code", n1,n2,…)',
  summary: 'a take-and-break code ("0.07", "4.007", hexadecimal) or a heap game\'s name, on heaps',
  view: heapCodeView,
  examples: { pattern: ['heap("0.14", n)'] },
  read: rulesThenHeaps("string", 'a quoted code first in heap("code", n…)', (code) => parseHeapGameAmong((code as { value: string }).value, NAMED_HEAP_RULES)),
  print: ({ rules, heaps }) => `heap("${rules.code}"${heaps.map((h) => `,${h}`).join("")})`,
});

/** `subtraction({s1,…}, n1,…)`: a subtraction game. */
export const subtractionFamily = heapFamily({
  name: "subtraction",
  usage: "subtraction({s1,s2,…}, n1,n2,…)",
  summary: "a subtraction game: take s tokens from a heap, s in the set",
  view: subtractionView,
  read: rulesThenHeaps("set", "a set {s1,s2,…} first in subtraction({…}, n…)", (set) => parseSubtraction(`{${(set as { values: bigint[] }).values.join(",")}}`)),
  print: ({ rules, heaps }) => `subtraction(${rules.code}${heaps.map((h) => `,${h}`).join("")})`,
});
