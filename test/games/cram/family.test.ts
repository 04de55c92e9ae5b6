// Cram against a brute force written from the rules (test/helpers/cramBrute.ts: boards as plain
// strings of "." and "#", its own domino move generator and a plain memoised mex recursion, none
// of the library's bitboards, regions, symmetries or closed forms).
import { describe, expect, it } from "vitest";
import { boardText, emptyBoard } from "../../../src/games/cram/board.js";
import { cram } from "../../../src/games/cram/index.js";
import { analyze, GrundyError, grundy, InputError } from "../../../src/index.js";
import { distinctKeys, read, sampleBoards, wrongClosedForms, wrongEngineValues, wrongMisereOutcomes, wrongRegions, wrongWinningMoves } from "../../helpers/cramBrute.js";

// The suite checks a seeded sample of the small boards; test/exhaustive/cram.ts checks every
// one (`npx tsx scripts/exhaustive.ts cram`).
const SAMPLE = sampleBoards(12, 100, 12);
const MISERE_SAMPLE = sampleBoards(9, 48, 9);

describe("cram: a seeded sample of the boards of at most 12 cells (every shape, sets of filled cells), against the brute force", () => {
  it("the engine's Grundy values (regions up to symmetry) equal the plain mex recursion", () => {
    expect(wrongEngineValues(SAMPLE)).toEqual([]);
  });

  it("the closed forms (strips, 2 × n, half-turn strategy), where they decide, equal the brute force", () => {
    const { wrong, decided } = wrongClosedForms(SAMPLE);
    expect(wrong).toEqual([]);
    expect(decided).toBeGreaterThan(SAMPLE.length / 2);
  });

  it("the closed-form winning moves are the brute force's options of value 0, where the closed form lists them", () => {
    expect(wrongWinningMoves(SAMPLE)).toEqual([]);
  });

  it("the regions of a board nim-add to its value, and a board's mirror images and transpose have the same regions", () => {
    expect(wrongRegions(SAMPLE.filter((_, i) => i % 3 === 0))).toEqual([]);
  });

  it("misère play (no split into regions: the engine's misère search on whole boards) against a plain misère recursion, boards of ≤ 9 cells", () => {
    expect(wrongMisereOutcomes(MISERE_SAMPLE)).toEqual([]);
  });

  it("keys name boards exactly: distinct boards, distinct keys", () => {
    expect(distinctKeys(SAMPLE)).toBe(SAMPLE.length);
  });
});

describe("cram: closed forms at sizes past the brute force", () => {
  it("1 × n and n × 1 are Dawson's Kayles (0.07) at any length", () => {
    const dawson = (n: number): bigint => analyze(`dawson(${n})`).components.reduce((_, c) => BigInt(c.grundy!), 0n);
    for (const n of [1, 2, 3, 13, 40, 51, 52, 86, 300, 4096]) {
      expect(cram.family.grundy!(emptyBoard(1, n))).toBe(dawson(n));
      expect(cram.family.grundy!(emptyBoard(n, 1))).toBe(dawson(n));
    }
  });

  it("2 × n is 0 for even n and 1 for odd n: the engine agrees for n ≤ 13", () => {
    for (let n = 1; n <= 13; n++) {
      expect(grundy(cram.game, emptyBoard(2, n), { budget: Infinity })).toBe(n % 2);
      expect(cram.family.grundy!(emptyBoard(2, n))).toBe(BigInt(n % 2));
    }
  });

  it("the half-turn strategy: even × even empty boards are P, even × odd ones N (the first player takes the centre domino), odd × odd undecided", () => {
    expect(cram.halfTurnStrategy(emptyBoard(4, 6))).toBe("P");
    expect(cram.halfTurnStrategy(emptyBoard(4, 5))).toBe("N");
    expect(cram.halfTurnStrategy(emptyBoard(5, 4))).toBe("N");
    expect(cram.halfTurnStrategy(emptyBoard(3, 5))).toBeUndefined();
    expect(cram.halfTurnStrategy(read('cram("..../.##./....")'))).toBe("P"); // the centre domino is filled
    expect(cram.halfTurnStrategy(read('cram("...../..#../.....")'))).toBe("P"); // the centre cell is filled
    expect(cram.family.isP!(emptyBoard(10, 12))).toBe(true);
    expect(cram.family.isP!(emptyBoard(10, 11))).toBe(false);
    expect(grundy(cram.game, emptyBoard(4, 6), { budget: Infinity })).toBe(0);
  });
});

