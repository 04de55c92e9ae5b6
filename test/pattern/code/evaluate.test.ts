import { describe, expect, it } from "vitest";
import { ProgramError } from "../../../src/pattern/code/checkProgram.js";
import { runProgram } from "../../../src/pattern/code/evaluate.js";
import type { Expr, Program } from "../../../src/pattern/code/program.js";
import {
  bin,
  euclidLoop,
  int,
  isqrtNarrow,
  isqrtWide,
  kayles,
  kaylesValues,
  lasker,
  laskerValues,
  mixed,
  odious,
  residues,
  ruler,
  sum,
  v,
  wythoff,
} from "../../helpers/lawPrograms.js";

const N = (p: Program, ...args: (number | bigint)[]): bigint | "P" | "N" => runProgram(p, args.map(BigInt));

describe("runProgram", () => {
  it("runs Kayles' periodic law, which matches Kayles' values by the definition up to 1500", () => {
    const g = kaylesValues(1500);
    for (let n = 0; n <= 1500; n++) expect(N(kayles, n)).toBe(BigInt(g[n]!));
  });

  it("runs Lasker's Nim's arithmetic-periodic law, which matches the values by the definition up to 500", () => {
    const g = laskerValues(500);
    for (let n = 0; n <= 500; n++) expect(N(lasker, n)).toBe(BigInt(g[n]!));
  });

  it("runs the odious-number formula: the n-th number with an odd count of 1 bits", () => {
    const odd: number[] = [];
    for (let m = 0; odd.length < 3000; m++) if ([...m.toString(2)].filter((d) => d === "1").length % 2 === 1) odd.push(m);
    odd.forEach((m, n) => expect(N(odious, n)).toBe(BigInt(m)));
  });

  it("runs the ruler law, which matches the Ruler game's values by the definition (flip a run of coins ending at a head)", () => {
    const g = [0];
    for (let n = 1; n <= 1024; n++) {
      const seen = new Set<number>();
      let x = 0; // the xor of g(j) for j from n − k + 1 to n − 1
      for (let k = 1; k <= n; k++) {
        seen.add(x);
        x ^= g[n - k]!;
      }
      let m = 0;
      while (seen.has(m)) m++;
      g.push(m);
      expect(N(ruler, n)).toBe(BigInt(m));
    }
  });

  it("computes every operation with floor division and remainder, as a direct computation on numbers does", () => {
    const fdiv = (a: number, b: number): number => Math.floor(a / b);
    const fmod = (a: number, b: number): number => a - b * Math.floor(a / b);
    const pop = (x: number): number => [...x.toString(2)].filter((d) => d === "1").length;
    for (let n = 0; n <= 3000; n++) {
      const q = fdiv(n - 7, 3);
      const r = fmod(n - 7, 3);
      const c = (n ^ 5) | (n & 12);
      const d = Math.floor(n / 4) + Math.min(q, r) - Math.max(n - 20, -3);
      let expected: number;
      if (n > 3 && n <= 9 && n !== 5) expected = 7 * q + r;
      else if ([0, 2, 11, 1000].includes(n)) expected = c - d;
      else {
        let tz = 0;
        while (((n + 1) >> tz) % 2 === 0) tz++;
        const e = n < 20 || n === 100 ? fmod(n, -4) : Math.floor(Math.sqrt(n)) + tz + n;
        expected = 3 * d + e - 2 ** (n % 5) + pop(n);
      }
      expect(N(mixed, n)).toBe(BigInt(expected));
    }
  });

  it("runs Wythoff's law: P exactly at the pairs of the mex recurrence a_k = mex, b_k = a_k + k (to 10^5) and their mirrors", () => {
    const K = 100_000;
    const used = new Uint8Array(3 * K);
    const pairs: [number, number][] = [];
    let a = 0;
    for (let k = 0; k < K; k++) {
      while (used[a]) a++;
      pairs.push([a, a + k]);
      used[a] = 1;
      used[a + k] = 1;
    }
    const wrong: string[] = [];
    const check = (x: number, y: number, expected: "P" | "N"): void => {
      if (N(wythoff, x, y) !== expected) wrong.push(`(${x}, ${y}) is not ${expected}`);
    };
    for (const [x, y] of pairs) {
      check(x, y, "P");
      check(y, x, "P");
      check(x, y + 1, "N");
      check(x + 1, y, "N");
    }
    const partner = new Map(pairs.flatMap(([x, y]) => [[x, y] as const, [y, x] as const]));
    for (let x = 0; x <= 200; x++) for (let y = 0; y <= 200; y++) check(x, y, partner.get(x) === y ? "P" : "N");
    expect(wrong).toEqual([]);
  });

  it("runs Wythoff's law exactly past 2^64: (F(2m), F(2m+1)) is P and its neighbours are N", () => {
    const F = [0n, 1n];
    while (F.length < 200) F.push(F.at(-1)! + F.at(-2)!);
    for (let m = 1; 2 * m + 1 < 200; m++) {
      const [x, y] = [F[2 * m]!, F[2 * m + 1]!];
      expect([N(wythoff, x, y), N(wythoff, y, x), N(wythoff, x + 1n, y), N(wythoff, x, y - 1n)]).toEqual(["P", "P", "N", "N"]);
    }
  });

  it("runs a sum law: Kayles(a) xor Lasker(b)", () => {
    const k = kaylesValues(300);
    const l = laskerValues(300);
    const wrong: string[] = [];
    for (let a = 0; a <= 300; a += 3) for (let b = 0; b <= 300; b++) if (N(sum, a, b) !== BigInt(k[a]! ^ l[b]!)) wrong.push(`${a},${b}`);
    expect(wrong).toEqual([]);
  });

  it("runs the set-membership law of the subtraction game {1, 3, 4}, which matches its outcomes by the definition", () => {
    const p: boolean[] = [];
    for (let n = 0; n <= 2000; n++) {
      p.push(![1, 3, 4].some((s) => s <= n && p[n - s]));
      expect(N(residues, n)).toBe(p[n] ? "P" : "N");
    }
  });

  it("takes exact square roots on 127 bits and beyond: r² ≤ x < (r + 1)² around squares and at the top", () => {
    const roots = [1n, 2n, 3n, 2n ** 31n, 3037000499n, 3037000500n, 2n ** 32n + 1n, 10n ** 18n, 2n ** 63n - 1n, 13043817825332782212n];
    for (const r of roots)
      for (const x of [r * r - 1n, r * r, r * r + 2n * r]) {
        if (x >= 2n ** 127n) continue;
        const args = [x >> 64n, (x & (2n ** 64n - 1n)) >> 1n, x & 1n];
        const root = (N(isqrtWide, ...args) as bigint) + 2n ** 62n;
        expect(root * root <= x && x < (root + 1n) * (root + 1n)).toBe(true);
      }
    const top = 2n ** 127n - 1n;
    expect(N(isqrtWide, top >> 64n, (top & (2n ** 64n - 1n)) >> 1n, 1n)).toBe(13043817825332782212n - 2n ** 62n);
    for (const x of [10n ** 40n - 1n, 10n ** 40n, 2n ** 201n]) {
      const r = N(isqrtNarrow, x) as bigint;
      expect(r * r <= x && x < (r + 1n) * (r + 1n)).toBe(true);
    }
  });
});

