import { describe, expect, it } from "vitest";
import { runProgram } from "../../src/pattern/code/evaluate.js";
import type { QuotientFoldLaw } from "../../src/pattern/law.js";
import { evaluateQuotientFold, findQuotientFold } from "../../src/pattern/quotientFold.js";
import { describeQuotientFold, quotientFoldProgram } from "../../src/pattern/quotientFoldProgram.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { writeCpp } from "../../src/pattern/code/cpp.js";
import { writePython } from "../../src/pattern/code/python.js";
import { writeTypeScript } from "../../src/pattern/code/typescript.js";
import { type Language, runCode } from "../helpers/runCode.js";
import { seeded } from "./helpers.js";

/** The suspense number from its options' (Smith): 0 with none; else 1 + the largest even one, or 1 + the least when all are odd. */
function suspenseOf(options: Iterable<number>): number {
  let bestEven = -1;
  let least = Infinity;
  let any = false;
  for (const s of options) {
    any = true;
    if (s % 2 === 0 && s > bestEven) bestEven = s;
    if (s < least) least = s;
  }
  if (!any) return 0;
  return 1 + (bestEven >= 0 ? bestEven : least);
}

/**
 * Euclid's game by its rules on every position 0 … n a side: subtract a positive multiple of the
 * smaller pile from the larger; a position with a pile of 0 is over. Positions in order of a + b.
 */
function euclidSuspenseTable(n: number): Table2 {
  const side = n + 1;
  const s = new Int32Array(side * side);
  for (let sum = 0; sum <= 2 * n; sum++) {
    for (let a = Math.max(0, sum - n); a <= Math.min(n, sum); a++) {
      const b = sum - a;
      const x = Math.min(a, b);
      const y = Math.max(a, b);
      const options: number[] = [];
      // (x, y − kx), in the table's orientation a = x when a was the smaller
      if (x > 0) for (let k = 1; k * x <= y; k++) options.push(a <= b ? s[x * side + (y - k * x)]! : s[(y - k * x) * side + x]!);
      s[a * side + b] = suspenseOf(options);
    }
  }
  return { from: [0, 0], rows: side, cols: side, values: s };
}

/**
 * The suspense by the rules, stage by stage: (x, y) with y = q·x + r moves to (x, y − k·x),
 * k < q, in its own stage (j = q − k multiples left), or to (r, x), the next stage. Each stage's
 * positions j = 1 … q are valued by the definition from the next stage's value, last stage first.
 */
function suspenseByStages(a: bigint, b: bigint): number {
  let [x, y] = a < b ? [a, b] : [b, a];
  const quotients: number[] = [];
  while (x > 0n) {
    quotients.push(Number(y / x));
    [x, y] = [y % x, x];
  }
  let next = 0;
  for (let i = quotients.length - 1; i >= 0; i--) {
    // the options of j are the next stage and every j' < j: what the definition reads of them
    // (the largest even one, the least one) is kept as j grows
    let bestEven = next % 2 === 0 ? next : -1;
    let least = next;
    let value = 0;
    for (let j = 1; j <= quotients[i]!; j++) {
      value = 1 + (bestEven >= 0 ? bestEven : least);
      if (value % 2 === 0 && value > bestEven) bestEven = value;
      if (value < least) least = value;
    }
    next = value;
  }
  return next;
}

/** A fold written out in the test: t from `start`, δ over the capped quotients in the given order. */
function foldTable(n: number, from: 0 | 1, cap: number, modulus: number, delta: number[], start: number, lastFirst: boolean, zero = 0): Table2 {
  const side = n + 1 - from;
  const values = new Int32Array(side * side);
  for (let a = from; a <= n; a++) {
    for (let b = from; b <= n; b++) {
      let [x, y] = [Math.min(a, b), Math.max(a, b)];
      const qs: number[] = [];
      while (x > 0) {
        qs.push(Math.min(Math.floor(y / x), cap));
        [x, y] = [y % x, x];
      }
      if (lastFirst) qs.reverse();
      let t = start;
      for (const c of qs) t += delta[(c - 1) * modulus + (((t % modulus) + modulus) % modulus)]!;
      values[(a - from) * side + (b - from)] = a === 0 || b === 0 ? zero : t;
    }
  }
  return { from: [from, from], rows: side, cols: side, values };
}

const random = (next: (k: number) => number, bits: number): bigint => {
  let v = 0n;
  for (let i = 0; i < bits; i += 16) v = (v << 16n) | BigInt(next(1 << 16));
  return v;
};

