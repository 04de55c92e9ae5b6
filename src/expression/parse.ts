import { InputError } from "../errors.js";
import { quote } from "../_internals/quote.js";
import type { Atom, Call, Expression, Tuple } from "./ast.js";

type TokenKind = "ident" | "int" | "string" | "punct" | "end";
interface Token {
  kind: TokenKind;
  text: string;
  column: number;
}

/**
 * The integers an expression may write, literal or power, are below 2^262144 (262,144
 * bits, about 78,900 decimal digits: 10^78913 is the largest power of ten). One limit for both.
 */
export const MAX_INTEGER_BITS = 262_144;

/** The most decimal digits a number of MAX_INTEGER_BITS bits can have. */
const MAX_DIGITS = Math.ceil(MAX_INTEGER_BITS * Math.log10(2));

// grouped by hand: the first toLocaleString of a process loads ICU's number data (≈ 10 ms of every start)
const LIMIT = `at most ${String(MAX_INTEGER_BITS).replace(/\B(?=(\d{3})+$)/g, ",")} bits (below 2^${MAX_INTEGER_BITS}, about 78,900 digits)`;
const TOO_LARGE = `an integer of ${LIMIT}`;
const POWER_TOO_LARGE = `a power of ${LIMIT}`;

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(16).length * 4 - (Math.clz32(Number.parseInt(n.toString(16)[0]!, 16)) - 28);
}

/**
 * The most numbers one call may hold (10^6): each is a token, an atom and a bigint of the
 * position (about 450 bytes and 10 µs each), so nim(1,1,…) of 25 million heaps would take
 * gigabytes. A longer call is refused before any of them is read.
 */
export const MAX_CALL_NUMBERS = 1_000_000;

/** Refuses a call with more than MAX_CALL_NUMBERS numbers, counting digit runs between "(" and its ")" in one pass over the text. */
function checkCallSizes(src: string): void {
  let depth = 0;
  let numbers = 0;
  let open = 0;
  let inNumber = false;
  let quote = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
      continue;
    }
    const digit = c >= 48 && c <= 57;
    if (digit && !inNumber && depth > 0 && ++numbers > MAX_CALL_NUMBERS) {
      throw new InputError(
        `a call of at most ${MAX_CALL_NUMBERS.toLocaleString("en-US")} numbers (the most one position may hold)`,
        `more than ${MAX_CALL_NUMBERS.toLocaleString("en-US")}`,
        { column: open + 1 },
      );
    }
    inNumber = digit || (inNumber && c === 95); // "_" inside a number
    if (c === 34 || c === 39) quote = c;
    else if (c === 40) {
      if (depth++ === 0) {
        open = i;
        numbers = 0;
      }
    } else if (c === 41 && depth > 0) depth--;
  }
}

