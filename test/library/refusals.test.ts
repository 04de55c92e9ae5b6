// Calls the library must refuse with one of its typed errors rather than answer silently
// or fail inside with a TypeError or RangeError (issue 13).
import { describe, expect, it } from "vitest";
import {
  analyze,
  defineFamily,
  defineGame,
  euclid,
  euclidGrundy,
  GameError,
  grundy,
  heapGameOf,
  InputError,
  PlaySession,
  parseHeapGame,
  stripColouring,
  wythoff,
  wythoffGrundyTable,
  compound,
  euclidGame,
  euclidSuspenseOfQuotients,
  heapGame,
  nim,
  outcome,
  parseTakeAndBreak,
  SearchBudget,
  wythoffGame,
  mex,
  Registry,
  formatAnalysis,
  analysisJson,
  stripColouringGrundy,
} from "../../src/index.js";

describe("analyze refuses unknown option values, listing the valid ones", () => {
  it("play", () => {
    expect(() => analyze("nim(1,1,1)", { play: "misère" as never })).toThrow(InputError);
    expect(() => analyze("nim(1,1,1)", { play: "misère" as never })).toThrow(/"normal", "misere".*got "misère"/);
    expect(analyze("nim(1,1,1)", { play: "misere" }).outcome).toBe("P");
  });
  it("compound", () => {
    for (const bad of ["foo", "Sum", "", 3]) expect(() => analyze("nim(1,2)", { compound: bad as never })).toThrow(InputError);
    expect(() => analyze("nim(1,2)", { compound: "Sum" as never })).toThrow(/"sum", "selective", "conjunctive", "every"/);
  });
  it("maxMoves", () => {
    for (const bad of [-1, 1.5, Number.NaN, "3"]) expect(() => analyze("nim(1,2)", { maxMoves: bad as never })).toThrow(InputError);
    expect(analyze("nim(1,2)", { maxMoves: Infinity }).outcome).toBe("N");
  });
  it("the expression must be a string", () => {
    expect(() => analyze(42 as never)).toThrow(InputError);
    expect(() => analyze(null as never)).toThrow(/expected an expression/);
  });
});

describe("PlaySession refuses unknown option values", () => {
  it("play, compound, level and the expression", () => {
    expect(() => new PlaySession("nim(1,1,1)", { play: "misère" as never })).toThrow(InputError);
    expect(() => new PlaySession("nim(1,1,1)", { compound: "Sum" as never })).toThrow(/"sum", "selective"/);
    expect(() => new PlaySession("nim(1,1,1)", { level: "expert" as never })).toThrow(InputError);
    expect(() => new PlaySession("nim(1,1,1)", { level: 11 })).toThrow(InputError);
    expect(() => new PlaySession(42 as never)).toThrow(InputError);
    expect(new PlaySession("nim(1,1,1)", { play: "misere", level: "random" }).play).toBe("misere");
  });
});

describe("bad arguments are typed errors, not TypeErrors from inside", () => {
  it("defineGame refuses a spec without a moves function (GameError)", () => {
    expect(() => defineGame({} as never)).toThrow(GameError);
    expect(() => defineGame(null as never)).toThrow(GameError);
    expect(() => defineGame({ moves: 3 } as never)).toThrow(/"moves" must be a function/);
    expect(() => defineGame({ moves: () => [], key: "k" } as never)).toThrow(/"key" must be a function/);
    expect(grundy(defineGame<number>({ moves: (n) => (n > 0 ? [n - 1] : []) }), 3)).toBe(1);
  });
  it("parseHeapGame and heapGameOf need a string", () => {
    expect(() => heapGameOf(0.77 as never)).toThrow(InputError);
    expect(() => parseHeapGame(0.77 as never)).toThrow(InputError);
    expect(() => parseHeapGame(0.77 as never)).toThrow(/a heap game as a string.*got "0\.77"/);
    expect(parseHeapGame("0.77").code).toBe("0.77");
  });
  it("closed forms refuse negative sizes", () => {
    expect(() => wythoff.isP(-1n, 2n)).toThrow(InputError);
    expect(() => stripColouring.blankGrundy(-5n)).toThrow(InputError);
    expect(() => euclid.suspense(-1n, 2n)).toThrow(InputError);
    expect(() => euclidGrundy(-1n, 2n)).toThrow(InputError);
  });
  it("wythoffGrundyTable refuses a table too large, saying the memory it needs", () => {
    expect(() => wythoffGrundyTable(1e6)).toThrow(InputError);
    expect(() => wythoffGrundyTable(1e6)).toThrow(/at most 16,384 .*1,000,000 would need 5,000 GB/);
    expect(() => wythoffGrundyTable(-1)).toThrow(InputError);
    expect(wythoffGrundyTable(3).at(2, 1)).toBe(0);
  });
  it("defineFamily refuses a bad spec with a GameError", () => {
    expect(() => defineFamily(null as never)).toThrow(GameError);
    expect(() => defineFamily({ name: "two words", usage: "x", game: { moves: () => [] }, parse: () => 0, print: String })).toThrow(GameError);
  });
});

