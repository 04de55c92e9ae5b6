// Calls the library must refuse with one of its typed errors rather than answer silently
// or fail inside with a TypeError or RangeError (issue 13).
import { describe, expect, it } from "vitest";
import { analyze, InputError, PlaySession } from "../../src/index.js";

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
