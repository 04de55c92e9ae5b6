import { defineGame } from "../../core/game.js";
import { InputError } from "../../errors.js";
import type { Atom } from "../../expression/ast.js";
import { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import type { SubAddPosition, SubAddRules } from "./position.js";
import { subAddView } from "./view.js";

export type { SubAddPosition } from "./position.js";

/** The largest heap a subadd game may reach (the loopy engine explores every heap size up to it). */
export const MAX_SUBADD_HEAP = 10_000_000n;

const print = (p: SubAddPosition): string => `subadd(${p.n}; ${p.rules.text})`;

/**
 * A move takes s ∈ S tokens (s ≤ n) or, while the heap is not empty, puts back a ∈ A tokens
 * (n + a ≤ max); whoever empties the heap has made the last move and wins. Additions make play
 * loopy: a heap may come back, and with best play some never empty (draws).
 */
const game = defineGame<SubAddPosition>({
  name: "subadd",
  moves: function* ({ n, rules }) {
    if (n === 0n) return;
    for (const s of rules.take) if (s <= n) yield { n: n - s, rules };
    for (const a of rules.add) if (n + a <= rules.max) yield { n: n + a, rules };
  },
  key: (p) => `${p.n}|${p.rules.text}`,
  show: print,
  loopy: true,
});

const cache = new Map<string, SubAddRules>();

/** The rules of `subadd(n; S; A; max)`; the same text gives the same object (keys stay short). */
export function subAddRules(take: readonly bigint[], add: readonly bigint[], max: bigint): SubAddRules {
  const t = [...new Set(take)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const a = [...new Set(add)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const text = `{${t.join(",")}}; {${a.join(",")}}; ${max}`;
  let r = cache.get(text);
  if (!r) {
    r = { take: t, add: a, max, text };
    if (cache.size < 1000) cache.set(text, r);
  }
  return r;
}

function amounts(args: Args, section: number, what: string): bigint[] {
  const atoms: Atom[] = args.atoms(section);
  const out: bigint[] = [];
  for (const a of atoms) {
    if (a.kind === "string" || a.kind === "var") throw new InputError(`${what}: a set such as {1,2} in subadd(n; {take}; {add}; max)`, Args.show(a), { column: a.column });
    const values = a.kind === "set" ? a.values : [a.value];
    for (const v of values) {
      if (v <= 0n) throw new InputError(`${what}: positive amounts in subadd(n; {take}; {add}; max)`, String(v), { column: a.column });
      out.push(v);
    }
  }
  return out;
}

function read(args: Args): SubAddPosition {
  args.sections(4);
  const usage = "subadd(n; {take}; {add}; max)";
  if (args.call.sections.length < 4) throw new InputError(`four sections, n; {take}; {add}; max, in ${usage}`, ")", { column: args.call.column });
  const [n] = args.ints(0, 1, "a heap size");
  const take = amounts(args, 1, "the amounts to take");
  const add = amounts(args, 2, "the amounts to add");
  const [max] = args.ints(3, 1, "the largest heap");
  const col = (s: number): number => args.atoms(s)[0]?.column ?? args.call.column;
  if (take.length === 0) throw new InputError(`at least one amount to take in ${usage}`, "{}", { column: col(1) });
  if (max! > MAX_SUBADD_HEAP)
    throw new InputError(`a largest heap up to ${MAX_SUBADD_HEAP.toLocaleString("en-US")} in ${usage} (the engine visits every heap size)`, String(max), { column: col(3) });
  if (n! > max!) throw new InputError(`a heap size at most the largest heap (${max}) in ${usage}`, String(n), { column: col(0) });
  return { n: n!, rules: subAddRules(take, add, max!) };
}

/**
 * `subadd(n; {take}; {add}; max)`: a subtraction game in which a move may also add tokens —
 * take s ∈ take, or put back a ∈ add while the heap is not empty and stays ≤ max; emptying the
 * heap wins. Without additions it is the subtraction game of `take` (Winning Ways ch. 4); with
 * them it loops, and is answered by the loopy engine (γ values with ∞, draws, remoteness).
 */
export const subAddFamily = family<SubAddPosition>({
  name: "subadd",
  view: subAddView,
  usage: "subadd(n; {take}; {add}; max)",
  summary: "a subtraction game where a move may also add tokens (up to max); emptying the heap wins (loopy: γ values, draws)",
  game,
  read,
  print,
});