const PUNCT = new Set(["(", ")", ",", ";", "{", "}", "+", "^", "*"]);

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  // inside a call's parentheses a name is one word (a free variable: `wythoff(a b)` is two)
  let depth = 0;
  while (i < src.length) {
    const ch = src[i]!;
    const column = i + 1;
    if (/\s/.test(ch)) {
      i++;
    } else if (/[0-9]/.test(ch)) {
      let j = i;
      while (j < src.length && /[0-9_]/.test(src[j]!)) j++;
      out.push({ kind: "int", text: src.slice(i, j), column });
      i = j;
    } else if (/[A-Za-z]/.test(ch)) {
      // a name may have several words ("Dawson's chess", "double-kayles"): spaces and hyphens
      // followed by a letter continue it (two names in a row mean nothing else)
      let j = i;
      for (;;) {
        while (j < src.length && /[A-Za-z0-9_'’]/.test(src[j]!)) j++;
        if (depth > 0) break;
        const gap = /^[\s-]+(?=[A-Za-z])/.exec(src.slice(j, j + 64));
        if (!gap) break;
        j += gap[0].length;
      }
      out.push({ kind: "ident", text: src.slice(i, j), column });
      i = j;
    } else if (ch === '"' || ch === "'") {
      const j = src.indexOf(ch, i + 1);
      if (j < 0) throw new InputError(`a closing ${ch}`, src.slice(i), { column });
      out.push({ kind: "string", text: src.slice(i + 1, j), column });
      i = j + 1;
    } else if (PUNCT.has(ch)) {
      if (ch === "(") depth++;
      else if (ch === ")") depth = Math.max(0, depth - 1);
      out.push({ kind: "punct", text: ch, column });
      i++;
    } else {
      // the whole code point: an emoji is not two halves
      throw new InputError("a game such as nim(3,5,7), a number, or one of ( ) , ; { } + ^ *", String.fromCodePoint(src.codePointAt(i)!), { column });
    }
  }
  out.push({ kind: "end", text: "", column: src.length + 1 });
  return out;
}

/** Options of {@link parseExpression}. */
export interface ParseOptions {
  /**
   * Accept free variables: a lowercase name (`n`, `a`, `b2`) in an argument place becomes a
   * `var` atom, to be bound later (`bindVariables`). Inside a set `{…}` a name is refused.
   * @defaultValue false (a name in an argument place is an error that says variables are for `grundy pattern`)
   */
  variables?: boolean;
}

/** A free variable's name: a lowercase letter, then lowercase letters, digits or "_". */
export const VARIABLE_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Parses a position expression: calls such as `nim(3,5,7)`, `wythoff(8,4)`,
 * `strip(10; 1,3 2,7)`, `heap("0.07", 12)`, `subtraction({1,3,4}, 20)` joined by `+`.
 * Integers may have any number of digits, `_` separators, or be a power `10^40`. A term
 * may be copied: `kayles(3)*1000` or `1000*kayles(3)` is 1000 copies of kayles(3) in the sum.
 *
 * @param source - the expression
 * @param expectedGame - what a game may be, for the error when a call is missing (the registry's list)
 * @param options - whether free variables are accepted (see {@link ParseOptions})
 * @returns its terms
 * @throws InputError naming the column, the token found and what was expected
 */
export function parseExpression(source: string, expectedGame = "a game such as nim(3,5,7)", options: ParseOptions = {}): Expression {
  const variables = options.variables === true;
  checkCallSizes(source);
  const c = cursorOver(tokenize(source));
  const terms: Call[] = [term(c, expectedGame, variables)];
  while (c.peek().text === "+") {
    c.next();
    terms.push(term(c, expectedGame, variables));
  }
  if (c.peek().kind !== "end") c.fail('"+" or the end of the expression');
  return { terms, source };
}

/** The parser's place in the tokens. */
interface Cursor {
  /** The token at the place. */
  peek(): Token;
  /** The token at the place, and the place moved past it. */
  next(): Token;
  /** Throws: `expected` was, the token at the place was found. */
  fail(expected: string): never;
  /** The punctuation `text` at the place, taken; else {@link Cursor.fail}. */
  expect(text: string, expected?: string): Token;
}

function cursorOver(tokens: readonly Token[]): Cursor {
  let at = 0;
  const peek = (): Token => tokens[at]!;
  const next = (): Token => tokens[at++]!;
  const fail = (expected: string): never => {
    const t = peek();
    throw new InputError(expected, t.kind === "end" ? null : t.text, { column: t.column });
  };
  const expect = (text: string, expected = `"${text}"`): Token => {
    if (peek().text !== text || peek().kind === "string") fail(expected);
    return next();
  };
  return { peek, next, fail, expect };
}

/** A long number as an error shows it. */
const shown = (text: string): string => (text.length > 24 ? `${text.slice(0, 20)}…` : text);

/** An integer, or a power `b^e`, checked against {@link MAX_INTEGER_BITS}. */
function integer(c: Cursor): Atom {
  const t = c.next();
  const digits = t.text.replace(/_/g, "");
  if (t.text.startsWith("_") || t.text.endsWith("_") || t.text.includes("__")) {
    throw new InputError("an integer (digits, with single _ between groups)", t.text, { column: t.column });
  }
  if (digits.length > MAX_DIGITS + 1) throw new InputError(TOO_LARGE, shown(t.text), { column: t.column });
  let value = BigInt(digits);
  if (bitLength(value) > MAX_INTEGER_BITS) throw new InputError(TOO_LARGE, shown(t.text), { column: t.column });
  let text = t.text;
  if (c.peek().text === "^") {
    c.next();
    if (c.peek().kind !== "int") c.fail("an exponent");
    const e = c.next();
    value = power(value, t, e);
    text = `${t.text}^${e.text}`;
  }
  return { kind: "int", value, column: t.column, text };
}

/** `value` (the base, written as token `t`) to the power written as token `e`, refused when too large before it is computed. */
function power(value: bigint, t: Token, e: Token): bigint {
  const written = `${shown(t.text)}^${shown(e.text)}`;
  if (value > 1n) {
    // the result has at least (bits − 1)·e + 1 bits: refuse before computing it
    const eDigits = e.text.replace(/_/g, "").replace(/^0+(?=\d)/, "");
    if (eDigits.length > 7) throw new InputError(POWER_TOO_LARGE, written, { column: t.column });
    const exponent = Number(eDigits);
    if ((bitLength(value) - 1) * exponent + 1 > MAX_INTEGER_BITS) throw new InputError(POWER_TOO_LARGE, written, { column: t.column });
    const result = value ** BigInt(exponent);
    if (bitLength(result) > MAX_INTEGER_BITS) throw new InputError(POWER_TOO_LARGE, written, { column: t.column });
    return result;
  }
  return BigInt(e.text.replace(/_/g, "")) === 0n ? 1n : value;
}

/** A free variable (only when `variables`). */
function variable(c: Cursor, variables: boolean): Atom {
  const t = c.next();
  if (!variables) throw new InputError("a number (a free variable such as n is for grundy pattern)", t.text, { column: t.column });
  if (!VARIABLE_NAME.test(t.text)) throw new InputError("a number or a free variable (a lowercase name such as n)", t.text, { column: t.column });
  return { kind: "var", name: t.text, column: t.column };
}

/** A set of integers `{a, b, …}`, its "{" at the place. */
function set(c: Cursor): Atom {
  const t = c.next();
  const values: bigint[] = [];
  if (c.peek().text !== "}") {
    for (;;) {
      if (c.peek().kind === "ident") c.fail("an integer in the set (a free variable is not supported inside a set {…})");
      if (c.peek().kind !== "int") c.fail("an integer in the set");
      values.push((integer(c) as { value: bigint }).value);
      if (c.peek().text === ",") c.next();
      else break;
    }
  }
  c.expect("}", '"," or "}"');
  return { kind: "set", values, column: t.column };
}

/** An argument: an integer, a variable, a string or a set. */
function atom(c: Cursor, variables: boolean): Atom {
  const t = c.peek();
  if (t.kind === "int") return integer(c);
  if (t.kind === "ident") return variable(c, variables);
  if (t.kind === "string") {
    c.next();
    return { kind: "string", value: t.text, column: t.column };
  }
  if (t.text === "{") return set(c);
  return c.fail("a number, a string or a set {…}");
}

const startsAtom = (t: Token): boolean => t.kind === "int" || t.kind === "string" || t.kind === "ident" || t.text === "{";

/** A call `name(tuples; tuples; …)`. */
function call(c: Cursor, expectedGame: string, variables: boolean): Call {
  const t = c.peek();
  if (t.kind !== "ident") c.fail(expectedGame);
  c.next();
  c.expect("(", `"(" after ${t.text.length <= 40 ? t.text : quote(t.text)}`);
  const sections: Tuple[][] = [[]];
  const semicolons: number[] = [];
  if (c.peek().text !== ")") {
    for (;;) {
      if (c.peek().text === ";") {
        semicolons.push(c.next().column);
        sections.push([]);
        continue;
      }
      if (c.peek().text === ")") break;
      if (!startsAtom(c.peek())) c.fail('a number, a string, a set, ";" or ")"');
      const tuple: Tuple = [atom(c, variables)];
      while (c.peek().text === ",") {
        c.next();
        if (!startsAtom(c.peek())) c.fail("a number, a string or a set after ','");
        tuple.push(atom(c, variables));
      }
      sections[sections.length - 1]!.push(tuple);
    }
  }
  const close = c.expect(")", '")"');
  return { name: t.text, column: t.column, sections, closeColumn: close.column, semicolons };
}

type Copies = { value: bigint; column: number; text: string };

/** A count of copies: a positive integer (a power too) before "*" or after it. */
function count(c: Cursor): Copies {
  if (c.peek().kind !== "int") c.fail("a number of copies after '*'");
  const a = integer(c) as Copies;
  if (a.value < 1n) throw new InputError("a number of copies: a positive integer", a.text, { column: a.column });
  return { value: a.value, column: a.column, text: a.text };
}

/** A term of the sum: a call, with a count of copies before or after it. */
function term(c: Cursor, expectedGame: string, variables: boolean): Call {
  let copies: Copies | undefined;
  if (c.peek().kind === "int") {
    copies = count(c);
    c.expect("*", '"*" after a number of copies (k*term)');
  }
  const found = call(c, expectedGame, variables);
  if (c.peek().text === "*") {
    if (copies) c.fail('"+" or the end of the expression (one count of copies a term)');
    c.next();
    copies = count(c);
  }
  return copies ? { ...found, copies } : found;
}
