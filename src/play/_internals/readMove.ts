import { Term } from "../../analyze/engine.js";
import { moveShapeError } from "../../core/compoundKinds.js";
import { InputError } from "../../errors.js";
import type { Move } from "../move.js";
import { OPTIONS_SCANNED, unfinished } from "./components.js";
import type { SessionEngine } from "./engine.js";
import { makeMove } from "./moveValue.js";
import { readDescribed } from "./readDescribed.js";

/** Text that starts as a call, `name(`: a position, whose own error is the one to show. */
const CALL = /^\s*[A-Za-z_][\w.]*\s*\(/;

/** Splits text at a separator outside parentheses, braces and quotes. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(" || ch === "{") depth++;
    else if (ch === ")" || ch === "}") depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim());
}

/**
 * Reads a move on the terms: the position after it (the whole expression), or component
 * moves `a -> b` (a component, then the position it moves to; several joined by ";"), and checks it is legal: each
 * component move an option, and the components moved as the compound allows (the table's).
 *
 * @throws InputError saying what was expected
 */
export function readMove(engine: SessionEngine, terms: readonly Term[], text: string): Move {
  const changes = new Map<number, Term>();
  const read = (src: string, what: string): Term[] => {
    try {
      return engine.read(src);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      // one plain line: what a move is here, and where the text went wrong (not every game's name)
      const example = terms.map((x) => x.text).join(" + ");
      if (/^a game\b/.test(e.expected) || e.location.column === 1) throw new InputError(`${what}, with the games of ${example}`, src);
      const at = e.location.column !== undefined ? `at column ${e.location.column}: ` : "";
      throw new InputError(`${what} (${at}${e.expected})`, e.got === "" && e.message.endsWith("end of input") ? null : e.got);
    }
  };
  if (text.includes("->")) {
    for (const part of splitTop(text, ";")) {
      const [from, to, extra] = splitTop(part, "->");
      if (from === undefined || to === undefined || extra !== undefined)
        throw new InputError(`a move written from -> to, e.g. ${terms[0]?.text ?? "a"} -> ${firstOption(terms[0]) ?? "b"}`, part);
      const [f] = read(from, "a component before ->");
      const [t] = read(to, "a position after ->");
      const i = terms.findIndex((x, k) => !changes.has(k) && x.text === f!.text);
      if (i < 0) throw new InputError(`a component of the position (${terms.map((x) => x.text).join(", ")})`, f!.text);
      if (t!.family !== terms[i]!.family) throw new InputError(`a position of the same game as ${terms[i]!.text}`, t!.text);
      changes.set(i, new Term(t!.family, t!.position, terms[i]!.options));
    }
  } else {
    let after: Term[];
    try {
      after = read(text, "a move number, a position or from -> to");
    } catch (e) {
      // not a position: a move as the views describe it ("bite 2,3"), unless it was written as a call
      const described = e instanceof InputError && !CALL.test(text) ? readDescribed(terms, text, (s) => splitTop(s, ";")) : undefined;
      if (!described) throw e;
      for (const [i, to] of described) changes.set(i, new Term(terms[i]!.family, to, terms[i]!.options));
      after = [];
    }
    // (read as described, `after` is empty and the changes are made)
    if (changes.size === 0 && after.length !== terms.length) {
      throw new InputError(`a position of ${terms.length} component${terms.length > 1 ? "s" : ""} (e.g. ${terms.map((x) => x.text).join(" + ")})`, text);
    }
    after.forEach((t, i) => {
      if (t.family !== terms[i]!.family) throw new InputError(`${terms[i]!.text} or one of its options at component ${i + 1}`, t.text);
      // a component written in another order (heaps 5,3 for 3,5) is unchanged
      const game = t.family.game;
      if (t.text !== terms[i]!.text && game.key(t.position) !== game.key(terms[i]!.position)) changes.set(i, new Term(t.family, t.position, terms[i]!.options));
    });
  }
  for (const [i, to] of changes) {
    if (!isOption(terms[i]!, to)) throw new InputError(`a legal move of ${terms[i]!.text} (type "moves" for the list)`, `${terms[i]!.text} -> ${to.text}`);
  }
  const rule = moveShapeError(engine.compound, [...changes.keys()], unfinished(terms), (i) => terms[i]!.text);
  if (rule) throw new InputError(rule, text);
  return makeMove(engine, terms, changes);
}

/** The text of some option of a term (for an example in a message), or undefined when it has none. */
function firstOption(term: Term | undefined): string | undefined {
  if (!term) return undefined;
  for (const o of term.family.game.moves(term.position)) return term.family.print(o);
  return undefined;
}

/** Whether `to` is an option of `from`: by the family's closed form, else by the key among the options. */
function isOption(from: Term, to: Term): boolean {
  const closed = from.family.isOption?.(from.position, to.position);
  if (closed !== undefined) return closed;
  // by the key: equal keys are the same position (written with its heaps in another order, say)
  const game = from.family.game;
  const key = game.key(to.position);
  let n = 0;
  for (const o of game.moves(from.position)) {
    if (game.key(o) === key) return true;
    if (++n > OPTIONS_SCANNED) throw new InputError(`a move found among the first ${OPTIONS_SCANNED.toLocaleString("en-US")} options of ${from.text}`, to.text);
  }
  return false;
}
