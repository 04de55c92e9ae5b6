import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expandCodePattern, grundy, InputError, outcome, parseHeapGame, parseTakeAndBreak, takeAndBreak, winningMoves } from "../../src/index.js";
import { naiveSequence, sparseSequence } from "../../src/sequence/index.js";
import { bruteGrundy, kayles } from "../helpers/games.js";
import { bruteTakeBreak } from "../helpers/takeBreak.js";

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("no error");
}

describe("parseTakeAndBreak", () => {
  it("reads the digits d0.d1d2… of octal codes", () => {
    expect(parseTakeAndBreak("0.137").digits).toEqual([0, 1, 3, 7]);
    expect(parseTakeAndBreak("4.007").digits).toEqual([4, 0, 0, 7]);
    expect(parseTakeAndBreak(" 0.6 ").code).toBe("0.6");
  });

  it("reads hexadecimal digits up to F, in either case", () => {
    expect(parseTakeAndBreak("0.F").digits).toEqual([0, 15]);
    expect(parseTakeAndBreak("8.0b").digits).toEqual([8, 0, 11]);
    expect(parseTakeAndBreak("c.1").digits).toEqual([12, 1]);
  });

  it("names a code by the code itself (names of well-known games come from the registry, see parseHeapGame)", () => {
    expect(parseTakeAndBreak("0.77").name).toBe("0.77");
    expect(parseTakeAndBreak("0.123").name).toBe("0.123");
  });

  it.each([
    ["0.8x", "column 4", '"x"'],
    ["..1", "column 1", '"."'],
    ["", "take-and-break code", '""'],
    ["0.", "at least one digit after the point", '"0."'],
    ["0.G", "column 3", '"G"'],
    ["07", "column 2", '"7"'],
    ["2.1", "d0 of 0, 4, 8 or C", '"2"'],
    ["1.7", "d0 of 0, 4, 8 or C", '"1"'],
  ])("rejects %j with a one-line InputError naming the place (%s) and the token", (code, where, token) => {
    const e = errorOf(() => parseTakeAndBreak(code));
    expect(e.message).toContain(where);
    expect(e.message).toContain(token);
    expect(e.message).not.toContain("\n");
  });
});

describe("error messages", () => {
  it("stay on one line when the code holds control characters", () => {
    for (const text of ["0.7\n1", "0.\u0001", "{1,\n2x}"]) {
      const e = errorOf(() => parseHeapGame(text));
      expect(e.message).not.toMatch(/[\n\u0001]/);
    }
  });
});

describe("parseHeapGame", () => {
  it("names the well-known games, written as codes or by name", () => {
    expect(parseHeapGame("0.77").name).toBe("Kayles");
    expect(parseHeapGame("0.07").name).toBe("Dawson's Kayles");
    expect(parseHeapGame("dawson").name).toBe("Dawson's Kayles");
    expect(parseHeapGame("0.123").name).toBe("0.123");
  });

  it("reads names whatever their case, spaces and apostrophes", () => {
    expect(parseHeapGame("kayles").code).toBe("0.77");
    expect(parseHeapGame("Dawson's Kayles").code).toBe("0.07");
    expect(parseHeapGame("DAWSON").code).toBe("0.07");
    expect(parseHeapGame("dawsons-chess").code).toBe("0.137");
    expect(parseHeapGame("Officers").code).toBe("0.6");
    expect(parseHeapGame("treblecross").code).toBe("0.007");
    expect(parseHeapGame("Grundy's game").unequal).toBe(true);
    expect(parseHeapGame("grundy").digits).toEqual([4]);
  });

  it("reads codes and subtraction sets", () => {
    expect(parseHeapGame("4.007").digits).toEqual([4, 0, 0, 7]);
    expect(parseHeapGame("{1,3,4}").code).toBe("{1,3,4}");
    expect(parseHeapGame("C.1").digits).toEqual([12, 1]);
  });

  it("rejects an unknown name in one line", () => {
    const e = errorOf(() => parseHeapGame("chess"));
    expect(e.message).toContain('"chess"');
    expect(e.message).not.toContain("\n");
  });
});

describe("expandCodePattern", () => {
  it("0.?? stands for the 64 codes 0.00 … 0.77 in order", () => {
    const codes = expandCodePattern("0.??");
    expect(codes).toHaveLength(64);
    expect(codes[0]).toBe("0.00");
    expect(codes[9]).toBe("0.11");
    expect(codes[63]).toBe("0.77");
  });

  it("a ? before the point is d0 = 0 or 4; no ? is the code itself", () => {
    expect(expandCodePattern("?.7")).toEqual(["0.7", "4.7"]);
    expect(expandCodePattern("0.07")).toEqual(["0.07"]);
  });
});

describe("takeAndBreak as a game of the engine", () => {
  it("lists Kayles's moves from a heap of 4 once each (hand-worked)", () => {
    // remove 1: leave 3, or split 1+2; remove 2: leave 2, or split 1+1
    expect([...takeAndBreak("0.77").moves([4])]).toEqual([[3], [1, 2], [2], [1, 1]]);
  });

  it("moves in one heap of a sum and leaves the others in place", () => {
    expect([...takeAndBreak("0.1").moves([2, 1, 1])]).toEqual([[2, 1]]);
    expect([...takeAndBreak("4.0").moves([4, 1])]).toEqual([
      [1, 3, 1],
      [2, 2, 1],
    ]);
  });

  it("heap values agree with an independent row-of-pins Kayles, on heaps and sums", () => {
    const g = takeAndBreak("0.77");
    for (let n = 0; n < 15; n++) expect(grundy(g, [n])).toBe(grundy(kayles, n === 0 ? [] : [n]));
    const brute = bruteGrundy<number[]>(
      (rows) => [...kayles.moves(rows)],
      (rows) => rows.join(","),
    );
    for (const heaps of [
      [1, 2],
      [3, 4],
      [2, 5, 6],
      [7, 7],
    ])
      expect(grundy(g, heaps)).toBe(brute(heaps));
  });

  it("every winning move in a sum leads to a position of value 0", () => {
    const g = takeAndBreak("0.137");
    const values = bruteTakeBreak("0.137", 12);
    for (const heaps of [[5, 7], [3, 9, 11], [10]]) {
      const wins = winningMoves(g, heaps);
      const total = heaps.reduce((x, h) => x ^ values[h]!, 0);
      expect(wins.length > 0).toBe(total !== 0);
      for (const w of wins) expect(w.reduce((x, h) => x ^ values[h]!, 0)).toBe(0);
      expect(outcome(g, heaps)).toBe(total === 0 ? "P" : "N");
    }
  });

  it("the engine, the naive and the sparse sequences agree with a plain brute force on random codes", () => {
    const digit = fc.integer({ min: 0, max: 15 });
    const code = fc
      .tuple(fc.constantFrom("0", "4", "8", "C"), fc.array(digit, { minLength: 1, maxLength: 4 }))
      .map(([d0, ds]) => `${d0}.${ds.map((d) => d.toString(16).toUpperCase()).join("")}`);
    fc.assert(
      fc.property(code, (c) => {
        const count = 18;
        const expected = bruteTakeBreak(c, count);
        const rules = parseTakeAndBreak(c);
        const game = takeAndBreak(c);
        expect(Array.from({ length: count }, (_, n) => grundy(game, [n]))).toEqual(expected);
        expect(Array.from(naiveSequence(rules, count))).toEqual(expected);
        expect(Array.from(sparseSequence(rules, count))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
