import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { GrundyError, InputError, PlaySession } from "../../src/index.js";

describe("k*term: copies of a term", () => {
  it("up to 10,000 copies are that many components, as if written out", () => {
    const copied = analyze("nim(3)*3 + 2*wythoff(2,1)");
    const written = analyze("nim(3) + nim(3) + nim(3) + wythoff(2,1) + wythoff(2,1)");
    expect({ ...copied, expression: "" }).toEqual({ ...written, expression: "" });
    // written back as it was written
    expect(copied.expression).toBe("nim(3)*3 + wythoff(2,1)*2");
    expect(analyze("kayles(2)*4", { play: "misere" }).components).toHaveLength(4);
  });

  it("more copies than that are refused in one line where no misère quotient answers them, saying that pairs cancel under normal play", () => {
    expect(() => analyze("nim(3)*10^30")).toThrow(GrundyError);
    expect(() => analyze("nim(3)*10^30")).toThrow(/under normal play equal pairs cancel, so 10{30} copies play as 0 \(write the term not at all\)/);
    expect(() => analyze("wythoff(2,1)*20001", { play: "misere" })).toThrow(/answered only in a misère sum of heaps of one game whose misère quotient is solved/);
    expect(() => new PlaySession("nim(3)*10^30")).toThrow(InputError);
  });
});
