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

  it("normal play: more copies than that are exact at any count, equal pairs cancelling (Kayles values by a brute force here)", () => {
    // Kayles: a move knocks down 1 or 2 adjacent pins, leaving rows a and b; G(n) by mex
    const G = [0];
    for (let n = 1; n <= 12; n++) {
      const seen = new Set<number>();
      for (const k of [1, 2]) for (let a = 0; a + k <= n; a++) seen.add(G[a]! ^ G[n - k - a]!);
      let g = 0;
      while (seen.has(g)) g++;
      G.push(g);
    }
    // 1,000,001 copies: 500,000 pairs cancel, one copy is left
    const odd = analyze("kayles(10)*1000001");
    expect(odd.components).toEqual([{ text: "kayles(10)*1000001", grundy: String(G[10]), outcome: G[10] === 0 ? "P" : "N" }]);
    expect(odd.value).toEqual({ name: "nim-sum", value: String(G[10]) });
    // its winning moves are those of one kayles(10), made in one copy
    const one = analyze("kayles(10)").winningMoves!.map((m) => `kayles(10)*1000000 + ${m.to}`);
    expect(odd.winningMoves!.map((m) => m.to)).toEqual(one);
    expect(one.length).toBeGreaterThan(0);
    // an even count is 0: the sum is the rest's value, and a copy's move may also win
    const even = analyze("kayles(10)*1000000 + nim(2)");
    expect([even.components[0]!.grundy, even.value!.value]).toEqual(["0", "2"]);
    const target = G[10]! ^ 2; // a copy moved to value g′ leaves 0 ⊕ G(10) ⊕ g′ ⊕ 2 = 0
    const copyMoves = even.winningMoves!.filter((m) => m.component === 0).map((m) => m.to.replace("kayles(10)*999999 + ", ""));
    expect(target).toBe(0); // G(10) = 2: the copy's winning moves are kayles(10)'s moves to 0
    expect(copyMoves).toEqual(analyze("kayles(10)").winningMoves!.map((m) => m.to));
    expect(even.winningMoves!.some((m) => m.from === "nim(2)" && m.to === "nim(0)")).toBe(true);
    // 10^30 copies (even) and the same sum written out below the bound
    expect(analyze("nim(3)*10^30 + nim(1)").value!.value).toBe("1");
    expect(analyze("kayles(7)*10001 + kayles(5)").value).toEqual(analyze("kayles(7)*9999 + kayles(5)").value);
    expect(analyze("kayles(7)*10001 + kayles(5)").value!.value).toBe(String(G[7]! ^ G[5]!));
  });

  it("more copies than that are refused in one line outside sums, beside a loopy game, in misère play without a quotient, and in play", () => {
    expect(() => analyze("nim(3)*10^30", { compound: "selective" })).toThrow(/answered only in a sum \(--compound sum\) with no loopy game/);
    expect(() => analyze("nim(3)*10^30 + digraph(0; {1} {0})")).toThrow(GrundyError);
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
  it("normal play: equal terms are valued once and a move that wins in each is listed once, with their number (against a brute force)", () => {
    // Kayles by mex, as above; a sum wins by moving one heap to make the nim-sum 0
    const G = [0];
    for (let n = 1; n <= 12; n++) {
      const seen = new Set<number>();
      for (const k of [1, 2]) for (let a = 0; a + k <= n; a++) seen.add(G[a]! ^ G[n - k - a]!);
      let g = 0;
      while (seen.has(g)) g++;
      G.push(g);
    }
    const sums: [string, number[]][] = [
      ["kayles(10)*3", [10, 10, 10]],
      ["kayles(10)*2 + kayles(3)", [10, 10, 3]],
      ["kayles(7) + kayles(4) + kayles(7) + kayles(9)", [7, 4, 7, 9]],
      ["kayles(5)*4 + kayles(11)", [5, 5, 5, 5, 11]],
    ];
    for (const [text, heaps] of sums) {
      const total = heaps.reduce((x, h) => x ^ G[h]!, 0);
      const a = analyze(text);
      expect(a.outcome).toBe(total === 0 ? "P" : "N");
      const winning = new Map<string, number>();
      heaps.forEach((h) => {
        const seen = new Set<string>();
        for (let take = 1; take <= 2; take++)
          for (let left = 0; left <= h - take - left; left++) {
            const parts = [left, h - take - left].filter((x) => x > 0).sort((x, y) => x - y);
            const key = `kayles(${h}) -> kayles(${parts.join(",")})`;
            if (seen.has(key) || (total ^ G[h]! ^ G[left]! ^ G[h - take - left]!) !== 0) continue;
            seen.add(key);
            winning.set(key, (winning.get(key) ?? 0) + 1);
          }
      });
      const listed = (a.winningMoves ?? []).map((m) => [`${m.from} -> ${m.to}`, m.copies ?? 1] as const);
      // each move once (no line repeated), with the number of heaps it wins in
      expect([text, new Map(listed)]).toEqual([text, winning]);
      expect(listed).toHaveLength(winning.size);
      expect(a.movesComplete).toBe(true);
    }
  });
});
