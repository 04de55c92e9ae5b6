import { describe, expect, it } from "vitest";
import { findLaw2 } from "../../src/pattern/findLaw2.js";
import type { PeriodicLaw } from "../../src/pattern/law.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { LAW1 } from "../helpers/law1StandIn.js";
import { euclidOutcome, generalisedWythoffOutcome, octalValues, twoHeapSubtraction, wythoffGrundy } from "../helpers/twoPile.js";

const options = { findLaw1: LAW1.find };

describe("findLaw2", () => {
  it("gives Wythoff's 500 × 500 Grundy table its additively periodic rows, with the Beatty pairs of its zeros", () => {
    const t = wythoffGrundy(500, 500);
    const law = findLaw2(t, options);
    expect(law.kind).toBe("rows-additive");
    expect(law.symmetric).toBe(true);
    expect(law.outcome).toMatchObject({ kind: "outcome-beatty-pairs", alpha: { p: 1n, q: 1n, d: 5n, r: 2n }, beta: { p: 3n, q: 1n, d: 5n, r: 2n } });
  });

  it("tries the sum first: kayles(a) + dawson(b) is a sum of Kayles and Dawson's Kayles", () => {
    const K = octalValues([7, 7], 200);
    const D = octalValues([0, 7], 200);
    const values = new Int32Array(200 * 200);
    for (let a = 0; a < 200; a++) for (let b = 0; b < 200; b++) values[a * 200 + b] = K[a]! ^ D[b]!;
    const law = findLaw2({ from: [0, 0], rows: 200, cols: 200, values }, options);
    expect(law.kind).toBe("sum");
    if (law.kind === "sum") expect([(law.f as PeriodicLaw).period, (law.g as PeriodicLaw).period]).toEqual([12, 34]);
    expect(law.symmetric).toBe(false);
  });

  it("gives the two-heap subtraction game {1, 2} a sum whose zeros lie on a ≡ b mod 3", () => {
    const law = findLaw2(twoHeapSubtraction([1, 2], 60, 60), options);
    expect(law.kind).toBe("sum");
    expect(law.outcome).toMatchObject({ kind: "outcome-lines", coefficients: [1, 2], modulus: 3, residues: [0] });
  });

  it("gives an outcome table its outcome law: Euclid's ratio, Fraenkel's m = 2 pairs, Nim's line", () => {
    expect(findLaw2(euclidOutcome(200, 200), { ...options, of: "outcome" })).toMatchObject({ kind: "outcome-ratio", symmetric: true });
    expect(findLaw2(generalisedWythoffOutcome(2, 300, 300), { ...options, of: "outcome" })).toMatchObject({ kind: "outcome-beatty-pairs", alpha: { p: 0n, q: 1n, d: 2n, r: 1n } });
    const nim = twoHeapSubtraction(
      Array.from({ length: 80 }, (_, i) => i + 1),
      80,
      80,
    );
    expect(findLaw2(nim, { ...options, of: "outcome" })).toMatchObject({ kind: "outcome-lines", modulus: 0 });
  });

  it("answers with the outcome law when only the zeros have one", () => {
    // v = 0 on the diagonal, scrambled positive values elsewhere (no sum, no periodic row)
    const n = 60;
    const values = new Int32Array(n * n);
    let x = 12345;
    for (let i = 0; i < n * n; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      values[i] = Math.floor(i / n) === i % n ? 0 : 1 + (x % 97);
    }
    const law = findLaw2({ from: [0, 0], rows: n, cols: n, values }, options);
    expect(law).toMatchObject({ kind: "outcome-lines", coefficients: [1, -1], modulus: 0, residues: [0], of: "outcome" });
  });

  it("reports none for a scrambled table, with its largest value and no symmetry", () => {
    const n = 50;
    const values = new Int32Array(n * n);
    let x = 7;
    for (let i = 0; i < n * n; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      values[i] = x % 1000;
    }
    let best = 0;
    for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
    const law = findLaw2({ from: [0, 0], rows: n, cols: n, values } satisfies Table2, options);
    expect(law).toMatchObject({ kind: "none", symmetric: false, largest: { value: values[best], at: [Math.floor(best / n), best % n] } });
    expect(law.outcome).toBeUndefined();
  });
});