describe("cram: published values (Lemoine & Viennot)", () => {
  it.each([
    [3, 3, 0],
    [3, 4, 1],
    [3, 5, 1],
    [3, 6, 4],
    [3, 7, 1],
    [3, 8, 3],
    [3, 9, 1],
    [4, 4, 0],
    [4, 5, 2],
  ])("cram(%i,%i) has Grundy value %i (the engine, no closed form)", (r, c, v) => {
    expect(grundy(cram.game, emptyBoard(r, c), { budget: Infinity })).toBe(v);
    expect(analyze(`cram(${r},${c})`).components[0]!.grundy).toBe(String(v));
  });

  // the end of the published 3 × n list by the engine, cram(3,10) = 2 (about 8 s of CPU) and, without a
  // budget, cram(3,11) = 0 and cram(3,12) = 1 (about 10 s and 40 s), is in test/exhaustive/cram.ts; the
  // search finds cram(3,12) below
});

describe("cram: reading and printing", () => {
  it("prints an empty board as cram(rows,columns) and any other as its rows, read back to the same board", () => {
    expect(cram.family.print(read("cram(3,4)"))).toBe("cram(3,4)");
    expect(cram.family.print(read('cram("..../.#../....")'))).toBe('cram("..../.#../....")');
    expect(read('cram("..../..../....")')).toEqual(read("cram(3,4)"));
    const b = read('cram("#./../.#")');
    expect([b.rows, b.columns]).toEqual([3, 2]);
    expect(read(cram.family.print(b))).toEqual(b);
  });

  it.each([
    ['cram("../.#./...")', 12, "ragged: a row longer than the first"],
    ['cram("..../..")', 14, "ragged: a row shorter than the first"],
    ['cram("..x.")', 9, "another character"],
    ["cram(3,0)", 8, "0 columns"],
    ["cram(0,3)", 6, "0 rows"],
    ['cram("")', 7, "no cells"],
    ["cram(3)", 6, "one number"],
    ["cram(65,65)", 9, "too many cells"],
  ])("%s is one InputError naming column %i (%s)", (text, column, _why) => {
    let err: unknown;
    try {
      analyze(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).location.column).toBe(column);
    expect((err as InputError).message).toContain(`column ${column}`);
  });

  it("a board past the engine's budget (and the search's 59 cells) is a GrundyError, not a wrong value", () => {
    // cram(5,7) is now the search's (searchForms.ts): 7 × 9, odd × odd and 63 cells, is no one's
    expect(() => analyze("cram(7,9)", { budget: 10_000 })).toThrow(GrundyError);
  });

  it("boards past 24 cells are valued by the search: cram(3,9) and its winning moves agree with the engine", () => {
    const a = analyze("cram(3,9)");
    expect(a.components[0]!.grundy).toBe("1"); // Lemoine & Viennot
    const board = emptyBoard(3, 9);
    const zero = [...cram.game.moves(board)].filter((o) => grundy(cram.game, o, { budget: Infinity }) === 0).map(boardText);
    expect(a.winningMoves!.map((m) => boardText(read(m.to))).sort()).toEqual(zero.sort());
    expect(analyze("cram(3,12)").components[0]!.grundy).toBe("1"); // past the engine's reach in seconds
  });
});

describe("cram: boards past the engine, by the half-turn strategy", () => {
  it("an empty 8 × 9 board: N, and the centre domino is a winning move (a P-position by symmetry)", () => {
    const a = analyze("cram(8,9)");
    expect(a.outcome).toBe("N");
    const to = read(a.winningMoves![0]!.to);
    expect(cram.halfTurnStrategy(to)).toBe("P");
    expect(boardText(to).split("/").slice(3, 5)).toEqual(["....#....", "....#...."]);
  });

  // every 17th reply in test/exhaustive/cram.ts
  it("after any reply on a symmetric board, N, and the mirror image of that reply wins (every 51st reply)", () => {
    const start = read(analyze("cram(8,9)").winningMoves![0]!.to);
    for (const reply of [...cram.game.moves(start)].filter((_, i) => i % 51 === 0)) {
      const a = analyze(cram.family.print(reply));
      expect(a.outcome).toBe("N");
      expect(cram.halfTurnStrategy(read(a.winningMoves![0]!.to))).toBe("P");
    }
  });

  it("an empty 10 × 10 board is P at once", () => {
    expect(analyze("cram(10,10)").outcome).toBe("P");
  });
});
