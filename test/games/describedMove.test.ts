// A move typed the way a view describes it: every option of several positions of each game
// with words for its moves, described, reads back as that option and no other; and the
// short forms a player types ("bite 1,2", "3-4", "row 2 2-3") land where a hand-worked
// board says.
import { describe, expect, it } from "vitest";
import { parseExpression, PlaySession, Registry } from "../../src/index.js";
import { describedOptions, readsAs, shortForm } from "../../src/games/describedMove.js";

const reg = new Registry();
const read = (text: string) => reg.read(parseExpression(text).terms[0]!);

/** Positions of every built-in game whose view describes its moves: small ones, with repeated heaps, parallel edges and loops. */
const POSITIONS = [
  "chomp(3,4)",
  "chomp(4,4; 4,3,3,1)",
  "cram(3,4)",
  'cram("#.../..../...#")',
  "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)",
  "hackenbush(0,1 0,1 1,2 2,2 1,3 3,0)",
  "kayles(4,7)",
  "kayles(3,3,1)",
  "dawson(9)",
  "grundy(9,5)",
  "officers(6)",
  'heap("0.07",4,6)',
  "subtraction({1,3},5,3)",
  "nim(3,5,7)",
  "nim(2,2)",
  "wythoff(8,4)",
  "euclid(13,8)",
  "strip(6; 1,3 2,5)",
  'ruler("THTHHT")',
  'mockturtles("HHTHTHH")',
  'turtles("THHTH")',
  'corners("TTT/THT/TTH")',
  'coord("k,0 0,k k,l |k-l|<2", 5, 4)',
];

