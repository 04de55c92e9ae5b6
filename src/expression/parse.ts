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

const KINDS: readonly TokenKind[] = ["ident", "int", "string", "punct", "end"];

/**
 * The tokens of a source, kept as numbers (kind, column, where the text starts and ends) in
 * typed arrays: a sum of 10^6 calls is some 5·10^6 tokens, which as objects held hundreds of
 * megabytes while the parse ran. A token object is made when the parser reaches it.
 */
interface Tokens {
  count: number;
  kind: Uint8Array;
  column: Int32Array;
  from: Int32Array;
  to: Int32Array;
}

function pushToken(t: Tokens, kind: TokenKind, column: number, from: number, to: number): void {
  if (t.count === t.kind.length) {
    const grow = <A extends Uint8Array | Int32Array>(a: A, make: (n: number) => A): A => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    t.kind = grow(t.kind, (n) => new Uint8Array(n));
    t.column = grow(t.column, (n) => new Int32Array(n));
    t.from = grow(t.from, (n) => new Int32Array(n));
    t.to = grow(t.to, (n) => new Int32Array(n));
  }
  t.kind[t.count] = KINDS.indexOf(kind);
  t.column[t.count] = column;
  t.from[t.count] = from;
  t.to[t.count] = to;
  t.count++;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** A character that goes on a name: a letter, a digit, "_", "'" or "’". */
const isNamePart = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95 || c === 39 || c === 0x2019;
/** White space as /\s/ reads it (ASCII at once, the rest by the expression). */
const isSpace = (c: number, ch: string): boolean => c === 32 || (c >= 9 && c <= 13) || (c >= 128 && /\s/.test(ch));

function tokenize(src: string): Tokens {
  // a token takes a character or more ("nim(1)+" is 5 in 7): half the length at first, grown if need be
  const size = (src.length >> 1) + 16;
  const out: Tokens = { count: 0, kind: new Uint8Array(size), column: new Int32Array(size), from: new Int32Array(size), to: new Int32Array(size) };
  let i = 0;
  // inside a call's parentheses a name is one word (a free variable: `wythoff(a b)` is two)
  let depth = 0;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    const column = i + 1;
    if (isSpace(c, src[i]!)) {
      i++;
    } else if (isDigit(c)) {
      let j = i;
      while (j < src.length && (isDigit(src.charCodeAt(j)) || src.charCodeAt(j) === 95)) j++;
      pushToken(out, "int", column, i, j);
      i = j;
    } else if (isLetter(c)) {
      // a name may have several words ("Dawson's chess", "double-kayles"): spaces and hyphens
      // followed by a letter continue it (two names in a row mean nothing else)
      let j = i;
      for (;;) {
        while (j < src.length && isNamePart(src.charCodeAt(j))) j++;
        if (depth > 0) break;
        const gap = /^[\s-]+(?=[A-Za-z])/.exec(src.slice(j, j + 64));
        if (!gap) break;
        j += gap[0].length;
      }
      pushToken(out, "ident", column, i, j);
      i = j;
    } else if (c === 34 || c === 39) {
      const j = src.indexOf(src[i]!, i + 1);
      if (j < 0) throw new InputError(`a closing ${src[i]!}`, src.slice(i), { column });
      pushToken(out, "string", column, i + 1, j);
      i = j + 1;
    } else if (PUNCT.has(src[i]!)) {
      if (c === 40) depth++;
      else if (c === 41) depth = Math.max(0, depth - 1);
      pushToken(out, "punct", column, i, i + 1);
      i++;
    } else {
      // the whole code point: an emoji is not two halves
      throw new InputError("a game such as nim(3,5,7), a number, or one of ( ) , ; { } + ^ *", String.fromCodePoint(src.codePointAt(i)!), { column });
    }
  }
  pushToken(out, "end", src.length + 1, src.length, src.length);
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
  const c = cursorOver(source, tokenize(source));
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

function cursorOver(source: string, tokens: Tokens): Cursor {
  let at = 0;
  // the token at the place, made once
  let made = -1;
  let token: Token = { kind: "end", text: "", column: 0 };
  const peek = (): Token => {
    if (made !== at) {
      token = { kind: KINDS[tokens.kind[at]!]!, text: source.slice(tokens.from[at]!, tokens.to[at]!), column: tokens.column[at]! };
      made = at;
    }
    return token;
  };
  const next = (): Token => {
    const t = peek();
    if (at < tokens.count - 1) at++;
    return t;
  };
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
  const separated = t.text.includes("_");
  const digits = separated ? t.text.replace(/_/g, "") : t.text;
  if (separated && (t.text.startsWith("_") || t.text.endsWith("_") || t.text.includes("__"))) {
    throw new InputError("an integer (digits, with single _ between groups)", t.text, { column: t.column });
  }
  if (digits.length > MAX_DIGITS + 1) throw new InputError(TOO_LARGE, shown(t.text), { column: t.column });
  let value = BigInt(digits);
  // fewer digits than MAX_DIGITS are fewer bits than MAX_INTEGER_BITS: counted only near the limit
  if (digits.length >= MAX_DIGITS && bitLength(value) > MAX_INTEGER_BITS) throw new InputError(TOO_LARGE, shown(t.text), { column: t.column });
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
  // no ";": no list of where they are (a sum of 10^6 calls holds 10^6 of them)
  return { name: t.text, column: t.column, sections, closeColumn: close.column, ...(semicolons.length > 0 ? { semicolons } : {}) };
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
