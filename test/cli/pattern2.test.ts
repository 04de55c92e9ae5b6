// `grundy pattern` on two variables: Wythoff's and Euclid's games and a sum of two heap games,
// the printed code compiled or run and checked against brute forces and exact P-positions.
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { type Language, runCode } from "../helpers/runCode.js";
import { euclidOutcome, floorByConvergent, generalisedWythoffOutcome } from "../helpers/twoPile.js";
import { bruteTakeBreak } from "../pattern/helpers.js";

/** ⌊k·φ⌋ exactly (φ = [1; 1, 1, …]), by a convergent h/q with q > 2^200: for k < 2^110 the error k/q² < 2^−290 is far below kφ's distance from an integer (> 1/(3k)). Independent of any square root. */
const floorPhi = (k: bigint): bigint => floorByConvergent(() => 1n, k);

/** y < φ·x for x ≥ 1, in integers: 2y − x < √5·x. */
const belowPhiTimes = (y: bigint, x: bigint): boolean => 2n * y - x < 0n || (2n * y - x) ** 2n < 5n * x * x;

function code(args: string[]): string {
  const r = runCli(["pattern", ...args]);
  expect(r.stderr, args.join(" ")).toBe("");
  expect(r.status).toBe(0);
  return r.stdout;
}

describe("grundy pattern on Wythoff's game", () => {
  it("prints C++ that compiles and gives Wythoff's P-positions: a brute force for a, b ≤ 200 and the pairs (⌊kφ⌋, ⌊kφ²⌋) near 10^18", () => {
    const source = code(["wythoff(a,b)", "--code", "cpp"]);
    const n = 201;
    const brute = generalisedWythoffOutcome(1, n, n);
    const inputs: bigint[][] = [];
    const expected: string[] = [];
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        inputs.push([BigInt(a), BigInt(b)]);
        expected.push(brute.values[a * n + b] === 0 ? "P" : "N");
      }
    }
    // k with ⌊kφ⌋ near 10^18: the pair (a_k, b_k = a_k + k), its mirror, and neighbours that are N
    for (let k = 618_033_988_749_894_000n; k < 618_033_988_749_894_030n; k++) {
      const a = floorPhi(k);
      const b = a + k;
      for (const [x, y, o] of [
        [a, b, "P"],
        [b, a, "P"],
        [a, b + 1n, "N"],
        [a, b - 1n, "N"],
        [a + 1n, b, "N"],
        [b, a - 1n, "N"],
        [a, a, "N"],
      ] as const) {
        inputs.push([x, y]);
        expected.push(o);
      }
    }
    expect(floorPhi(618_033_988_749_894_000n)).toBeGreaterThan(999_999_999_999_000_000n);
    expect(runCode("cpp", source, { name: "outcome", arity: 2 }, inputs)).toEqual(expected);
  });

  it("agrees with the mex recurrence a_k = mex{a_i, b_i : i < k}, b_k = a_k + k on the first pairs", () => {
    const used = new Set<bigint>();
    let next = 0n;
    for (let k = 0n; k < 2000n; k++) {
      while (used.has(next)) next++;
      expect(floorPhi(k)).toBe(next);
      used.add(next);
      used.add(next + k);
    }
  });
});

/** Euclid's P-positions by the ratio, exactly: x < y and y ≤ ⌊φx⌋ (φx is irrational). */
const euclidP = (a: bigint, b: bigint): boolean => {
  const [x, y] = a < b ? [a, b] : [b, a];
  return x < y && (x < 1000n ? belowPhiTimes(y, x) : y <= floorPhi(x));
};