describe("a move typed as its view describes it", () => {
  it.each(POSITIONS)("%s: each option's words read back as that option alone", (text) => {
    const { family, position } = read(text);
    const describe = family.view!.describe!;
    const game = family.game;
    const options = [...game.moves(position)];
    expect(options.length).toBeGreaterThan(0);
    let described = 0;
    for (const to of options) {
      const words = describe(position, to);
      if (words === undefined) continue;
      described++;
      const found = describedOptions(describe, position, options, (p) => game.key(p), words);
      expect(
        found.map((f) => String(game.key(f.to))),
        words,
      ).toEqual([String(game.key(to))]);
    }
    expect(described).toBe(options.length);
  });

  it.each(POSITIONS)("%s: a session plays each move typed in its words, to the position the move leaves", (text) => {
    const { family, position } = read(text);
    const game = family.game;
    for (const to of game.moves(position)) {
      const words = family.view!.describe!(position, to)!;
      const s = new PlaySession(text);
      const move = s.move(words);
      expect(String(game.key(read(move.position).position)), words).toBe(String(game.key(to)));
    }
  });

  it("short forms: the verb alone with the numbers, the numbers alone, words cut short, an edge either way round", () => {
    // hand-worked: a bite at (row r, column c) leaves rows above r whole and cuts the others to c − 1 squares
    const cases: [string, string, string][] = [
      ["chomp(3,4)", "bite 1,2", "chomp(3,1)"],
      ["chomp(3,4)", "bite at row 2, column 2", "chomp(3,4; 4,1,1)"],
      ["chomp(3,4)", "2 3", "chomp(3,4; 4,2,2)"],
      ["chomp(3,4)", "row 3 col 4", "chomp(3,4; 4,4,3)"],
      // the edge 1–4 carries the loop at 4 with it; 0–5 carries 5–6 and 5–7
      ["hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)", "cut 1-4", "hackenbush(0,1 1,2 2,3 3,1 0,5 5,6 5,7)"],
      ["hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)", "4-1", "hackenbush(0,1 1,2 2,3 3,1 0,5 5,6 5,7)"],
      ["hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)", "5–0", "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4)"],
      ["hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)", "cut the loop at 4", "hackenbush(0,1 1,2 2,3 3,1 1,4 0,5 5,6 5,7)"],
      ["cram(3,4)", "row 2 2-3", 'cram("..../.##./....")'],
      ["cram(3,4)", "domino on row 2, columns 2–3", 'cram("..../.##./....")'],
      ["cram(3,4)", "col 4 rows 2-3", 'cram("..../...#/...#")'],
      ["nim(3,5,7)", "heap 2: 5 → 0", "nim(3,0,7)"],
      ["kayles(4,7)", "pins 3-4 of the second row, leaving 2 and 3", "kayles(4,2,3)"],
    ];
    for (const [start, typed, after] of cases) {
      const s = new PlaySession(start);
      const moved = read(s.move(typed).position);
      const expected = read(after);
      expect(String(moved.family.game.key(moved.position)), `${start}: ${typed}`).toBe(String(expected.family.game.key(expected.position)));
    }
  });

  it("a sum: the words name the component whose move they describe", () => {
    const s = new PlaySession("chomp(2,2) + cram(1,3)");
    expect(s.move("row 1 columns 2-3").position).toBe('chomp(2,2) + cram(".##")');
  });

  it("a compound where every component moves: each component's words, joined by ';'", () => {
    const start = "euclid(13,8) + euclid(11,7) + euclid(9,4)";
    // hand-worked: 13 − 8 = 5, 11 − 7 = 4, 9 − 2·4 = 1
    const s = new PlaySession(start, { compound: "every" });
    expect(s.move("(13,8) → (5,8); 4,7; 1,4").position).toBe("euclid(5,8) + euclid(4,7) + euclid(1,4)");
    expect(() => new PlaySession(start, { compound: "every" }).move("5,8; 4,7")).toThrow(/^expected a move in every unfinished component/);
  });

  it("words that name no move: one line saying what a move looks like here", () => {
    expect(() => new PlaySession("chomp(3,4)").move("eat 1,2")).toThrow(
      'expected a move as the game describes it, e.g. "bite at row 1, column 2" or "1 2", a move number, or the position after the move, got "eat 1,2"',
    );
    expect(() => new PlaySession("chomp(3,4)").move("bite 4,1")).toThrow(/^expected a move as the game describes it, .*got "bite 4,1"$/);
  });

  it("words that name two moves: both named, and what to add", () => {
    // "2 2-3" is across row 2 or down column 2
    expect(() => new PlaySession("cram(3,4)").move("2,2-3")).toThrow(
      'expected one move, but it reads as 2: "place a domino on row 2, columns 2–3", "place a domino in column 2, rows 2–3"; type more of the words, got "2,2-3"',
    );
  });

  it("a position written as a call keeps the position's own error", () => {
    expect(() => new PlaySession("chomp(3,4)").move("bite(1,2)")).toThrow(/with the games of chomp\(3,4\)/);
  });
});

describe("readsAs", () => {
  it.each([
    ["bite 2,3", "bite at row 2, column 3", true],
    ["2 3", "bite at row 2, column 3", true],
    ["3 2", "bite at row 2, column 3", false],
    ["bite 2", "bite at row 2, column 3", false],
    ["bite 2,3,4", "bite at row 2, column 3", false],
    ["eat 2,3", "bite at row 2, column 3", false],
    ["cut 3-4", "cut edge 3–4 (2 more fell)", true],
    ["cut edge 3–4 (2 more fell)", "cut edge 3–4 (2 more fell)", true],
    ["4-3", "cut edge 3–4", true],
    ["columns 2-3 row 2", "place a domino on row 2, columns 2–3", false],
    ["2x2 square 4-5", "colour the 2×2 square at columns 4–5", true],
    ["7,4", "(8,4) → (7,4)", true],
    ["the", "bite at row 2, column 3", false],
  ] as const)("%j reads as %j: %s", (typed, words, expected) => {
    expect(readsAs(typed, words)).toBe(expected);
  });

  it("a description's short form is its numbers outside parentheses", () => {
    expect(shortForm("cut edge 3–4 (2 more fell)")).toBe("3 4");
    expect(shortForm("bite at row 12345678901234567890, column 2")).toBe("12345678901234567890 2");
  });
});
