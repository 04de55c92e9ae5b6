import { GrundyError } from "../errors.js";
import { heapGame, type HeapGame } from "../games/heapGame.js";
import { findPeriod, type Periodicity } from "../sequence/periodicity.js";
import type { HeapRules } from "../sequence/rules.js";
import { analyzeHeapGame } from "../sequence/analyze.js";
import { sparseSequence } from "../sequence/sparse.js";
import type { GrundyValues } from "../sequence/values.js";
import type { Term } from "./term.js";

/** Heaps past this size need a proven period. */
const COMPUTE_LIMIT = 1 << 24;
/** Without a proven period, how far into a huge heap's options moves are looked for. */
const WINDOW = 4096;
/** The generic solver takes heap sums of at most this many tokens. */
const ENGINE_TOKENS = 60;

interface Table {
  values: GrundyValues;
  period: Periodicity | null;
}
const tables = new Map<string, Table>();

function sequenceTable(rules: HeapRules): Table {
  let t = tables.get(rules.code);
  if (!t) {
    const report = analyzeHeapGame(rules);
    t = { values: report.values, period: report.period };
    tables.set(rules.code, t);
  }
  return t;
}

/**
 * G(n) of a heap game for any n: from the computed values, from a proven period past
 * them, or by computing further (up to 2^24). @internal
 */
export function heapValue(rules: HeapRules, n: bigint, text: string): number {
  const t = sequenceTable(rules);
  if (n < BigInt(t.values.length)) return t.values[Number(n)]!;
  if (t.period?.proven) {
    const { preperiod, period } = t.period;
    return t.values[preperiod + Number((n - BigInt(preperiod)) % BigInt(period))]!;
  }
  if (n < BigInt(COMPUTE_LIMIT)) {
    t.values = sparseSequence(rules, Math.min(COMPUTE_LIMIT, Math.max(Number(n) + 1, 2 * t.values.length)));
    t.period = findPeriod(t.values, rules);
    return heapValue(rules, n, text);
  }
  throw new GrundyError(
    `${text}: ${rules.code} has no proven period within the ${t.values.length.toLocaleString("en-US")} values computed, and heap ${n} is past the ${COMPUTE_LIMIT.toLocaleString("en-US")} computed here`,
  );
}

/** How a heap term is written: `kayles(7)`, `heap("0.07",12)`, `subtraction({1,3,4},20)`. */
export type HeapSpelling = (heaps: readonly bigint[]) => string;

/**
 * The ways one heap of size n may be left by a move, as lists of parts. Small heaps: all
 * of them. Past `full` tokens the options come in infinite families (once parts pass the
 * preperiod their values repeat with the period), so only a window of removals and of
 * first parts is listed, one that meets every value an option can have when the period is
 * proven; `complete` is then false.
 */
function* heapOptions(rules: HeapRules, n: bigint, window: bigint, state: { complete: boolean }): Generator<bigint[]> {
  const { digits, tail, unequal } = rules;
  const full = 4096n;
  const removals: bigint[] = [];
  const lastRemoval = tail !== 0 ? n : BigInt(Math.min(digits.length - 1, Number(n < 1n << 30n ? n : 1n << 30n)));
  if (lastRemoval <= 2n * full) for (let i = 0n; i <= lastRemoval; i++) removals.push(i);
  else {
    // an all-but tail: small removals, and removals that leave little
    state.complete = false;
    for (let i = 0n; i <= window; i++) removals.push(i);
    for (let i = n - window < window + 1n ? window + 1n : n - window; i <= n; i++) removals.push(i);
  }
  for (const i of removals) {
    const d = i < BigInt(digits.length) ? digits[Number(i)]! : tail;
    const r = n - i;
    if (d & 1 && r === 0n && i > 0n) yield [];
    if (d & 2 && r > 0n && i > 0n) yield [r];
    if (d & 4) {
      let top = unequal ? (r - 1n) / 2n : r / 2n;
      if (r > 2n * full && top > window) {
        top = window;
        state.complete = false;
      }
      for (let a = 1n; a <= top; a++) yield [a, r - a];
    }
    if (d & 8) {
      let top = r / 3n;
      if (r > full && top > window) {
        top = window;
        state.complete = false;
      }
      for (let a = 1n; a <= top; a++) {
        let topB = (r - a) / 2n;
        if (topB > a + window && r > full) {
          topB = a + window;
          state.complete = false;
        }
        for (let b = a; b <= topB; b++) yield [a, b, r - a - b];
      }
    }
  }
}

/** A sum of heaps played by one ruleset, as a term. @internal */
export function heapTerm(rules: HeapRules, heaps: readonly bigint[], spell: HeapSpelling): Term {
  const text = spell(heaps);
  const value = (n: bigint) => heapValue(rules, n, text);
  let game: HeapGame | undefined;
  const term: Term = {
    text,
    grundy: () => heaps.reduce((x, h) => x ^ BigInt(value(h)), 0n),
    movesTo(target, limit) {
      const x = term.grundy(); // computes every heap's value first, so the period is known below
      const period = sequenceTable(rules).period;
      const window = BigInt(period?.proven ? period.preperiod + 2 * period.period + 2 : WINDOW);
      const moves: Term[] = [];
      let complete = true;
      const done = new Set<bigint>();
      heaps.forEach((n, j) => {
        if (done.has(n)) return; // equal heaps give the same moves
        done.add(n);
        const want = BigInt(value(n)) ^ x ^ target;
        const state = { complete: true };
        for (const parts of heapOptions(rules, n, window, state)) {
          const v = parts.reduce((acc, p) => acc ^ BigInt(value(p)), 0n);
          if (v !== want) continue;
          if (moves.length >= limit) {
            complete = false;
            return;
          }
          moves.push(heapTerm(rules, [...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)], spell));
        }
        complete &&= state.complete;
      });
      return { moves, complete };
    },
    engine() {
      const total = heaps.reduce((a, h) => a + h, 0n);
      if (total > BigInt(ENGINE_TOKENS)) throw new GrundyError(`${text}: heaps of more than ${ENGINE_TOKENS} tokens in all are too large for the generic solver`);
      game ??= heapGame(rules);
      return {
        game,
        position: heaps.map(Number),
        toTerm: (p: readonly number[]) => heapTerm(rules, p.filter((h) => h > 0).map(BigInt), spell),
      };
    },
  };
  return term;
}
