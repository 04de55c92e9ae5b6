/*
 * The pattern floor's front door: the law of a line of values (one variable) or of a table
 * (two), as one object that describes itself, evaluates exactly, prints as a program and
 * finds where given values break it. It knows no game: a theorem comes in through
 * {@link LawTheorem} (./theorem.ts).
 */
import type { Program } from "./code/program.js";
import { findLaw1 } from "./findLaw1.js";
import { findLaw2 } from "./findLaw2.js";
import type { Law, Law1, Law2 } from "./law.js";
import { describeLaw1, evaluateLaw1, law1Program } from "./law1.js";
import { noLaw } from "./noLaw.js";
import { describeLaw2, evaluateLaw2, law2Program } from "./law2.js";
import type { Law1Tools } from "./sum2.js";
import type { Table2 } from "./table2.js";
import type { LawTheorem } from "./theorem.js";

/** The one-variable tools the sum law describes its two parts with. */
export const LAW1_TOOLS: Law1Tools = {
  // a part of a sum is a value law or none: an outcome law of a part cannot be nim-added
  find: (values, from) => {
    const law = findLaw1(values, { from });
    return law.of === "outcome" && law.kind !== "none" ? noLaw(values, { from }) : law;
  },
  evaluate: (law, n) => {
    const v = evaluateLaw1(law, n);
    if (typeof v === "boolean") throw new RangeError("a part of a sum needs a value law, not an outcome law");
    return v;
  },
  program: (law) => {
    const program = law1Program(law);
    if (program === null) throw new RangeError("a part of a sum without a law has no program");
    return program;
  },
  describe: describeLaw1,
};

/** Options of {@link findLaw}. */
export interface FindLawConstraints {
  /** For a line: the index of values[0] (heaps from 0, Euclid's piles from 1). @defaultValue 0 */
  from?: number;
  /** For a line: a theorem that may prove a periodic law (it needs the values from 0). @defaultValue none */
  theorem?: LawTheorem | null;
  /** Whether the values are Grundy values (or another measure) or only outcomes (0 = P). @defaultValue "value" */
  of?: "value" | "outcome";
}

/** Where given values disagree with a law: the point, the law's answer and the value found. */
export interface Counterexample {
  /** n, or [a, b]. */
  point: readonly number[];
  /** The law's value (bigint) or outcome ("P" / "N"). */
  law: bigint | "P" | "N";
  /** The value given (for an outcome law, 0 is P). */
  value: number;
}

/** A law found, with what can be done with it. */
export interface FoundLaw {
  /** The law as data (./law.ts): kind, parameters, status, verified range, proof. */
  readonly law: Law;
  /** 1 for a line, 2 for a table. */
  readonly arity: 1 | 2;
  /** The law in plain lines. */
  describe(): string;
  /**
   * The law at a point (n, or a and b), exactly: a bigint for a value law, "P" or "N" for an
   * outcome law. For a value table whose law covers only its lines, the outcome law of its
   * zeros answers where the value law does not reach (see {@link FoundLaw.program}).
   *
   * @throws RangeError for a law of kind "none", or a point no law covers
   */
  at(point: readonly bigint[]): bigint | "P" | "N";
  /**
   * The law as a standalone program (./code/program.ts): the value law when it covers every
   * point, else the outcome law of the zeros when there is one (Wythoff: its rows are
   * additively periodic one by one, its P-positions are Beatty pairs for every a, b); null
   * when neither covers every point.
   */
  program(): Program | null;
  /** The first point (in order of n, or of a then b) where `values` disagree with the law; null when they agree wherever it speaks (a rows law skips the rows it does not cover). */
  counterexample(values: ArrayLike<number> | Table2, from?: number): Counterexample | null;
}

const isTable = (x: ArrayLike<number> | Table2): x is Table2 => typeof (x as Table2).rows === "number" && Array.isArray((x as Table2).from);

const answer = (v: bigint | boolean): bigint | "P" | "N" => (typeof v === "boolean" ? (v ? "P" : "N") : v);

const agrees = (law: bigint | "P" | "N", value: number): boolean => (typeof law === "bigint" ? law === BigInt(value) : (law === "P") === (value === 0));

/** Whether a two-variable law answers every a ≥ a0, b ≥ b0 (a rows law answers only its lines). */
function coversAll(law: Law2): boolean {
  return law.kind !== "none" && law.kind !== "rows-additive";
}

