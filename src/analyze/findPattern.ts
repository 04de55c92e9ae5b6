// The law of a game: the table of an expression with free variables (./patternTable.ts), then
// the least law of the pattern floor's catalogue that holds on it, proven where the game's
// rules bring a theorem (a heap game's periodicity theorem, a finite subtraction set's window).
import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import { type FoundLaw, findLaw } from "../pattern/findLaw.js";
import type { Table2 } from "../pattern/table2.js";
import type { LawTheorem } from "../pattern/theorem.js";
import { heapLawTheorem } from "../pattern/theorems/heapTheorems.js";
import { ARITHMETIC_TEST_NAME } from "../pattern/theorems/arithmeticTest.js";
import { type PatternHeapRules, type PatternOptions, type PatternTable, type PatternValues, patternValues } from "./patternTable.js";
import { foundLaw } from "../pattern/findLaw.js";
import type { Law1, Law2, SumLaw } from "../pattern/law.js";
import { noLaw } from "../pattern/noLaw.js";
import { noLaw2, symmetric } from "../pattern/noLaw2.js";
import { parsePattern, variablesOf } from "../expression/variables.js";
import { ONE_VARIABLE_EXAMPLES } from "../games/examples.js";

/** The most values computed without a given end to reach what a theorem needs to prove a period seen. */
export const PATTERN_PROOF_LIMIT = 1 << 22;

/** Options of {@link findPattern}: the table's (ranges, play, compound, games, budget, progress), and for plain values their start and kind. */
export interface FindPatternOptions extends PatternOptions {
  /** For plain values: the index of values[0]. @defaultValue 0 */
  from?: number;
  /** For plain values: Grundy values (or another measure), or outcomes (0 = P). @defaultValue "value" */
  of?: "value" | "outcome";
  /** For plain values: a theorem that may prove a period. @defaultValue none */
  theorem?: LawTheorem | null;
}

/** What {@link findPattern} found: the values it looked at (for an expression) and the law. */
export interface Pattern extends FoundLaw {
  /** The expression's table, when the input was an expression. */
  readonly values?: PatternValues;
  /** The theorem tried for a proof, if any (its name). */
  readonly theorem?: string;
}

const isValues = (x: unknown): x is ArrayLike<number> => ArrayBuffer.isView(x) || Array.isArray(x);
const isTable = (x: unknown): x is Table2 => typeof x === "object" && x !== null && typeof (x as Table2).rows === "number" && ArrayBuffer.isView((x as Table2).values);

/** The end the user fixed for the one variable, if any (then no extension past it). */
function fixedEnd(values: PatternValues, options: PatternOptions): boolean {
  if (!("variable" in values)) return true;
  return options.to !== undefined || options.ranges?.[values.variable]?.[1] !== undefined;
}

/**
 * Finds the law of a game or of values: `findPattern("heap(\"0.8\", n)")`,
 * `findPattern("nim(a,b)")`, or `findPattern([0, 1, 1, 2, …])`. For an expression, the
 * table comes from {@link patternValues}; a one-variable heap game's periods are proven by its
 * theorem, and when a period shows but the theorem needs more values than the default range
 * holds, the values are computed on to what it needs (up to {@link PATTERN_PROOF_LIMIT}).
 *
 * @param input - an expression with one or two free variables, a line of values, or a table
 * @param options - the table's options; for plain values from, of, theorem
 * @returns the law (describe, at, program, counterexample) and the values looked at
 * @throws InputError for a malformed expression or input; GrundyError when a value is out of reach
 * @example findPattern('heap("0.77", n)').describe() // "periodic: period 12, from n = 71 (proven: …)"
 */
export function findPattern(input: string | ArrayLike<number> | Table2, options: FindPatternOptions = {}): Pattern {
  if (typeof input !== "string") {
    if (isTable(input)) return findLaw(input, { of: options.of ?? "value" });
    if (isValues(input)) return findLaw(input, { from: options.from ?? 0, of: options.of ?? "value", theorem: options.theorem ?? null });
    throw new InputError(`an expression such as "${ONE_VARIABLE_EXAMPLES[0] ?? "nim(n)"}", a list of values, or a table`, describeValue(input));
  }
  let values = patternValues(input, options);
  if ("rows" in values) {
    const law = parityOutcome(findLaw(values, { of: values.of }), values);
    return { ...(law.law.kind === "sum" ? sumOfParts(input, law, values, options) : law), values };
  }
  const theorem = values.theorem?.theorem ? heapTheoremOf(values.theorem) : (values.lineTheorem ?? null);
  let law = findLaw(values.values, { from: values.from, of: values.of, theorem });
  const seen = law.law;
  if (theorem && seen.status === "verified" && (seen.kind === "periodic" || seen.kind === "arithmetic-periodic") && values.from === 0 && !fixedEnd(values, options)) {
    const needed = seen.saltus === 0 ? theorem.periodicNeeded(seen.preperiod, seen.period) : null;
    if (needed !== null && needed > values.values.length && needed <= PATTERN_PROOF_LIMIT) {
      values = patternValues(input, { ...options, ranges: { ...options.ranges, [values.variable]: [0, needed - 1] } });
      if (!("rows" in values)) law = findLaw(values.values, { from: values.from, of: values.of, theorem });
    }
  }
  law = parityOutcome(law, values);
  if (!theorem) return { ...law, values };
  // an arithmetic period is tried by the arithmetic-periodicity test, not the periodicity theorem
  const arithmetic = law.law.kind === "arithmetic-periodic" && theorem.arithmeticProof !== undefined;
  return { ...law, values, theorem: arithmetic ? ARITHMETIC_TEST_NAME : theorem.name };
}

