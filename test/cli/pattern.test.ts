// `grundy pattern` on one variable: the law of heap games and Lasker's Nim, checked against
// brute forces written here (the mex of each game's rules) and published facts.
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { runCode } from "../helpers/runCode.js";
import { bruteSubtraction, bruteTakeBreak } from "../pattern/helpers.js";

interface LawJson {
  kind: string;
  from: number;
  preperiod?: number;
  period?: number;
  saltus?: number;
  table?: number[];
  verifiedTo: number | number[];
  status: "proven" | "verified" | "none";
  proof: string | null;
  of: string;
  largest?: { value: number; at: number };
  counts?: { value: number; count: number }[];
}

interface PatternJson {
  expression: string;
  measure: string;
  law: LawJson;
  description: string;
  summary: { count: number; largest: number; largestAt: number[]; distinct: number };
}

function json(args: string[]): PatternJson {
  const r = runCli(["pattern", ...args, "--json"]);
  expect(r.stderr, args.join(" ")).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as PatternJson;
}

/** The least n0 from which values[n + p] = values[n] + s holds to the end of the values. */
function leastStart(values: readonly number[], p: number, s: number): number {
  let m = values.length - p - 1;
  while (m >= 0 && values[m + p]! - values[m]! === s) m--;
  return m + 1;
}

