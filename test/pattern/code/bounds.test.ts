import { describe, expect, it } from "vitest";
import { afterLet, afterSet, assume, initialKnowledge, type Knowledge, loopInvariant, lowerBound, truncationIsFloor } from "../../../src/pattern/code/bounds.js";
import type { Cond, Program } from "../../../src/pattern/code/program.js";
import { bin, cmp, int, v, when } from "../../helpers/lawPrograms.js";

const program: Program = {
  name: "grundy",
  params: ["n", "m"],
  domain: [2, 0],
  returns: "value",
  tables: { T: [4n, -3n, 9n] },
  sets: {},
  body: [{ op: "return", value: v("n") }],
  comment: [],
  wide: false,
};
const start = initialKnowledge(program);
const n = v("n");
const lbOfN = (k: Knowledge): bigint | null => lowerBound(n, k);

describe("lowerBound and assume", () => {
  it("start from each parameter's domain bound", () => {
    expect([lbOfN(start), lowerBound(v("m"), start)]).toEqual([2n, 0n]);
  });

  it.each<[string, Cond, boolean, bigint]>([
    ["past if (n < 5)", cmp("<", n, int(5)), false, 5n],
    ["past if (n <= 5)", cmp("<=", n, int(5)), false, 6n],
    ["past if (5 > n)", cmp(">", int(5), n), false, 5n],
    ["past if (5 >= n)", cmp(">=", int(5), n), false, 6n],
    ["where n > 5 holds", cmp(">", n, int(5)), true, 6n],
    ["where 5 < n holds", cmp("<", int(5), n), true, 6n],
    ["where 5 <= n holds", cmp("<=", int(5), n), true, 5n],
    ["where n == 7 holds", cmp("==", n, int(7)), true, 7n],
    ["past if (n != 7)", cmp("!=", n, int(7)), false, 7n],
    ["past if (not (n >= 4))", { op: "not", x: cmp(">=", n, int(4)) }, false, 4n],
    ["past if (any(n < 3, n == 30))", { op: "any", xs: [cmp("<", n, int(3)), cmp("==", n, int(30))] }, false, 3n],
    ["where all(n >= 3, n > 8) holds", { op: "all", xs: [cmp(">=", n, int(3)), cmp(">", n, int(8))] }, true, 9n],
  ])("know n's least value %s", (_, c, holds, expected) => {
    expect(lbOfN(assume(start, c, holds))).toBe(expected);
  });

  it.each<[string, Cond, boolean]>([
    ["where n < 5 holds", cmp("<", n, int(5)), true],
    ["past if (5 < n)", cmp("<", int(5), n), false],
    ["past if (all(n >= 3, n > 8))", { op: "all", xs: [cmp(">=", n, int(3)), cmp(">", n, int(8))] }, false],
    ["where any(n > 3, n > 8) holds", { op: "any", xs: [cmp(">", n, int(3)), cmp(">", n, int(8))] }, true],
    ["past if (n == 7)", cmp("==", n, int(7)), false],
    ["past if (n > 1) (weaker than the domain)", cmp(">", n, int(1)), false],
  ])("learn nothing new %s", (_, c, holds) => {
    expect(lbOfN(assume(start, c, holds))).toBe(2n);
  });

  it("bound the expressions: a difference with a constant, max − min, tables, conditionals, remainders", () => {
    const k = assume(start, cmp("<", n, int(10)), false);
    expect(lowerBound(bin("-", n, int(3)), k)).toBe(7n);
    expect(lowerBound(bin("-", n, v("m")), k)).toBe(null);
    const lets = afterLet(afterLet(start, "x", bin("min", n, v("m"))), "y", bin("max", v("m"), n));
    expect(lowerBound(bin("-", v("y"), v("x")), lets)).toBe(0n);
    expect(lowerBound(bin("-", bin("max", n, v("m")), n), start)).toBe(0n);
    expect(lowerBound({ op: "at", table: "T", index: n }, start)).toBe(-3n);
    expect(lowerBound(when(cmp("<", n, int(4)), int(-1), bin("-", n, int(4))), start)).toBe(-1n);
    expect(lowerBound(when(cmp("<", n, int(4)), int(6), bin("-", n, int(4))), start)).toBe(0n);
    expect(lowerBound(bin("mod", bin("-", v("m"), int(9)), int(4)), start)).toBe(0n);
    expect(lowerBound(bin("mod", n, int(-4)), start)).toBe(null);
    expect(lowerBound(bin("*", n, bin("+", v("m"), int(3))), start)).toBe(6n);
    expect(lowerBound(bin("*", n, bin("-", v("m"), int(3))), start)).toBe(null);
    expect(lowerBound(bin("and", bin("-", v("m"), int(3)), n), start)).toBe(0n);
    expect(lowerBound(bin("xor", bin("-", v("m"), int(3)), n), start)).toBe(null);
    expect(lowerBound({ op: "popcount", x: n }, start)).toBe(0n);
  });

  it("say truncation is floor only for a dividend ≥ 0 and a divisor > 0", () => {
    expect(truncationIsFloor(bin("-", n, int(2)), int(3), start)).toBe(true);
    expect(truncationIsFloor(bin("-", n, int(3)), int(3), start)).toBe(false);
    expect(truncationIsFloor(n, int(-3), start)).toBe(false);
    expect(truncationIsFloor(n, bin("max", v("m"), int(1)), start)).toBe(true);
    expect(truncationIsFloor(n, v("m"), start)).toBe(false);
  });

  it("keep across a loop the bounds its body restores, drop the others, and forget the definitions", () => {
    const k = afterLet(afterLet(start, "up", bin("+", n, int(8))), "down", bin("+", n, int(8)));
    const loop = {
      op: "while",
      cond: cmp(">", v("down"), int(0)),
      body: [
        { op: "set", name: "up", value: bin("+", v("up"), int(1)) },
        { op: "set", name: "down", value: bin("-", v("down"), int(1)) },
      ],
    } as const;
    const head = loopInvariant(k, loop);
    // up starts ≥ 10 and only grows; down starts ≥ 10 and falls to 0
    expect([lowerBound(v("up"), head), lowerBound(v("down"), head), lbOfN(head)]).toEqual([10n, null, 2n]);
    expect(head.defs.size).toBe(0);
    // inside the body the condition holds: down ≥ 1, so down − 1 ≥ 0
    expect(lowerBound(bin("-", v("down"), int(1)), assume(head, loop.cond, true))).toBe(0n);
    // a set replaces the bound: m ≥ 0, so up = m − 1 ≥ −1
    expect(lowerBound(v("up"), afterSet(k, "up", bin("-", v("m"), int(1))))).toBe(-1n);
  });
});