/**
 * The heap game's theorem for a line of its values. With the rest of the sum's nim-sum c ≠ 0
 * the values are G(n) ⊕ c: a period of G is one of them, an arithmetic period is not, so the
 * arithmetic-periodicity test is left out.
 */
function heapTheoremOf(heap: PatternHeapRules): LawTheorem | null {
  const theorem = heapLawTheorem(heap.rules);
  if (theorem === null || heap.offset === 0) return theorem;
  const { arithmeticProof: _left, ...periodic } = theorem;
  return periodic;
}

/**
 * Remoteness (conjunctive compound) and suspense (Every-SG): a position is P exactly when the
 * measure is even, not only where it is 0. The outcome law the finder read off the zeros (the
 * answer when no value law holds, or a table's value law's `outcome`) is found again on the parities.
 */
function parityOutcome(found: FoundLaw, values: PatternValues): FoundLaw {
  if (values.measure !== "remoteness" && values.measure !== "suspense") return found;
  const law = found.law;
  const noValueLaw = law.of === "outcome" || law.kind === "none";
  // a line's value law carries no outcome law; a table's value law gets the parities' law
  if (!noValueLaw && !("rows" in values)) return found;
  const parity = values.values.map((v) => v & 1);
  const table = "rows" in values ? { from: values.from, rows: values.rows, cols: values.cols, values: parity } : null;
  const outcome = table ? findLaw(table, { of: "outcome" }) : findLaw(parity, { from: values.from as number, of: "outcome" });
  if (noValueLaw) {
    if (outcome.law.kind !== "none") return outcome;
    // the zeros' law spoke of terminal positions only: what is known of the values instead
    if (law.of === "value") return found;
    return foundLaw("rows" in values ? { ...noLaw2(values), symmetric: symmetric(values) } : noLaw(values.values, { from: values.from }));
  }
  const { outcome: _zeros, ...valueLaw } = law as Law2;
  return foundLaw(outcome.law.kind === "none" ? valueLaw : { ...valueLaw, outcome: outcome.law as Law2 });
}

/**
 * The two halves of an expression whose every term holds one variable (`nim(a) + lasker(b)`),
 * as the source of each term with the first and with the second variable; null otherwise.
 */
export function splitByVariable(source: string): [string, string] | null {
  const expr = parsePattern(source);
  const variables = variablesOf(expr);
  if (variables.length !== 2) return null;
  const halves: [string[], string[]] = [[], []];
  for (const term of expr.terms) {
    const names = variablesOf({ terms: [term], source });
    if (names.length !== 1 || term.copies !== undefined || term.closeColumn === undefined) return null;
    halves[names[0] === variables[0] ? 0 : 1].push(source.slice(term.column - 1, term.closeColumn));
  }
  return halves[0].length && halves[1].length ? [halves[0].join(" + "), halves[1].join(" + ")] : null;
}

/**
 * A sum law found on a table of an expression that is a sum of one-variable halves: each half's
 * law found again on its own line (the heap fast path and its theorem; as far as the range's
 * end the user gave that variable, else the line's own default, further than the table's),
 * kept when it agrees with the part read off the table. The sum itself is then the
 * Sprague–Grundy theorem's: the value of a sum is the nim-sum of its parts' values.
 */
function sumOfParts(source: string, found: FoundLaw, table: PatternTable, options: PatternOptions): FoundLaw {
  const halves = splitByVariable(source);
  if (halves === null || table.measure !== "grundy" || table.from[0] !== 0 || table.from[1] !== 0) return found;
  const law = found.law as SumLaw;
  const parts: Law1[] = [];
  for (const [k, half] of halves.entries()) {
    const name = table.variables[k]!;
    const { ranges, to, ...rest } = options;
    // the half's line runs from 0 to the end the user gave its variable (--range, else --to), else to its own default
    const end = ranges?.[name]?.[1] ?? to;
    const line = findPattern(half, { ...rest, ranges: { [name]: [0, end] } });
    const own = line.values && "variable" in line.values ? line.values.values : null;
    // g is read off the table normalised to g(0) = 0: the half's own value at 0 must be 0 too
    if (own === null || line.law.of !== "value" || line.law.kind === "none" || own[0] !== (k === 0 ? table.values[0] : 0)) return found;
    const cells = k === 0 ? table.rows : table.cols;
    for (let i = 0; i < cells; i++) {
      const v = k === 0 ? table.values[i * table.cols]! : table.values[i]! ^ table.values[0]!;
      if (own[i] !== v) return found;
    }
    parts.push(line.law as Law1);
  }
  const proven = parts.every((p) => p.status === "proven");
  return foundLaw({
    ...law,
    f: parts[0]!,
    g: parts[1]!,
    status: proven ? "proven" : law.status,
    proof: proven ? "the Sprague–Grundy theorem (the value of a sum is the nim-sum of its parts' values), and each part's law as proven above" : null,
  });
}
