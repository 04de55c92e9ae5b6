import { GrundyError, InputError } from "../errors.js";
import type { HeapRules } from "../heap/heapRules.js";
import { newTable } from "./_internals/monoid.js";
import { presentation } from "./presentation.js";
import type { MisereQuotient } from "./quotient.js";
import { SOLVED_QUOTIENTS } from "./solvedQuotients.data.js";
import type { StoredQuotient } from "./storedQuotientRow.js";

export type { StoredQuotient } from "./storedQuotientRow.js";

/** The key of a heap game's rules in the store: what the moves are, whatever the game is called. */
export function rulesKey(rules: HeapRules): string {
  return `${rules.digits.join(",")}|${rules.tail}|${rules.unequal ? 1 : 0}`;
}

const numbers = (text: string): number[] => (text === "" ? [] : text.split(" ").map(Number));

/** A solved quotient as a {@link StoredQuotient} (what the generator writes). */
export function storeQuotient(q: MisereQuotient): StoredQuotient {
  if (!q.solved || q.period === undefined || q.preperiod === undefined) throw new GrundyError(`the misère quotient of ${q.rules.name} is not solved: nothing to store`);
  const all = Array.from({ length: q.order }, (_, x) => x);
  return {
    code: q.rules.code,
    rules: rulesKey(q.rules),
    heap: q.heap,
    period: q.period,
    preperiod: q.preperiod,
    tame: q.tame,
    identity: q.identity,
    table: all.map((x) => all.map((y) => q.mul(x, y)).join(" ")),
    p: all.filter((x) => q.isP(x)).join(" "),
    phi: q.phiTable.slice(0, q.preperiod + q.period).join(" "),
    changes: q.changes.map((c) => `${c.heap}:${c.order}`).join(" "),
  };
}

/** The {@link MisereQuotient} a stored record describes, for `rules` (whose name it keeps). */
export function loadQuotient(rules: HeapRules, s: StoredQuotient): MisereQuotient {
  const order = s.table.length;
  const table = newTable(order);
  s.table.forEach((row, x) => numbers(row).forEach((v, y) => (table[x * order + y] = v)));
  const isP = new Uint8Array(order);
  for (const x of numbers(s.p)) isP[x] = 1;
  const head = numbers(s.phi);
  const { period: p, preperiod: n0 } = s;
  const reduce = (n: bigint): number => (n < BigInt(head.length) ? Number(n) : n0 + Number((n - BigInt(n0)) % BigInt(p)));
  const phiTable = Array.from({ length: s.heap + 1 }, (_, n) => head[reduce(BigInt(n))]!);
  const pres = presentation({ order, table, isP, identity: s.identity }, phiTable);
  const check = (x: number): number => {
    if (!Number.isInteger(x) || x < 0 || x >= order) throw new InputError(`an element of the quotient, 0 to ${order - 1}`, String(x));
    return x;
  };
  return {
    rules,
    order,
    pSize: numbers(s.p).length,
    solved: true,
    heap: s.heap,
    period: p,
    preperiod: n0,
    tame: s.tame,
    changes: numbers(s.changes.replaceAll(":", " ")).flatMap((v, i, a) => (i % 2 === 0 ? [{ heap: v, order: a[i + 1]! }] : [])),
    presentation: pres.text,
    generators: pres.generators,
    identity: s.identity,
    phiTable,
    isP: (x) => isP[check(x)] === 1,
    mul: (x, y) => table[check(x) * order + check(y)]!,
    phi: (n) => {
      const big = typeof n === "bigint" ? n : Number.isSafeInteger(n) ? BigInt(n) : -1n;
      if (big < 0n) throw new InputError("a heap size: a natural number", String(n));
      return head[reduce(big)]!;
    },
    elementName: (x) => pres.names[check(x)]!,
  };
}

/**
 * The solved misère quotient of a heap game from the shipped table, when it is there
 * (undefined otherwise): what {@link misereQuotient} would compute, at once. Not kept here:
 * the analysis keeps what it loads (quotientSum.ts).
 */
export function storedQuotient(rules: HeapRules): MisereQuotient | undefined {
  const key = rulesKey(rules);
  const s = SOLVED_QUOTIENTS.find((r) => r.rules === key);
  return s ? loadQuotient(rules, s) : undefined;
}
