import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { GrundyError, InputError, PlaySession } from "../../src/index.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereBruteForce } from "../misere/_bruteForce.js";

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

  it("misère: a move that wins in each copy of a term is listed once, with the number of copies (not cut at the list's limit and folded)", () => {
    const a = analyze("kayles(3)*1000 + kayles(10^30)", { play: "misere" });
    expect(a.method).toBe("quotient");
    expect(a.winningMoves![0]).toEqual({ component: 0, from: "kayles(3)", to: "kayles(2)", copies: 1000 });
    expect(a.winningMoves!.filter((m) => m.from === "kayles(3)")).toHaveLength(1);
    // the huge heap's moves are listed near either end only: the list says it is not complete
    expect(a.movesComplete).toBe(false);
  });

  it("misère: the listed moves, each counted in its copies, are every winning move of the sum (against a brute force)", () => {
    const brute = misereBruteForce(parseHeapGame("0.77"), 9);
    const sums: [string, number[]][] = [
      ["kayles(3)*5 + kayles(7)", [3, 3, 3, 3, 3, 7]],
      ["kayles(2)*3 + kayles(4)*2 + kayles(9)", [2, 2, 2, 4, 4, 9]],
      ["kayles(1)*4 + kayles(6)", [1, 1, 1, 1, 6]],
      ["kayles(3)*2 + kayles(1)", [3, 3, 1]],
    ];
    for (const [text, heaps] of sums) {
      const a = analyze(text, { play: "misere" });
      expect(a.outcome).toBe(brute(heaps) ? "P" : "N");
      // every (component, option) move to a misère P-position, by the brute force
      const winning = new Map<string, number>();
      heaps.forEach((h, i) => {
        const others = heaps.filter((_, j) => j !== i);
        const seen = new Set<string>();
        for (let take = 1; take <= 2; take++)
          for (let left = 0; left <= h - take - left; left++) {
            const parts = [left, h - take - left].filter((x) => x > 0).sort((x, y) => x - y);
            const key = `kayles(${h}) -> kayles(${parts.join(",")})`;
            if (seen.has(key) || !brute([...others, ...parts])) continue;
            seen.add(key);
            winning.set(key, (winning.get(key) ?? 0) + 1);
          }
      });
      const listed = new Map((a.winningMoves ?? []).map((m) => [`${m.from} -> ${m.to}`, m.copies ?? 1]));
      expect([text, listed]).toEqual([text, winning]);
      expect(a.movesComplete).toBe(true);
    }
  });
});
