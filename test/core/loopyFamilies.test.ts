// The two loopy families beside fsvp: subadd (a subtraction game where a move may also add
// tokens) and digraph (a token on a finite digraph, Fraenkel's digraph games). Values checked
// against examples worked by hand below (Fraenkel–Yesha's definition of γ, applied step by
// step) and, without additions, against Winning Ways' subtraction-game tables.
import { describe, expect, it } from "vitest";
import { type DigraphPosition, digraphFamily } from "../../src/games/digraph/index.js";
import { type SubAddPosition, subAddFamily } from "../../src/games/subadd/index.js";
import { analyze, type Gamma, formatGamma, gamma, InputError, outcome, remoteness } from "../../src/index.js";
import { BUILTINS } from "../../src/games/registry.js";
import { parseExpression } from "../../src/expression/parse.js";

const read = (text: string) => BUILTINS.read(parseExpression(text, "a game").terms[0]!);

function subadd(n: number, take: number[], add: number[], max: number) {
  const { family, position } = read(`subadd(${n}; {${take.join(",")}}; {${add.join(",")}}; ${max})`);
  return { game: family.game, position };
}

const gammas = (take: number[], add: number[], max: number): string[] =>
  Array.from({ length: max + 1 }, (_, n) => {
    const { game, position } = subadd(n, take, add, max);
    return formatGamma(gamma(game, position) as Gamma);
  });

describe("subadd(n; {take}; {add}; max)", () => {
  it("without additions is the subtraction game: S = {1,2,3} has G(n) = n mod 4, S = {1,3,4} period 0101232 (Winning Ways ch. 4)", () => {
    expect(gammas([1, 2, 3], [], 40)).toEqual(Array.from({ length: 41 }, (_, n) => String(n % 4)));
    const period = [0, 1, 0, 1, 2, 3, 2];
    expect(gammas([1, 3, 4], [], 40)).toEqual(Array.from({ length: 41 }, (_, n) => String(period[n % 7])));
  });

  it("take {2}, add {1}, max 4, worked by hand: γ = 0 0 2 1 0, all finite though 1 → 2 → 3 → 1 is a cycle", () => {
    // moves: 1 → 2; 2 → 0, 3; 3 → 1, 4; 4 → 2. Stage 0: 0 is terminal (γ 0); 2 has the option 0,
    // so 1 and 4 (whose only option is 2) meet (B) and get 0; 3 has options 1 and 4, both 0.
    // Stage 1: 3 (options worth 0 only) gets 1. Stage 2: 2 (options 0 and 3, worth 0 and 1) gets 2.
    expect(gammas([2], [1], 4)).toEqual(["0", "0", "2", "1", "0"]);
    const out = [0, 1, 2, 3, 4].map((n) => outcome(subadd(n, [2], [1], 4).game, subadd(n, [2], [1], 4).position));
    expect(out).toEqual(["P", "P", "N", "N", "P"]);
    // remoteness: 2 wins at once (1); 1 and 4 must go to 2 (lost in 2); 3 goes to 1 or 4 (won in 3)
    const rem = [0, 1, 2, 3, 4].map((n) => remoteness(subadd(n, [2], [1], 4).game, subadd(n, [2], [1], 4).position));
    expect(rem).toEqual([0, 2, 1, 3, 2]);
  });

  it("take {2}, add {2}, max 5, worked by hand: odd heaps never empty (∞, draws), even ones are 0 1 0", () => {
    // odd heaps move among 1, 3, 5 only (1 → 3, 3 → 1, 5, 5 → 3): no terminal position, γ = ∞(∅).
    // Even: 0 terminal; 4 → 2 only and 2 → 0, 4: γ(4) = 0 (2 reverses through 0), γ(2) = 1.
    expect(gammas([2], [2], 5)).toEqual(["0", "∞", "1", "∞", "0", "∞"]);
    const o = [0, 1, 2, 3, 4, 5].map((n) => outcome(subadd(n, [2], [2], 5).game, subadd(n, [2], [2], 5).position));
    expect(o).toEqual(["P", "D", "N", "D", "P", "D"]);
    expect(remoteness(subadd(3, [2], [2], 5).game, subadd(3, [2], [2], 5).position)).toBeUndefined();
  });

  it("prints what it reads, and analyze answers sums with it", () => {
    expect(subAddFamily.print(read("subadd(3; {2,1,2}; {1}; 9)").position as SubAddPosition)).toBe("subadd(3; {1,2}; {1}; 9)");
    expect(analyze("subadd(3; 2; 1; 9)").components[0]!.text).toBe("subadd(3; {2}; {1}; 9)");
    expect(analyze("subadd(2; {2}; {1}; 4) + nim(2)").outcome).toBe("P");
  });

  it("refuses bad calls with an InputError naming the column", () => {
    expect(() => read("subadd(10; {2}; {1}; 4)")).toThrow(/a heap size at most the largest heap/);
    expect(() => read("subadd(1; {}; {1}; 4)")).toThrow(/at least one amount to take/);
    expect(() => read("subadd(1; {0}; {1}; 4)")).toThrow(/positive amounts/);
    expect(() => read("subadd(1; {1}; {1}; 100000000)")).toThrow(InputError);
    expect(() => read("subadd(1; {1})")).toThrow(/four sections/);
    expect(() => read('subadd(1; "a"; {1}; 4)')).toThrow(/column 11/);
  });
});

describe("digraph(v; {…} {…} …)", () => {
  it("a worked example: 0 → 1; 1 → 0, 2; 2 → 3; 3 → 2, 4; 4 terminal", () => {
    // 4 is 0; 3 (option 4) is marked, so 2 (only option 3) gets 0; then 1 is marked, so 0 gets 0.
    // Stage 1: 1 (options 0, 2) and 3 (options 2, 4), worth 0 each, get 1.
    const vs = [0, 1, 2, 3, 4].map((v) => {
      const { family, position } = read(`digraph(${v}; {1} {0,2} {3} {2,4} {})`);
      return formatGamma(gamma(family.game, position));
    });
    expect(vs).toEqual(["0", "1", "0", "1", "0"]);
  });

  it("a two-cycle is a draw (∞), and a loop beside a terminal option is ∞(0), an N-position", () => {
    expect(analyze("digraph(0; {1} {0})").components[0]!.gamma).toBe("∞");
    expect(analyze("digraph(0; {1} {0})").outcome).toBe("D");
    expect(analyze("digraph(0; {0,1} {})").components[0]!.gamma).toBe("∞(0)");
    expect(analyze("digraph(0; {0,1} {})").outcome).toBe("N");
  });

  it("prints what it reads (successors sorted, once each)", () => {
    expect(digraphFamily.print(read("digraph(1; {1,1,0} {})").position as DigraphPosition)).toBe("digraph(1; {0,1} {})");
  });

  it("refuses bad calls with an InputError naming the column", () => {
    expect(() => read("digraph(5; {1} {0})")).toThrow(/a start vertex among 0..1/);
    expect(() => read("digraph(0; {7} {0})")).toThrow(/a successor among the vertices 0..1/);
    expect(() => read("digraph(0; {7} {0})")).toThrow(/^column 12:/);
    expect(() => read("digraph(0)")).toThrow(InputError);
    expect(() => read("digraph(0; 1 {0})")).toThrow(/a set of successors/);
  });
});
