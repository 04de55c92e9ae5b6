import { describe, expect, it } from "vitest";
import { findLaw2 } from "../../src/pattern/findLaw2.js";
import type { Law2 } from "../../src/pattern/law.js";
import { describeLaw2, evaluateLaw2, law2Program } from "../../src/pattern/law2.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { LAW1 } from "../helpers/law1StandIn.js";
import { runProgram } from "../helpers/runProgram.js";
import { euclidOutcome, generalisedWythoffOutcome, octalValues, twoHeapSubtraction, wythoffGrundy } from "../helpers/twoPile.js";

const K = octalValues([7, 7], 200);
const D = octalValues([0, 7], 200);
const sumTable: Table2 = { from: [0, 0], rows: 200, cols: 200, values: Int32Array.from({ length: 40_000 }, (_, i) => K[Math.floor(i / 200)]! ^ D[i % 200]!) };

/** Each law with the brute-force table it was found on, and whether its answers are outcomes. */
const CASES: [string, Table2, "value" | "outcome"][] = [
  ["kayles + dawson (sum)", sumTable, "value"],
  ["Wythoff's Grundy values (rows)", wythoffGrundy(150, 150), "value"],
  ["Wythoff's outcomes (Beatty pairs)", generalisedWythoffOutcome(1, 150, 150), "outcome"],
  ["Euclid's outcomes (ratio)", euclidOutcome(150, 150), "outcome"],
  ["subtraction {1, 2} outcomes (lines)", twoHeapSubtraction([1, 2], 40, 40), "outcome"],
];

describe("evaluateLaw2 and law2Program", () => {
  it.each(CASES)("give back every cell of the table for %s, through the program too", (_, table, of) => {
    const law = findLaw2(table, { of, findLaw1: LAW1.find });
    expect(law.kind).not.toBe("none");
    const program = law2Program(law, LAW1);
    expect(program.returns).toBe(of);
    const [a0, b0] = table.from;
    // a rows law speaks of the rows it covers (and, the table being symmetric, their mirrors)
    const covered = (i: number, j: number) => law.kind !== "rows-additive" || i < law.rows.length || j < law.rows.length;
    for (let i = 0; i < table.rows; i += 3) {
      for (let j = 0; j < table.cols; j += 2) {
        if (!covered(i, j)) continue;
        const v = table.values[i * table.cols + j]!;
        const expected = of === "value" ? BigInt(v) : v === 0;
        const [a, b] = [BigInt(a0 + i), BigInt(b0 + j)];
        expect(evaluateLaw2(law, a, b, LAW1)).toBe(expected);
        expect(runProgram(program, [a, b])).toBe(expected);
      }
    }
  });

  it("need the one-variable tools for a sum, and refuse a law of kind none", () => {
    const sum = findLaw2(sumTable, { findLaw1: LAW1.find });
    expect(() => evaluateLaw2(sum, 1n, 2n)).toThrow(/one-variable evaluate/);
    expect(() => law2Program(sum)).toThrow(/one-variable program/);
    const none: Law2 = { kind: "none", status: "none", verifiedTo: [1, 1], proof: null, of: "value", from: [0, 0], largest: { value: 3, at: [1, 0] }, symmetric: false };
    expect(() => evaluateLaw2(none, 0n, 0n)).toThrow(RangeError);
    expect(() => law2Program(none)).toThrow(RangeError);
  });
});

describe("describeLaw2", () => {
  it("prints Wythoff's rows as (a, p, s, start) lines, the status, then the law of the zeros", () => {
    const text = describeLaw2(findLaw2(wythoffGrundy(150, 150), { findLaw1: LAW1.find }));
    const lines = text.split("\n");
    expect(lines[0]).toBe("each row a: v(a, b + p) = v(a, b) + s for b ≥ start");
    expect(lines[1]).toBe("a\tp\ts\tstart");
    expect(lines[2]).toBe("0\t1\t1\t0");
    expect(text).toContain("verified on a ≤ 149, b ≤ 149; symmetric");
    expect(text).toContain("P-positions: (⌊k·α⌋, ⌊k·β⌋) for k ≥ 0 and their mirrors");
  });

  it("prints a sum through the one-variable describer", () => {
    const text = describeLaw2(findLaw2(sumTable, { findLaw1: LAW1.find }), LAW1);
    expect(text.split("\n")[0]).toBe("v(a, b) = f(a) ⊕ g(b), g(0) = 0");
    expect(text).toContain("periodic: period 12 from n = 71");
  });
});
