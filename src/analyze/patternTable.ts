// The table of an expression with free variables over a range (the values `grundy pattern`
// looks for a law in): one variable gives a line of values, two a table, row-major.
import { compoundKind, KINDS } from "../core/compoundKinds.js";
import { PLAYS } from "../core/_internals/plays.js";
import type { Play } from "../core/outcome.js";
import { SearchBudget } from "../core/solver.js";
import { GrundyError, InputError } from "../errors.js";
import type { Expression } from "../expression/ast.js";
import { bindVariables, parsePattern, variablesOf } from "../expression/variables.js";
import type { Family } from "../games/family.js";
import { exampleList, ONE_VARIABLE_EXAMPLES, TWO_VARIABLE_EXAMPLES } from "../games/examples.js";
import { BUILTINS, Registry } from "../games/registry.js";
import { maxParts } from "../heap/heapRules.js";
import { sparseSequence } from "../sequence/sparse.js";
import { checkOption } from "../_internals/checks.js";
import { describeValue } from "../_internals/describeValue.js";
import type { AnalyzeCompound } from "./analysis.js";
import { heapPlan, heapRulesInfo, lineTheoremPlan, type PatternHeapRules } from "./_internals/patternHeap.js";
import type { LawTheorem } from "../pattern/theorem.js";
import { type PatternMeasure, PointValues } from "./_internals/patternPoint.js";
import type { PatternRanges } from "./patternRange.js";

export type { PatternMeasure } from "./_internals/patternPoint.js";
export type { HeapRulesKind, PatternHeapRules } from "./_internals/patternHeap.js";

/** Options of {@link patternValues}. */
export interface PatternOptions {
  /** Each variable's range, both ends included (`{ n: [0, 5000] }`); an end left undefined takes its default. @defaultValue see {@link PATTERN_DEFAULTS} */
  ranges?: PatternRanges;
  /** The end of every range not given in `ranges` (the CLI's --to N). @defaultValue see {@link PATTERN_DEFAULTS} */
  to?: number;
  /** 'normal' or 'misere' (sums only): under misère play the values are outcomes. @defaultValue 'normal' */
  play?: Play;
  /** How the terms are played together; the value is the compound's measure (nim-sum, outcome, least remoteness, greatest suspense). @defaultValue 'sum' */
  compound?: AnalyzeCompound;
  /** User game families the expression may use beside the built-in ones. @defaultValue none */
  games?: readonly Family[];
  /** The most moves all the table's searches together may examine (a number, or a budget shared with other work). @defaultValue {@link PATTERN_BUDGET} */
  budget?: number | SearchBudget;
  /** Told how many values are done out of how many, at most about 20 times a second (and once at the end). */
  onProgress?: (done: number, total: number) => void;
}

/** The moves the generic path's searches may examine for a whole table, by default: twice an analysis's (ANALYZE_BUDGET), a few seconds of the engine's work (a game with a search of its own, as a board game past the engine, spends it more slowly). */
export const PATTERN_BUDGET = 4_000_000;

/**
 * Default ranges. One variable: from the least value the family reads (0 for heaps; the
 * first of 0, 1, … its call accepts) to `to` 1000, or 2^16 values (heaps 0 … 65535) on the
 * heap fast path (2^12 for rules whose moves may leave three heaps). Two variables: 256
 * values each from their least.
 */
export const PATTERN_DEFAULTS = { to: 1000, heapCount: 1 << 16, threePartHeapCount: 1 << 12, side: 256 } as const;

/** The most values one table may hold: 2^25 for a line (128 MiB), 2^24 for a table of two variables. */
export const MAX_PATTERN_VALUES = { line: 1 << 25, table: 1 << 24 } as const;

/** The values of an expression with one free variable: value(n) at `values[n − from]`. */
export interface PatternLine {
  readonly expression: string;
  readonly variable: string;
  readonly from: number;
  readonly values: Int32Array;
  /** "value": Grundy values, remoteness or suspense (see `measure`); "outcome": 0 for P, 1 for N. */
  readonly of: "value" | "outcome";
  /** What each value is: "grundy" (the nim-sum), "outcome" (0 = P, 1 = N), "remoteness" (least), "suspense" (greatest). */
  readonly measure: PatternMeasure;
  /** On the heap fast path: the heap game's rules, their kind and the periodicity theorem's parameters; else null. */
  readonly theorem: PatternHeapRules | null;
  /** Off the fast path: the theorem the game's family states for this line of Grundy values (a blank strip's), if any. */
  readonly lineTheorem?: LawTheorem;
}

