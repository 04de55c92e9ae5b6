// Free variables of the position language (`grundy pattern "lasker(n)"`): a lowercase name in
// an argument place, read by parsePattern, listed by variablesOf and bound by bindVariables.
import { InputError } from "../errors.js";
import type { Atom, Expression } from "./ast.js";
import { parseExpression } from "./parse.js";

/** The most free variables an expression may hold: a law is found in one or two. */
export const MAX_VARIABLES = 2;

/** Every atom of an expression, in the order written. */
function* atomsOf(expr: Expression): Generator<Atom> {
  for (const call of expr.terms) for (const section of call.sections) for (const tuple of section) yield* tuple;
}

/**
 * The free variables of an expression, in the order of their first appearance.
 *
 * @param expr - an expression read with variables (see {@link parsePattern})
 * @returns their names, at most {@link MAX_VARIABLES}
 * @throws InputError at a third variable, naming it and the two before it
 * @example variablesOf(parsePattern("kayles(a) + dawson(b) + nim(a)")) // ["a", "b"]
 */
export function variablesOf(expr: Expression): string[] {
  const names: string[] = [];
  for (const atom of atomsOf(expr)) {
    if (atom.kind !== "var" || names.includes(atom.name)) continue;
    if (names.length === MAX_VARIABLES) {
      throw new InputError(`at most ${MAX_VARIABLES} free variables (this expression has ${names.join(" and ")} already)`, atom.name, { column: atom.column });
    }
    names.push(atom.name);
  }
  return names;
}

/**
 * Parses an expression with free variables, such as `heap("0.8", n)` or `wythoff(a,b)`:
 * {@link parseExpression} with `variables: true`, then checked to hold at most
 * {@link MAX_VARIABLES} of them.
 *
 * @param source - the expression
 * @param expectedGame - what a game may be, for the error when a call is missing
 * @returns the expression (its variables are `var` atoms)
 * @throws InputError naming the column, the token and what was expected
 * @example variablesOf(parsePattern("wythoff(a,b)")) // ["a", "b"]
 */
export function parsePattern(source: string, expectedGame?: string): Expression {
  const expr = parseExpression(source, expectedGame, { variables: true });
  variablesOf(expr);
  return expr;
}

/**
 * The expression with its free variables replaced by integers: each `var` atom becomes an
 * `int` atom at the same column (written as the decimal value). Other atoms are shared.
 *
 * @param expr - an expression with variables
 * @param values - a value for each variable it holds
 * @returns the bound expression (its `source` keeps the text with variables)
 * @throws InputError for a variable that has no value, at its column
 * @example bindVariables(parsePattern("nim(n, 3)"), { n: 5n }).terms[0].sections[0][0][0] // { kind: "int", value: 5n, … }
 */
export function bindVariables(expr: Expression, values: Readonly<Record<string, bigint>>): Expression {
  const bind = (atom: Atom): Atom => {
    if (atom.kind !== "var") return atom;
    const value = Object.hasOwn(values, atom.name) ? values[atom.name] : undefined;
    if (typeof value !== "bigint") throw new InputError(`a value for the free variable ${atom.name}`, atom.name, { column: atom.column });
    return { kind: "int", value, column: atom.column, text: String(value) };
  };
  return {
    source: expr.source,
    terms: expr.terms.map((call) => ({ ...call, sections: call.sections.map((section) => section.map((tuple) => tuple.map(bind))) })),
  };
}
