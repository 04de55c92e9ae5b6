import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../src/index.js";
import { anyComp, options, stateText } from "../helpers/playBrute.js";

// Found by the session's properties (test/play/session.test.ts) and fixed: a complete list of exactly `limit` moves.
describe("fixed bugs", () => {
  it("legalMoves(limit) is complete when the limit is exactly the number of moves", () => {
    fc.assert(
      fc.property(fc.array(anyComp, { minLength: 1, maxLength: 2 }), (ps) => {
        const n = options({ kind: "sum", misere: false }, ps).length;
        if (n === 0) return;
        const listed = new PlaySession(stateText(ps)).legalMoves(n);
        expect(listed.moves).toHaveLength(n);
        expect(listed.complete, stateText(ps)).toBe(true);
      }),
      { numRuns: 50, seed: 31 },
    );
  });
});

describe("the neutral order", () => {
  it("lists the same moves by their text, numbers as numbers, where the best order puts the winning move first", () => {
    const s = new PlaySession("nim(3,10)");
    const best = s.legalMoves(50).moves.map((m) => m.position);
    expect(best[0]).toBe("nim(3,3)"); // 3 ⊕ 10 = 9: the heap of 10 goes to 10 ⊕ 9 = 3
    const neutral = s.legalMoves(50, "neutral").moves.map((m) => m.position);
    // worked by hand: the options of nim(3,10), heap 1 lowered first, then heap 2 from 0 to 9
    expect(neutral).toEqual(["nim(0,10)", "nim(1,10)", "nim(2,10)", ...Array.from({ length: 10 }, (_, k) => `nim(3,${k})`)]);
  });

  it("sorts several components' moves by the move's text", () => {
    const s = new PlaySession("nim(2) + nim(1)");
    expect(s.legalMoves(50, "neutral").moves.map((m) => m.text)).toEqual(["nim(1) -> nim(0)", "nim(2) -> nim(0)", "nim(2) -> nim(1)"]);
  });
});