describe("findQuotientFold", () => {
  const table = euclidSuspenseTable(200);
  const law = findQuotientFold(table);

  it("finds Euclid's suspense numbers as a fold from the last quotient: t ← t + 2 when q ≥ 2 and t is odd, else t + 1", () => {
    expect(law).toMatchObject({ kind: "quotient-fold", from: [0, 0], zero: 0, order: "last-first", cap: 2, modulus: 2, start: 0, delta: [1, 1, 1, 2] });
    expect(describeQuotientFold(law!)).toBe(
      "v(a, b) = fold over the quotients q_m … q_1 of Euclid's algorithm on (max, min), from t = 0: t ← t + 2 if q ≥ 2 and t odd, else t + 1; v = t\nv(a, 0) = v(0, b) = 0",
    );
  });

  it("gives every cell of the 201 × 201 suspense table computed by the rules, and the brute force by stages agrees with that table", () => {
    let wrong = 0;
    for (let a = 0; a <= 200; a++) {
      for (let b = 0; b <= 200; b++) {
        const v = table.values[a * 201 + b]!;
        if (evaluateQuotientFold(law!, BigInt(a), BigInt(b)) !== BigInt(v)) wrong++;
        if ((a + b) % 7 === 0 && suspenseByStages(BigInt(a), BigInt(b)) !== v) wrong++;
      }
    }
    expect(wrong).toBe(0);
  });

  it("gives the suspense by stages on 300 random pairs of piles up to 10^6 and on consecutive Fibonacci numbers", () => {
    const next = seeded(3595);
    const pairs: [bigint, bigint][] = Array.from({ length: 300 }, () => [BigInt(1 + next(1_000_000)), BigInt(1 + next(1_000_000))]);
    pairs.push([832040n, 1346269n], [1n, 1_000_000n], [999_999n, 1_000_000n]);
    const got = pairs.map(([a, b]) => Number(evaluateQuotientFold(law!, a, b)));
    expect(got).toEqual(pairs.map(([a, b]) => suspenseByStages(a, b)));
  });

  it("recovers a made-up fold from first to last (K = 3, M = 2, start 1, no row of 0) exactly", () => {
    const made = foldTable(120, 1, 3, 2, [2, 0, 1, 3, 0, 1], 1, false);
    const found = findQuotientFold(made);
    expect(found).toMatchObject({ from: [1, 1], zero: null, order: "first-last", cap: 3, modulus: 2, start: 1, delta: [2, 0, 1, 3, 0, 1] });
    expect(describeQuotientFold(found!)).toBe(
      "v(a, b) = fold over the quotients q_1 … q_m of Euclid's algorithm on (max, min), from t = 1: t ← t + 1 if q = 2 and t even or q ≥ 3 and t odd; t + 2 if q = 1 and t even; t + 3 if q = 2 and t odd, else t; v = t\nfor a, b ≥ 1",
    );
  });

  it("finds the least shape: the number of quotients plus 5 is K = 1, M = 1, and a fold that ignores t mod 2 is found with M = 1", () => {
    expect(findQuotientFold(foldTable(80, 0, 1, 1, [1], 5, true, 5))).toMatchObject({ cap: 1, modulus: 1, delta: [1], start: 5, zero: 5 });
    const found = findQuotientFold(foldTable(80, 0, 2, 2, [3, 3, 1, 1], 0, true, 7));
    expect(found).toMatchObject({ cap: 2, modulus: 1, delta: [3, 1], zero: 7 });
    expect(describeQuotientFold(found!).split("\n")[0]).toContain("from t = 0: t ← t + 3 if q = 1, else t + 1");
  });

  it("gives null for tables that are not a fold: a xor b, (a + b) mod 3, and a fold with one cell changed", () => {
    const of = (f: (a: number, b: number) => number): Table2 => {
      const values = new Int32Array(64 * 64);
      for (let a = 0; a < 64; a++) for (let b = 0; b < 64; b++) values[a * 64 + b] = f(a, b);
      return { from: [0, 0], rows: 64, cols: 64, values };
    };
    expect(findQuotientFold(of((a, b) => a ^ b))).toBeNull();
    expect(findQuotientFold(of((a, b) => (a + b) % 3))).toBeNull();
    const broken = euclidSuspenseTable(60);
    broken.values[37 * 61 + 52]! += 2;
    expect(findQuotientFold(broken)).toBeNull();
  });
});

describe("quotientFoldProgram", () => {
  const laws: Record<string, QuotientFoldLaw> = {
    suspense: findQuotientFold(euclidSuspenseTable(60))!,
    forward: findQuotientFold(foldTable(120, 1, 3, 2, [2, 0, 1, 3, 0, 1], 1, false))!,
    count: findQuotientFold(foldTable(80, 0, 1, 1, [1], 5, true, 5))!,
  };
  const next = seeded(18);
  const inputs = (law: QuotientFoldLaw): bigint[][] => {
    const low = BigInt(law.from[0]);
    const pairs: bigint[][] = [];
    for (let a = low; a <= 30n; a++) for (let b = low; b <= 30n; b++) pairs.push([a, b]);
    for (let i = 0; i < 300; i++) pairs.push([low + (random(next, 64) % 10n ** 18n), low + (random(next, 64) % 10n ** 18n)]);
    pairs.push([679891637638612258n, 420196140727489673n], [1n, 10n ** 18n], [10n ** 18n, 10n ** 18n]);
    return pairs;
  };

  it.each(Object.keys(laws))("runs the %s law's program exactly as the law evaluates, on small pairs and random pairs up to 10^18", (name) => {
    const law = laws[name]!;
    const program = quotientFoldProgram(law);
    for (const [a, b] of inputs(law)) expect(runProgram(program, [a!, b!])).toBe(evaluateQuotientFold(law, a!, b!));
  });

  it.each<Language>(["python", "cpp", "ts"])("prints each law in %s, which agrees with the law on small pairs and random pairs up to 10^18", (language) => {
    const write = { python: writePython, cpp: writeCpp, ts: writeTypeScript }[language];
    for (const law of Object.values(laws)) {
      const xs = inputs(law);
      const got = runCode(language, write(quotientFoldProgram(law)), { name: "grundy", arity: 2 }, xs);
      expect(got).toEqual(xs.map(([a, b]) => String(evaluateQuotientFold(law, a!, b!))));
    }
  });

  it("takes exact piles past 2^64 in the interpreter: consecutive Fibonacci numbers F(200), F(201) have 199 quotients", () => {
    let [f, g] = [0n, 1n];
    for (let i = 0; i < 200; i++) [f, g] = [g, f + g];
    const law = laws.suspense!;
    expect(runProgram(quotientFoldProgram(law), [f, g])).toBe(evaluateQuotientFold(law, f, g));
    expect(Number(evaluateQuotientFold(law, f, g))).toBe(suspenseByStages(f, g));
  });
});