/** The values of an expression with two free variables: value(a, b) at `values[(a − from[0])·cols + (b − from[1])]`. */
export interface PatternTable {
  readonly expression: string;
  readonly variables: readonly [string, string];
  readonly from: readonly [number, number];
  readonly rows: number;
  readonly cols: number;
  readonly values: Int32Array;
  /** As {@link PatternLine.of}. */
  readonly of: "value" | "outcome";
  /** As {@link PatternLine.measure}. */
  readonly measure: PatternMeasure;
}

/** A line (one variable) or a table (two). */
export type PatternValues = PatternLine | PatternTable;

/** A progress callback called at most every 50 ms, and always for the last value. */
function throttled(onProgress: PatternOptions["onProgress"]): (done: number, total: number) => void {
  if (!onProgress) return () => {};
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done < total && now - last < 50) return;
    last = now;
    onProgress(done, total);
  };
}

/** The first of 0 … 16 that the calls holding variable `index` accept, the other variables at 16. */
function leastValue(expr: Expression, variables: readonly string[], index: number, registry: Registry): number {
  const name = variables[index]!;
  const calls = expr.terms.filter((c) => variablesOf({ terms: [c], source: "" }).includes(name));
  // an unknown game is its own error, not "no value of n gives a position"
  for (const c of expr.terms) if (!registry.find(c.name)) registry.read(c);
  let last: unknown;
  for (let v = 0; v <= 16; v++) {
    const values = Object.fromEntries(variables.map((w) => [w, w === name ? BigInt(v) : 16n]));
    try {
      for (const c of calls) registry.read(bindVariables({ terms: [c], source: expr.source }, values).terms[0]!);
      return v;
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      last = e;
    }
  }
  throw new GrundyError(`no value of ${name} from 0 to 16 gives a position (${(last as Error).message}); give its range (ranges, grundy pattern --range ${name}=from..to)`);
}

/** A range's end, checked: a safe non-negative integer. */
function checkEnd(x: unknown, what: string): number {
  if (typeof x !== "number" || !Number.isSafeInteger(x) || x < 0) throw new InputError(`${what}: a non-negative integer`, describeValue(x));
  return x;
}

/** The range of variable `index`: [from, to], defaults filled. */
function rangeOf(expr: Expression, variables: readonly string[], index: number, registry: Registry, options: PatternOptions, count: number): [number, number] {
  const name = variables[index]!;
  const given = options.ranges?.[name];
  const from = given?.[0] !== undefined ? checkEnd(given[0], `the start of ${name}'s range`) : leastValue(expr, variables, index, registry);
  const toGiven = given?.[1] ?? options.to;
  const to = toGiven !== undefined ? checkEnd(toGiven, `the end of ${name}'s range`) : from + count - 1;
  if (to < from) throw new InputError(`a range of ${name} ending at its start ${from} or later`, String(to));
  return [from, to];
}

/**
 * The values of an expression with one or two free variables over a range: `lasker(n)`,
 * `heap("0.8", n)`, `lasker(a) + nim(b)`, `heap("0.8", a) + heap("0.6", b)`. The value at a point is the
 * compound's measure: the Grundy value (nim-sum) of a sum under normal play; the outcome
 * (0 = P, 1 = N, `of: "outcome"`) under misère play, for the selective compound, or where a
 * lone term's Grundy value is out of reach but its outcome is not; the least remoteness
 * (conjunctive) or the greatest suspense (every: the Every-SG compound is won exactly when
 * it is odd). One variable on a heap of a heap game (the rest of the sum constant) takes the
 * fast path: the game's Grundy sequence, with the periodicity theorem's parameters in
 * `theorem`. Elsewhere each point is valued as an analysis would, every search spending
 * from one budget, the engine's memoised values shared from point to point.
 *
 * @param source - the expression (see parsePattern)
 * @param options - ranges, play, compound, user families, budget, progress
 * @returns a line (one variable) or a table (two), values as an Int32Array
 * @throws InputError for a malformed expression, option or range; GrundyError naming the position when a value is out of reach
 * @example patternValues("lasker(n)", { ranges: { n: [0, 8] } }).values // Int32Array [0, 1, 2, 4, 3, 5, 6, 8, 7]
 */