describe("the engine's own options and positions", () => {
  it("outcome and compound refuse unknown play and compound kinds", () => {
    expect(() => outcome(nim, [1, 1, 1], { play: "misère" as never })).toThrow(/"normal", "misere"/);
    expect(outcome(nim, [1, 1, 1], { play: "misere" })).toBe("P");
    expect(() => compound("foo" as never, [])).toThrow(InputError);
    expect(() => compound("Sum" as never, [{ game: nim, position: [1] }])).toThrow(/"sum", "selective", "conjunctive", "every"/);
    expect(() => compound("sum", null as never)).toThrow(InputError);
    expect(() => grundy(nim, [1], { budget: new SearchBudget(Number.NaN) })).toThrow(InputError);
    expect(() => grundy(null as never, 1)).toThrow(/expected a game made by defineGame/);
    expect(() => outcome({} as never, 1)).toThrow(InputError);
    expect(() => compound("sum", [{ game: 3 as never, position: 1 }])).toThrow(InputError);
  });
  it("wythoffGame and euclidGame refuse positions that are not two non-negative integers", () => {
    expect(() => grundy(wythoffGame, [-1, 2])).toThrow(InputError);
    expect(() => grundy(wythoffGame, [1.5, 2])).toThrow(/wythoff position/);
    expect(() => grundy(euclidGame, [-1, 2])).toThrow(/euclid position/);
    expect(grundy(wythoffGame, [1, 2])).toBe(0);
  });
  it("heap games refuse a position that is not a list of heaps, and rules that are not rules", () => {
    const kayles = heapGameOf("0.77");
    expect(() => grundy(kayles, -1 as never)).toThrow(InputError);
    expect(() => grundy(kayles, [1.5])).toThrow(InputError);
    expect(grundy(kayles, [3, 5])).toBe(7);
    expect(() => heapGame(null as never)).toThrow(InputError);
    expect(() => parseTakeAndBreak(5 as never)).toThrow(InputError);
  });
  it("euclidSuspenseOfQuotients needs a list of positive integers", () => {
    expect(() => euclidSuspenseOfQuotients([-1])).toThrow(InputError);
    expect(() => euclidSuspenseOfQuotients([0n])).toThrow(/positive/);
    expect(() => euclidSuspenseOfQuotients(5 as never)).toThrow(InputError);
    expect(euclidSuspenseOfQuotients([1n, 2n])).toBe(2);
  });
});

describe("more bad arguments are typed errors (mex, Registry, formatAnalysis, strip cells)", () => {
  it("mex(null), new Registry(null), formatAnalysis(null), analysisJson(42), stripColouringGrundy(3, null)", () => {
    expect(() => mex(null as never)).toThrow(InputError);
    expect(() => new Registry(null as never)).toThrow(InputError);
    expect(() => formatAnalysis(null as never)).toThrow(InputError);
    expect(() => analysisJson(42 as never)).toThrow(InputError);
    expect(() => stripColouringGrundy(3, null as never)).toThrow(InputError);
    // and the values they take still work
    expect(mex([0, 1, 3])).toBe(2);
    expect(stripColouringGrundy(3, [])).toBe(stripColouringGrundy(3n, []));
  });
});
