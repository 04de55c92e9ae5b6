// The built-in families' views, one row a family: the board of a position, a move in words,
// and every example start readable (and its random starts too) — what the lab and the
// terminal player draw.
import { describe, expect, it } from "vitest";
import { boardOf, FAMILIES, parseExpression, Registry } from "../../src/index.js";
import { seededRandom } from "../../src/_internals/random.js";

const reg = new Registry();
const read = (text: string) => {
  const call = parseExpression(text).terms[0]!;
  return reg.read(call);
};

const ROWS: { position: string; board: unknown; to?: string; words?: string }[] = [
  { position: "wythoff(3,2)", board: { kind: "queen", x: 3, y: 2 }, to: "wythoff(1,0)", words: "(3,2) → (1,0)" },
  { position: "euclid(13,8)", board: { kind: "bars", a: 13, b: 8 }, to: "euclid(5,8)", words: "(13,8) → (5,8)" },
  { position: "strip(4; 1,2)", board: { kind: "cells", rows: 2, columns: 4, filled: [[1, 2]] }, to: "strip(4; 1,2 2,3)", words: "colour row 2, column 3" },
  { position: "strip(4)", board: { kind: "cells", rows: 2, columns: 4, filled: [] }, to: "strip(4; 1,2 2,2 1,3 2,3)", words: "2×2 square at columns 2–3" },
  { position: "nim(3,5)", board: { kind: "heaps", heaps: [3, 5], tokens: "tokens", ordered: true }, to: "nim(1,5)", words: "heap 1: 3 → 1" },
  {
    position: "kayles(4,7)",
    board: { kind: "heaps", heaps: [4, 7], tokens: "pins", ordered: false },
    to: "kayles(4,2,3)",
    words: "knocked down pins 3–4 of the second row, leaving 2 and 3",
  },
  { position: "kayles(1,7)", board: { kind: "heaps", heaps: [1, 7], tokens: "pins", ordered: false }, to: "kayles(7)", words: "knocked down the whole first row (1 pin)" },
  { position: "kayles(7)", board: { kind: "heaps", heaps: [7], tokens: "pins", ordered: false }, to: "kayles(6)", words: "knocked down pin 7 of the row" },
  { position: "dawson(5)", board: { kind: "heaps", heaps: [5], tokens: "pins", ordered: false }, to: "dawson(1,2)", words: "knocked down pins 2–3 of the row, leaving 1 and 2" },
  { position: "grundy(7)", board: { kind: "heaps", heaps: [7], tokens: "tokens", ordered: false }, to: "grundy(3,4)", words: "split the heap (7) into 3 and 4" },
  { position: 'heap("0.07",4)', board: { kind: "heaps", heaps: [4], tokens: "tokens", ordered: false }, to: 'heap("0.07",2)', words: "took 2 tokens from the heap (4), leaving 2" },
  {
    position: "subtraction({1,3},5,3)",
    board: { kind: "heaps", heaps: [5, 3], tokens: "tokens", ordered: false },
    to: "subtraction({1,3},5)",
    words: "took the whole second heap (3 tokens)",
  },
  { position: "chomp(2,3)", board: { kind: "diagram", rows: [3, 3] }, to: "chomp(2,3; 3,1)", words: "bite at row 2, column 2" },
  { position: "lasker(3,5)", board: undefined },
  { position: "moore(2; 1,2)", board: undefined },
  { position: "fsvp(6)", board: undefined },
  { position: "digraph(0; {1} {})", board: undefined },
  { position: "subadd(3; {2}; {2}; 5)", board: undefined },
];

describe("the built-in families' views", () => {
  it("every built-in family has a view with a rule", () => {
    for (const f of FAMILIES) expect(f.view?.rule, f.name).toMatch(/\w.*\.$/);
  });

  it.each(ROWS)("$position: its board, and a move in words", ({ position, board, to, words }) => {
    const { family, position: p } = read(position);
    expect(boardOf(family.view, p)).toEqual(board);
    if (to !== undefined) expect(family.view?.describe?.(p, read(to).position)).toBe(words);
  });

  it("Wythoff's board marks the P-positions when asked", () => {
    const { family, position } = read("wythoff(8,4)");
    expect(boardOf(family.view, position, { marks: true })).toEqual({
      kind: "queen",
      x: 8,
      y: 4,
      marks: [
        [0, 0],
        [1, 2],
        [2, 1],
        [5, 3],
        [7, 4],
      ],
    });
  });

  it("a position too large to draw has no board", () => {
    const { family, position } = read("wythoff(10^30, 3)");
    expect(boardOf(family.view, position)).toBeUndefined();
  });

  it("every example start, and its random starts, is a position of its family", () => {
    const random = seededRandom(7);
    for (const f of FAMILIES) {
      for (const e of f.view?.examples ?? []) {
        const starts = [e.expression, ...(e.shuffle ? Array.from({ length: 20 }, () => e.shuffle!(random)) : [])];
        for (const s of starts) for (const call of parseExpression(s).terms) expect(reg.read(call).family, s).toBe(f);
      }
    }
  });
});
