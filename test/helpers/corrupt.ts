// Random judge-style whitespace and random corruptions of valid inputs, for fuzzing readers.
import fc from "fast-check";

/** Whitespace as judges see it: spaces, tabs, LF, CRLF, blank lines. */
export const separator = fc.constantFrom(" ", " ", "  ", "\t", "\n", "\n", "\r\n", "\n\n", " \r\n ");
export const lineEnd = fc.constantFrom("\n", "\n", "\r\n", " \n", "\n\n");

/** Joins tokens with random separators, each line ending with a random line end. */
export function layout(lines: string[][]): fc.Arbitrary<string> {
  const count = lines.reduce((n, l) => n + l.length, 0);
  return fc
    .tuple(fc.array(separator, { minLength: count, maxLength: count }), fc.array(lineEnd, { minLength: lines.length, maxLength: lines.length }), fc.boolean())
    .map(([seps, ends, finalNewline]) => {
      let s = "";
      let k = 0;
      lines.forEach((tokens, i) => {
        tokens.forEach((t, j) => {
          s += (j > 0 ? seps[k] : "") + t;
          k++;
        });
        if (i < lines.length - 1 || finalNewline) s += ends[i];
      });
      return s;
    });
}

const junk = fc.constantFrom(
  "-",
  "x",
  "+",
  ".",
  "e",
  "ä",
  "\u00a0",
  "\0",
  "\v",
  "\f",
  " ",
  "\n",
  "\r\n",
  "9",
  "0",
  "-1",
  "1e3",
  "0x10",
  "∞",
  "😀",
  "123456789012345678901234567890123456789012345678901234567890",
  "99999999999999999999",
);

/** One corruption: delete, insert, replace or duplicate a span, or cut the input short. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: junk }),
  fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), text: junk }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
);

export type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

export function applyEdit(s: string, e: Edit): string {
  const at = s.length === 0 ? 0 : e.at % (s.length + 1);
  switch (e.kind) {
    case "delete":
      return s.slice(0, at) + s.slice(at + e.length);
    case "insert":
      return s.slice(0, at) + e.text + s.slice(at);
    case "replace":
      return s.slice(0, at) + e.text + s.slice(at + 1);
    case "truncate":
      return s.slice(0, at);
    case "duplicate":
      return s.slice(0, at + e.length) + s.slice(at, at + e.length) + s.slice(at + e.length);
  }
}

/** A valid input with 0 to 3 random corruptions applied. */
export function corrupted(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(valid, fc.array(edit, { maxLength: 3 })).map(([s, edits]) => edits.reduce(applyEdit, s));
}

/** Read sizes for the reader: whole, byte by byte, or random. */
export const chunking: fc.Arbitrary<number[]> = fc.oneof(
  fc.constant([] as number[]),
  fc.constant([1] as number[]),
  fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
);

/** The shape every input-error message has. */
export const ERROR_MESSAGE = /^line \d+: expected [^\n]+, got ("[^\n]*"|end of input)$/;