/** Lasker's Nim by its rules: take any number from a heap, or split a heap into two nonempty heaps. */
function laskerBrute(count: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    for (let k = 0; k < n; k++) seen.add(g[k]!);
    for (let a = 1; 2 * a <= n; a++) seen.add(g[a]! ^ g[n - a]!);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** The published formula (Winning Ways): G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3. */
function laskerFormula(n: bigint): bigint {
  if (n === 0n) return 0n;
  const r = n % 4n;
  return r === 3n ? n + 1n : r === 0n ? n - 1n : n;
}

describe("grundy pattern on heap games", () => {
  it("finds Kayles periodic with period 12 from n = 71 (last exception 70), proven", () => {
    const out = json(["kayles(n)"]);
    const brute = bruteTakeBreak([0, 7, 7], 600);
    expect(out.law).toMatchObject({ kind: "periodic", period: 12, preperiod: 71, saltus: 0, status: "proven" });
    expect(leastStart(brute, 12, 0)).toBe(71);
    expect(out.law.proof).toMatch(/periodicity theorem/);
    expect(out.law.table!.slice(0, 100)).toEqual(brute.slice(0, out.law.table!.length).slice(0, 100));
    const text = runCli(["pattern", "kayles(n)"]);
    expect(text.stdout).toMatch(/periodic: period 12, from n = 71 \(proven/);
  });

  it("finds Dawson's Kayles (0.07) and Dawson's chess (0.137) periodic with period 34 from their least preperiods, proven", () => {
    const dawson = json(["dawson(n)", "--to", "3000"]);
    const d07 = bruteTakeBreak([0, 0, 7], 800);
    expect(dawson.law).toMatchObject({ kind: "periodic", period: 34, preperiod: leastStart(d07, 34, 0), status: "proven" });
    const chess = json(['heap("0.137", n)', "--to", "3000"]);
    const d137 = bruteTakeBreak([0, 1, 3, 7], 800);
    expect(chess.law).toMatchObject({ kind: "periodic", period: 34, preperiod: leastStart(d137, 34, 0), status: "proven" });
    // 0.137 is 0.07 shifted by one heap
    for (let n = 0; n < 700; n++) expect(d137[n]).toBe(d07[n + 1]);
  });

  it("proves subtraction({2,5,7}, n) periodic with period 22 by the window theorem", () => {
    const out = json(["subtraction({2,5,7}, n)"]);
    const brute = bruteSubtraction([2, 5, 7], 400);
    expect(out.law).toMatchObject({ kind: "periodic", period: 22, preperiod: leastStart(brute, 22, 0), status: "proven" });
    for (let p = 1; p < 22; p++) expect(leastStart(brute, p, 0)).toBeGreaterThan(300);
  });

  it("finds 0.8 arithmetic-periodic with period 3 and saltus 1, proven by the arithmetic-periodicity test", () => {
    const out = json(['heap("0.8", n)', "--to", "600"]);
    const brute = bruteTakeBreak([0, 8], 601);
    expect(out.law).toMatchObject({ kind: "arithmetic-periodic", period: 3, saltus: 1, status: "proven", verifiedTo: 600 });
    expect(out.law.proof).toMatch(/^arithmetic-periodicity test \(docs\/arithmetic-periodicity\.md\) for 0\.8: /);
    expect(out.law.preperiod).toBe(leastStart(brute, 3, 1));
    expect(out.law.table).toEqual(brute.slice(0, out.law.preperiod! + 3));
    expect(out.summary).toMatchObject({ count: 601, largest: Math.max(...brute) });
  });
});

describe("grundy pattern on Lasker's Nim", () => {
  it("reports the law's fields in --json: arithmetic-periodic, period 4, saltus 4, from n = 1, verified to the range's end", () => {
    const out = json(["lasker(n)", "--to", "300"]);
    const brute = laskerBrute(301);
    expect(out.law).toMatchObject({
      kind: "arithmetic-periodic",
      from: 0,
      period: 4,
      saltus: 4,
      preperiod: leastStart(brute, 4, 4),
      verifiedTo: 300,
      status: "verified",
      proof: null,
      of: "value",
    });
    expect(out.law.preperiod).toBe(1);
    expect(out.law.table).toEqual(brute.slice(0, 5));
    expect(out.summary).toEqual({ count: 301, largest: Math.max(...brute), largestAt: [brute.indexOf(Math.max(...brute))], distinct: new Set(brute).size });
  });

  it("prints Python whose grundy(n) is the brute force for n ≤ 300 and the published formula up to 10^30", () => {
    const r = runCli(["pattern", "lasker(n)", "--code", "python"]);
    expect(r.status).toBe(0);
    const brute = laskerBrute(301);
    const large: bigint[] = [];
    for (let k = 0n; k < 40n; k++) large.push(10n ** 30n - k, 10n ** 18n + k, 2n ** 64n + k, 3n ** 50n + k);
    const inputs = [...brute.map((_, n) => BigInt(n)), ...large];
    const got = runCode(
      "python",
      r.stdout,
      { name: "grundy", arity: 1 },
      inputs.map((n) => [n]),
    );
    expect(got.slice(0, 301)).toEqual(brute.map(String));
    expect(got.slice(301)).toEqual(large.map((n) => String(laskerFormula(n))));
    for (let n = 0; n <= 300; n++) expect(BigInt(brute[n]!)).toBe(laskerFormula(BigInt(n)));
  });
});

/** Grundy's game by its rules: split a heap into two unequal nonempty heaps. */
function grundysGame(count: number): number[] {
  const g: number[] = [];
  const stamp = new Int32Array(256).fill(-1);
  for (let n = 0; n < count; n++) {
    for (let a = 1; 2 * a < n; a++) stamp[g[a]! ^ g[n - a]!] = n;
    let m = 0;
    while (stamp[m] === n) m++;
    g.push(m);
  }
  return g;
}

describe("grundy pattern on Grundy's game", () => {
  it("finds no law to 2000 and reports the largest value and the rarest values as the brute force counts them", () => {
    const brute = grundysGame(2001);
    const text = runCli(["pattern", "grundy(n)", "--to", "2000"]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/no law found for n ≤ 2000/);
    const out = json(["grundy(n)", "--to", "2000"]);
    const largest = Math.max(...brute);
    expect(out.law).toMatchObject({ kind: "none", status: "none", proof: null, verifiedTo: 2000, largest: { value: largest, at: brute.indexOf(largest) } });
    const counts = new Map<number, number>();
    for (const v of brute) counts.set(v, (counts.get(v) ?? 0) + 1);
    const rarest = [...counts].map(([value, count]) => ({ value, count })).sort((x, y) => x.count - y.count || x.value - y.value);
    expect(out.law.counts).toEqual(rarest.slice(0, out.law.counts!.length));
    expect(out.law.counts!.length).toBe(Math.min(16, counts.size));
    expect(text.stdout).toContain(`largest value ${largest} at n = ${brute.indexOf(largest)}`);
  });
});

/** Misère Kayles' single heaps that are P-positions, n ≤ max, by a search over multisets of heaps (the player unable to move wins). */
function misereKaylesP(max: number): number[] {
  const memo = new Map<string, boolean>();
  const wins = (start: number[]): boolean => {
    // an explicit stack: a heap of n makes the depth grow with n
    const stack: number[][] = [start];
    while (stack.length > 0) {
      const h = stack[stack.length - 1]!;
      const key = h.join(",");
      if (memo.has(key)) {
        stack.pop();
        continue;
      }
      const options: number[][] = [];
      for (let i = 0; i < h.length; i++) {
        if (i > 0 && h[i] === h[i - 1]) continue;
        for (const t of [1, 2]) {
          for (let a = 0; 2 * a + t <= h[i]!; a++) {
            const rest = [...h.slice(0, i), ...h.slice(i + 1), a, h[i]! - t - a].filter((x) => x > 0).sort((x, y) => x - y);
            options.push(rest);
          }
        }
      }
      const unknown = options.filter((o) => !memo.has(o.join(",")));
      if (unknown.length > 0) {
        stack.push(...unknown);
        continue;
      }
      memo.set(key, h.length === 0 || options.some((o) => !memo.get(o.join(","))));
      stack.pop();
    }
    return memo.get(start.join(","))!;
  };
  const p: number[] = [];
  for (let n = 0; n <= max; n++) if (!wins(n === 0 ? [] : [n])) p.push(n);
  return p;
}

describe("grundy pattern under misère play", () => {
  it("lists misère Kayles' P-positions among single heaps as a search of the game finds them", () => {
    const out = json(["kayles(n)", "--play", "misere", "--to", "300"]);
    expect(out.measure).toBe("outcome");
    expect(out.law).toMatchObject({ kind: "outcome-finite", status: "verified", of: "outcome" });
    const positions = (out.law as unknown as { positions: number[] }).positions;
    expect(positions.filter((n) => n <= 26)).toEqual(misereKaylesP(26));
  });
});

describe("grundy pattern's JSON", () => {
  it("gives kind, preperiod, period, saltus, verifiedTo, status and proof, and the values' summary", () => {
    const out = json(["subtraction({1,2,3}, n)", "--to", "99"]);
    for (const key of ["kind", "preperiod", "period", "saltus", "verifiedTo", "status", "proof"]) expect(out.law).toHaveProperty(key);
    expect(out.law).toMatchObject({ kind: "periodic", preperiod: 0, period: 4, saltus: 0, verifiedTo: 99, status: "proven" });
    expect(out.law.proof).toMatch(/window theorem/);
    // G(n) = n mod 4 for S = {1, 2, 3}
    expect(out.summary).toEqual({ count: 100, largest: 3, largestAt: [3], distinct: 4 });
    expect(out.measure).toBe("grundy");
  });
});