export function patternValues(source: string, options: PatternOptions = {}): PatternValues {
  if (typeof source !== "string") throw new InputError('an expression (a string) such as "lasker(n)"', describeValue(source));
  const play = checkOption("play", options.play, PLAYS) ?? "normal";
  const kind = checkOption("compound", options.compound, KINDS) ?? "sum";
  if (play === "misere" && compoundKind(kind).measure !== "grundy")
    throw new GrundyError(`misère play is for sums (compound sum); ${kind} compounds are tabulated under normal play`);
  const registry = options.games?.length ? new Registry(options.games) : BUILTINS;
  const expr = parsePattern(source, `a game such as ${exampleList([...ONE_VARIABLE_EXAMPLES.slice(0, 1), ...TWO_VARIABLE_EXAMPLES.slice(0, 1)], 2, "or")}`);
  const variables = variablesOf(expr);
  if (variables.length === 0) throw new InputError("a free variable in an argument place, such as n in lasker(n)", source);
  for (const name of Object.keys(options.ranges ?? {})) {
    if (!variables.includes(name)) throw new InputError(`a range for a variable of the expression (${variables.join(", ")})`, name);
  }
  const budget = options.budget instanceof SearchBudget ? options.budget : new SearchBudget(options.budget ?? PATTERN_BUDGET);
  const progress = throttled(options.onProgress);
  const point = new PointValues(expr, variables, registry, play, kind, budget);
  if (variables.length === 1) {
    const rules = play === "normal" && kind === "sum" ? heapPlan(expr, variables[0]!, registry) : null;
    if (rules) {
      const count = maxParts(rules) === 3 ? PATTERN_DEFAULTS.threePartHeapCount : PATTERN_DEFAULTS.heapCount;
      const given = options.ranges?.[variables[0]!];
      const from = given?.[0] !== undefined ? checkEnd(given[0], `the start of ${variables[0]}'s range`) : 0;
      const [, to] = rangeOf(expr, variables, 0, registry, { ...options, ranges: { [variables[0]!]: [from, given?.[1]] } }, count);
      checkSize(to - from + 1, MAX_PATTERN_VALUES.line);
      const offset = point.at([0n]);
      const sequence = sparseSequence(rules, to + 1, { onProgress: progress });
      const values = new Int32Array(to - from + 1);
      for (let i = 0; i < values.length; i++) values[i] = sequence[from + i]! ^ offset;
      progress(values.length, values.length);
      return { expression: source, variable: variables[0]!, from, values, of: "value", measure: "grundy", theorem: heapRulesInfo(rules, offset) };
    }
    const [from, to] = rangeOf(expr, variables, 0, registry, options, PATTERN_DEFAULTS.to + 1);
    const values = fill(point, [[from, to]], progress);
    const measure = point.measure;
    const lineTheorem = measure === "grundy" ? lineTheoremPlan(expr, variables[0]!, registry) : null;
    return { expression: source, variable: variables[0]!, from, values, of: ofMeasure(measure), measure, theorem: null, ...(lineTheorem ? { lineTheorem } : {}) };
  }
  const ra = rangeOf(expr, variables, 0, registry, options, PATTERN_DEFAULTS.side);
  const rb = rangeOf(expr, variables, 1, registry, options, PATTERN_DEFAULTS.side);
  const values = fill(point, [ra, rb], progress);
  return {
    expression: source,
    variables: [variables[0]!, variables[1]!],
    from: [ra[0], rb[0]],
    rows: ra[1] - ra[0] + 1,
    cols: rb[1] - rb[0] + 1,
    values,
    of: ofMeasure(point.measure),
    measure: point.measure,
  };
}

const ofMeasure = (m: PatternMeasure): "value" | "outcome" => (m === "outcome" ? "outcome" : "value");

function checkSize(count: number, max: number): void {
  if (count > max)
    throw new GrundyError(`a table of ${count.toLocaleString("en-US")} values is more than the ${max.toLocaleString("en-US")} one table may hold; give a smaller range`);
}

/** Values the points of the ranges (one or two), row-major; earlier Grundy values become outcomes when the measure falls back to outcomes. */
function fill(point: PointValues, ranges: readonly (readonly [number, number])[], progress: (done: number, total: number) => void): Int32Array {
  const [a, b = [0, 0] as const] = ranges;
  const rows = a![1] - a![0] + 1;
  const cols = b[1] - b[0] + 1;
  checkSize(rows * cols, ranges.length === 1 ? MAX_PATTERN_VALUES.line : MAX_PATTERN_VALUES.table);
  const values = new Int32Array(rows * cols);
  const total = values.length;
  let measure = point.measure;
  let k = 0;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++, k++) {
      values[k] = point.at(ranges.length === 1 ? [BigInt(a![0] + i)] : [BigInt(a![0] + i), BigInt(b[0] + j)]);
      if (point.measure !== measure) {
        for (let m = 0; m < k; m++) values[m] = values[m] === 0 ? 0 : 1;
        measure = point.measure;
      }
      if ((k & 63) === 0) progress(k, total);
    }
  }
  progress(total, total);
  return values;
}