function found1(found: Law1): FoundLaw {
  // a line without a law of its values may have one of its P-positions: that one answers
  const law = found.kind === "none" && found.outcome !== undefined ? found.outcome : found;
  return {
    law: found,
    arity: 1,
    describe: () => (law === found ? describeLaw1(found) : `${describeLaw1(found)}\n${describeLaw1(law)}`),
    at: (point) => answer(evaluateLaw1(law, point[0]!)),
    program: () => law1Program(law),
    counterexample(values, from = law.from) {
      if (isTable(values)) throw new RangeError("a one-variable law is checked against a line of values");
      if (law.kind === "none") return null;
      for (let i = 0; i < values.length; i++) {
        const n = from + i;
        if (n < law.from) continue;
        const expected = answer(evaluateLaw1(law, BigInt(n)));
        if (!agrees(expected, values[i]!)) return { point: [n], law: expected, value: values[i]! };
      }
      return null;
    },
  };
}

function found2(law: Law2): FoundLaw {
  const at = (point: readonly bigint[]): bigint | "P" | "N" => {
    const [a, b] = [point[0]!, point[1]!];
    try {
      return answer(evaluateLaw2(law, a, b, LAW1_TOOLS));
    } catch (e) {
      if (law.outcome === undefined || !(e instanceof RangeError)) throw e;
      return answer(evaluateLaw2(law.outcome, a, b, LAW1_TOOLS));
    }
  };
  return {
    law,
    arity: 2,
    describe: () => describeLaw2(law, LAW1_TOOLS),
    at,
    program() {
      if (coversAll(law)) return law2Program(law, LAW1_TOOLS);
      if (law.outcome !== undefined && coversAll(law.outcome)) return law2Program(law.outcome, LAW1_TOOLS);
      return null;
    },
    counterexample(values) {
      if (!isTable(values)) throw new RangeError("a two-variable law is checked against a table");
      if (law.kind === "none") return null;
      const [a0, b0] = values.from;
      for (let i = 0; i < values.rows; i++) {
        for (let j = 0; j < values.cols; j++) {
          const value = values.values[i * values.cols + j]!;
          let expected: bigint | "P" | "N";
          try {
            expected = at([BigInt(a0 + i), BigInt(b0 + j)]);
          } catch (e) {
            // a cell the law does not speak of (a rows law past its rows, with no outcome law): no counterexample there
            if (e instanceof RangeError) continue;
            throw e;
          }
          if (!agrees(expected, value)) return { point: [a0 + i, b0 + j], law: expected, value };
        }
      }
      return null;
    },
  };
}

/**
 * Finds the least law of the catalogue that holds on every given value: for a line, periodic,
 * arithmetic-periodic, ruler, a formula, then outcome laws (residues, a finite set, a Beatty
 * sequence); for a table, a sum f(a) ⊕ g(b), a fold over the quotients of Euclid's algorithm,
 * additively periodic rows, and the outcome laws of
 * its zeros (lines, Beatty pairs, a ratio). Kind "none" says what is known when nothing holds.
 *
 * @param values - v(from), v(from + 1), … (a line), or a table of v(a, b)
 * @param options - from, theorem, of
 * @returns the law with describe, at, program and counterexample
 * @example findLaw([0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]).describe() // "arithmetic-periodic: period 4, saltus 4, from n = 1 …"
 */
export function findLaw(values: ArrayLike<number> | Table2, options: FindLawConstraints = {}): FoundLaw {
  const of = options.of ?? "value";
  if (isTable(values)) return found2(findLaw2(values, { of, findLaw1: LAW1_TOOLS.find }));
  const from = options.from ?? 0;
  const law = findLaw1(values, { from, theorem: options.theorem ?? null, of });
  // values without a law whose zeros have one: say both (no law of the values; the P-positions')
  if (of === "value" && law.of === "outcome" && law.kind !== "none") return found1({ ...noLaw(values, { from }), outcome: law });
  return found1(law);
}

/** The law found by {@link findLaw} again from its data (e.g. read back from JSON). */
export function foundLaw(law: Law): FoundLaw {
  return isLaw2(law) ? found2(law) : found1(law);
}

/** Whether a law is of two variables (a sum has no `from` of its own; the rest have a pair). */
export function isLaw2(law: Law): law is Law2 {
  return law.kind === "sum" || Array.isArray((law as { from?: unknown }).from);
}
