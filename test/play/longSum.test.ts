// A sum of many components: a move's value is the sum's nim-sum with the moved component's
// value changed (not the whole sum again), the whole game is not searched once it has more
// components with a move than log2(budget), and a move is listed once.
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../src/index.js";

describe("PlaySession on a sum of many components", () => {
  it("marks as winning exactly the moves whose position has nim-sum 0 (3 heaps of 2, 200 of 1, one of 5)", () => {
    const heaps = [2, 2, 2, ...Array.from({ length: 200 }, () => 1), 5];
    const s = new PlaySession(heaps.map((h) => `nim(${h})`).join(" + "));
    const { moves, complete } = s.legalMoves(1000);
    expect(complete).toBe(true);
    // components are in order (a move in the first nim(2) and one in the second leave different sums as written)
    expect(moves).toHaveLength(3 * 2 + 200 + 5);
    const total = heaps.reduce((x, h) => x ^ h, 0); // 2 ^ 5 = 7
    for (const m of moves) {
      const [from, to] = m.text.split(" -> ").map((t) => Number(/\d+/.exec(t)![0]));
      expect(m.wins, m.text).toBe((total ^ from! ^ to!) === 0);
    }
    expect(moves.filter((m) => m.wins).map((m) => m.text)).toEqual(["nim(5) -> nim(2)"]);
  });

  it("the computer answers a sum of 5,001 heaps of one (past any search) by taking a heap, leaving an even count", () => {
    const s = new PlaySession(Array.from({ length: 5001 }, () => "nim(1)").join(" + "));
    const reply = s.hint();
    expect(reply?.wins).toBe(true);
    expect(reply?.text).toBe("nim(1) -> nim(0)");
    expect(reply?.position.split(" + ").filter((t) => t === "nim(1)")).toHaveLength(5000);
  });
});