describe("runProgram's refusals", () => {
  const one = (value: Expr, extra: Partial<Program> = {}): Program => ({
    name: "grundy",
    params: ["n"],
    domain: [0],
    returns: "value",
    tables: { T: [5n, 6n] },
    sets: {},
    body: [{ op: "return", value }],
    comment: [],
    wide: false,
    ...extra,
  });

  it.each<[string, Expr, bigint, RegExp]>([
    ["an index past the table", { op: "at", table: "T", index: v("n") }, 2n, /index 2 out of range for table "T" of length 2/],
    ["ctz(0)", { op: "ctz", x: v("n") }, 0n, /ctz of a number that is not positive \(0\)/],
    ["isqrt of a negative number", { op: "isqrt", x: bin("-", v("n"), int(1)) }, 0n, /isqrt of a negative number \(-1\)/],
    ["popcount of a negative number", { op: "popcount", x: bin("-", v("n"), int(3)) }, 1n, /popcount of a negative number \(-2\)/],
    ["division by zero", bin("div", int(1), v("n")), 0n, /division by zero/],
    ["modulo by zero", bin("mod", int(1), v("n")), 0n, /modulo by zero/],
    ["a negative shift", bin("shl", int(1), bin("-", v("n"), int(1))), 0n, /negative count/],
  ])("throws a ProgramError for %s", (_, value, n, message) => {
    expect(() => runProgram(one(value), [n])).toThrow(ProgramError);
    expect(() => runProgram(one(value), [n])).toThrow(message);
  });

  it("throws for an unknown table, a wrong argument count and an argument below the domain", () => {
    expect(() => runProgram(one({ op: "at", table: "U", index: int(0) }), [0n])).toThrow(/unknown table "U"/);
    expect(() => runProgram(one(v("n")), [1n, 2n])).toThrow(/takes 1 arguments, got 2/);
    expect(() => runProgram(one(v("n"), { domain: [1] }), [0n])).toThrow(/n = 0 is below the domain's least value 1/);
  });

  it("gives floor division and a remainder with the divisor's sign", () => {
    const cases: [bigint, bigint, bigint, bigint][] = [
      [7n, 2n, 3n, 1n],
      [-7n, 2n, -4n, 1n],
      [7n, -2n, -4n, -1n],
      [-7n, -2n, 3n, -1n],
      [-6n, 3n, -2n, 0n],
    ];
    for (const [a, b, q, r] of cases) {
      const p = (op: "div" | "mod"): Program => ({ ...one(bin(op, bin("-", v("n"), int(100n - a)), int(b))) });
      expect([runProgram(p("div"), [100n]), runProgram(p("mod"), [100n])]).toEqual([q, r]);
    }
  });

  it("runs loops: Euclid's algorithm's steps, the bits of its quotients and the gcd, as a direct computation gives them", () => {
    const direct = (a: bigint, b: bigint): bigint => {
      let [x, y] = a < b ? [a, b] : [b, a];
      let steps = 0n;
      let bits = 0n;
      while (x > 0n) {
        bits += BigInt((y / x).toString(2).length - 1);
        [x, y] = [y % x, x];
        steps++;
      }
      return steps * 1_000_000n + bits * 1000n + (y % 1000n);
    };
    for (let a = 0n; a <= 40n; a++) for (let b = 0n; b <= 40n; b++) expect(runProgram(euclidLoop, [a, b])).toBe(direct(a, b));
    // consecutive Fibonacci numbers: every quotient 1 but the last
    expect(runProgram(euclidLoop, [832040n, 1346269n])).toBe(direct(832040n, 1346269n));
    expect((runProgram(euclidLoop, [832040n, 1346269n]) as bigint) / 1_000_000n).toBe(29n);
    expect(runProgram(euclidLoop, [10n ** 30n, 3n * 10n ** 30n + 7n])).toBe(direct(10n ** 30n, 3n * 10n ** 30n + 7n));
  });
});