describe("grundy pattern on Euclid's game", () => {
  it("finds the ratio law P ⇔ x < y < φx, whose every point agrees with a brute force of the game", () => {
    const text = code(["euclid(a,b)"]);
    expect(text).toContain("P-positions: x < y < α·x (x = min, y = max), α = (1 + √5)/2");
    const out = JSON.parse(code(["euclid(a,b)", "--json"])) as { law: { outcome?: Record<string, unknown>; kind: string } };
    const ratio = out.law.kind === "outcome-ratio" ? out.law : out.law.outcome!;
    expect(ratio).toMatchObject({ kind: "outcome-ratio", alpha: { p: 1, q: 1, d: 5, r: 2 }, equalIsP: false });
    const brute = euclidOutcome(120, 120);
    const wrong: string[] = [];
    for (let a = 1; a <= 120; a++) for (let b = 1; b <= 120; b++) if (euclidP(BigInt(a), BigInt(b)) !== (brute.values[(a - 1) * 120 + (b - 1)] === 0)) wrong.push(`${a},${b}`);
    expect(wrong).toEqual([]);
  });

  for (const language of ["ts", "python"] as Language[]) {
    it(`prints ${language} whose outcome(a, b) is a brute force for a, b ≤ 150 and the exact ratio near 10^18 and 10^30`, () => {
      const source = code(["euclid(a,b)", "--code", language]);
      const n = 150;
      const brute = euclidOutcome(n, n);
      const inputs: bigint[][] = [];
      const expected: string[] = [];
      for (let a = 1; a <= n; a++) {
        for (let b = 1; b <= n; b++) {
          inputs.push([BigInt(a), BigInt(b)]);
          expected.push(brute.values[(a - 1) * n + (b - 1)] === 0 ? "P" : "N");
        }
      }
      // past 2^63 too: Python's int and TypeScript's bigint are exact for any piles
      for (const x of [10n ** 18n, 10n ** 30n].flatMap((base) => Array.from({ length: 10 }, (_, i) => base + BigInt(i)))) {
        const edge = floorPhi(x);
        for (const [a, b] of [
          [x, edge],
          [edge, x],
          [x, edge + 1n],
          [x, x + 1n],
          [x, x],
          [x, 2n * x],
        ]) {
          inputs.push([a!, b!]);
          expected.push(euclidP(a!, b!) ? "P" : "N");
        }
      }
      expect(expected.slice(-120).filter((o) => o === "P").length).toBe(60);
      expect(runCode(language, source, { name: "outcome", arity: 2 }, inputs)).toEqual(expected);
    });
  }

  it("under --compound every reads the P-positions off the suspense's parity (one Euclid game is won by the last mover)", () => {
    const text = code(["euclid(a,b)", "--compound", "every"]);
    expect(text).toContain("P-positions: x < y < α·x (x = min, y = max), α = (1 + √5)/2");
  });
});

describe("grundy pattern on a sum of two heap games", () => {
  it("finds kayles(a) + dawson(b) a sum law with each part proven, and its code is the nim-sum of brute forces", () => {
    const out = JSON.parse(code(["kayles(a) + dawson(b)", "--json"])) as { law: { kind: string; status: string; f: Record<string, unknown>; g: Record<string, unknown> } };
    expect(out.law).toMatchObject({ kind: "sum", status: "proven" });
    expect(out.law.f).toMatchObject({ kind: "periodic", period: 12, status: "proven" });
    expect(out.law.g).toMatchObject({ kind: "periodic", period: 34, status: "proven" });
    const kayles = bruteTakeBreak([0, 7, 7], 1000);
    const dawson = bruteTakeBreak([0, 0, 7], 1000);
    // their periods (12 from 71, 34 from 53) checked on the brute forces take them past 10^18
    for (let n = 71; n + 12 < 1000; n++) expect(kayles[n + 12]).toBe(kayles[n]);
    for (let n = 53; n + 34 < 1000; n++) expect(dawson[n + 34]).toBe(dawson[n]);
    const far = (g: number[], n0: bigint, p: bigint, n: bigint): number => (n < 500n ? g[Number(n)]! : g[Number(n0 + ((n - n0) % p))]!);
    const source = code(["kayles(a) + dawson(b)", "--code", "python"]);
    const inputs: bigint[][] = [];
    for (let a = 0n; a < 150n; a++) for (let b = 0n; b < 150n; b += 7n) inputs.push([a, b]);
    for (let k = 0n; k < 50n; k++) inputs.push([10n ** 18n + k, 3n ** 40n + 5n * k]);
    const expected = inputs.map(([a, b]) => String(far(kayles, 71n, 12n, a!) ^ far(dawson, 53n, 34n, b!)));
    expect(runCode("python", source, { name: "grundy", arity: 2 }, inputs)).toEqual(expected);
  });
});
