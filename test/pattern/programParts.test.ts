import { describe, expect, it } from "vitest";
import type { Program } from "../../src/pattern/code/program.js";
import type { QuadraticIrrational } from "../../src/pattern/law.js";
import { floorTimesExpr, lessThanTimesCond, ratioLeft, ref } from "../../src/pattern/programParts.js";
import { runProgram } from "../helpers/runProgram.js";
import { floorByConvergent } from "../helpers/twoPile.js";

// numbers with both signs of p and q, each with its continued fraction worked by hand
const CASES: [string, QuadraticIrrational, (i: number) => bigint][] = [
  ["φ", { p: 1n, q: 1n, d: 5n, r: 2n }, () => 1n],
  ["(−1 + √13)/2", { p: -1n, q: 1n, d: 13n, r: 2n }, (i) => (i === 0 ? 1n : 3n)],
  ["2 − √2 = [0; 1, 1, 2, 2, …]", { p: 2n, q: -1n, d: 2n, r: 1n }, (i) => (i === 0 ? 0n : i <= 2 ? 1n : 2n)],
  ["(5 − √5)/2 = 3 − φ = [1; 2, 1, 1, …]", { p: 5n, q: -1n, d: 5n, r: 2n }, (i) => (i === 0 ? 1n : i === 1 ? 2n : 1n)],
];

const program = (body: Program["body"], returns: "value" | "outcome"): Program => ({
  name: returns === "value" ? "grundy" : "outcome",
  params: ["k", "y"],
  domain: [1, 0],
  returns,
  tables: {},
  sets: {},
  body,
  comment: [],
  wide: true,
});

describe("floorTimesExpr and lessThanTimesCond", () => {
  it.each(CASES)("compute ⌊k·α⌋ and y < α·k for %s as a far convergent does, with no division of a negative number", (_, alpha, digits) => {
    const floor = program([{ op: "return", value: floorTimesExpr(alpha, ref("k")) }], "value");
    const less = program(
      [
        { op: "let", name: "L", value: ratioLeft(alpha, ref("y"), ref("k")) },
        { op: "return", value: lessThanTimesCond(alpha, ref("L"), ref("k")) },
      ],
      "outcome",
    );
    const ks = [...Array.from({ length: 300 }, (_, i) => BigInt(i + 1)), 10n ** 18n, 10n ** 18n + 7n];
    for (const k of ks) {
      const f = floorByConvergent(digits, k);
      expect(runProgram(floor, [k, 0n])).toBe(f);
      expect(runProgram(less, [k, f])).toBe(true);
      expect(runProgram(less, [k, f + 1n])).toBe(false);
    }
  });
});
