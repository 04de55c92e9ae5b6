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
