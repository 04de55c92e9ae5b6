import { describe, expect, it } from "vitest";
import { InputError, PlaySession } from "../../src/index.js";
import { moves, print } from "../helpers/playBrute.js";

// Found by the session's properties (test/play/session.test.ts) and fixed: the mirror image
// of a Chomp option (chomp keys a diagram and its transpose alike), and an unmoved component
// written in another order.
describe("fixed bugs", () => {
  it("chomp: the mirror image of an option is not a move (chomp(2,3) -> chomp(1,2))", () => {
    // the options of the 2×3 board are chomp(2,1), chomp(2,2), chomp(1,3), chomp(2,3; 3,1), chomp(2,3; 3,2): not a single row of 2
    expect(moves({ f: "chomp", rows: [3, 3] }).map(print)).not.toContain("chomp(1,2; 2)");
    expect(() => new PlaySession("chomp(2,3)").move("chomp(1,2)")).toThrow(InputError);
    expect(() => new PlaySession("chomp(2,3)").move("chomp(2,3) -> chomp(3,2; 2,1,1)")).toThrow(InputError);
  });

  it("a move written as the whole position may write an unmoved component as the game's same position (kayles(5,3) for kayles(3,5))", () => {
    const s = new PlaySession("kayles(3,5) + nim(2)");
    s.move("kayles(5,3) + nim(1)");
    expect(s.position).toMatch(/nim\(1\)$/);
  });
});
