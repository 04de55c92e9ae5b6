// Published facts on hexadecimal games (test/fixtures/hexadecimal_published.tsv, the source on
// every row): the definition of the code's digits (Howse & Nowakowski), CGSuite's table of 0.3F
// (values, options, no ordinary period, misère values, genus), and the ruler regularity of 0.2048
// (Grossman & Nowakowski) as far as its statement could be read. Values are checked against the
// brute force of test/helpers/hexBrute.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findPattern } from "../../src/analyze/findPattern.js";
import { genus } from "../../src/core/genus.js";
import { heapGame } from "../../src/heap/heapGame.js";
import { heapOptions } from "../../src/heap/heapOptions.js";
import type { RulerLaw } from "../../src/pattern/law.js";
import { naiveSequence, parseHeapGame } from "../../src/sequence/index.js";
import { hexBrute } from "../helpers/hexBrute.js";
import { readTsv } from "../helpers/takeBreak.js";

const ROWS = readTsv(readFileSync(new URL("../fixtures/hexadecimal_published.tsv", import.meta.url), "utf8"));
const row = (game: string, check: string): Record<string, string> => {
  const found = ROWS.find((r) => r.game === game && r.check === check);
  if (!found) throw new Error(`no row ${game} ${check} in hexadecimal_published.tsv`);
  return found;
};
const numbers = (text: string): number[] => text.split(" ").map(Number);
const range = (at: string): [number, number] => at.split("-").map(Number) as [number, number];

/** The ways to write r as exactly j positive parts, each listed once in ascending order. */
function partitions(r: number, j: number, least = 1): number[][] {
  if (j === 0) return r === 0 ? [[]] : [];
  const out: number[][] = [];
  for (let a = least; a * j <= r; a++) for (const rest of partitions(r - a, j - 1, a)) out.push([a, ...rest]);
  return out;
}

/** The options of heap n under code "0.d1d2…" read from Howse & Nowakowski's definition of the digits. */
function definedOptions(code: string, n: number): string[] {
  const digits = [...code.split(".")[1]!].map((c) => Number.parseInt(c, 16));
  const out: string[] = [];
  digits.forEach((d, index) => {
    const r = n - (index + 1);
    if (r < 0) return;
    for (let j = 0; j <= 3; j++) if (d & (1 << j)) for (const parts of partitions(r, j)) out.push(parts.join(","));
  });
  return out.sort();
}

/** A genus as CGSuite prints it: g alone for a nim heap's genus, else g^digits or g^(a,b,…), continued to n γ's (the last two alternate). */
function cgsuiteGenus(text: string, n = 8): { g: number; gammas: number[] } {
  const m = /^(\d+)(?:\^(?:\(([\d,]+)\)|(\d+)))?$/.exec(text);
  if (!m) throw new Error(`not a genus: ${text}`);
  const g = Number(m[1]);
  // a nim heap's genus (Winning Ways, ch. 13): *0 = 0^{120}, *1 = 1^{031}, *2 = 2^{20}, the only ones met here
  const nimHeap: Record<number, number[]> = { 0: [1, 2, 0], 1: [0, 3, 1], 2: [2, 0] };
  const gammas = m[2] ? m[2].split(",").map(Number) : m[3] ? [...m[3]].map(Number) : [...nimHeap[g]!];
  while (gammas.length < n) gammas.push(gammas[gammas.length - 2]!);
  return { g, gammas: gammas.slice(0, n) };
}

describe("the hexadecimal code (Howse & Nowakowski's definition of a digit)", () => {
  it("every digit 1 … F, alone or after another digit, gives heaps 0 … 14 exactly the options the definition lists", () => {
    expect(row("*", "digits").source).toContain("Howse & Nowakowski");
    const codes = [...Array.from({ length: 15 }, (_, d) => `0.${(d + 1).toString(16).toUpperCase()}`), "0.3F", "0.2048", "0.F8", "0.1C", "0.0B"];
    for (const code of codes) {
      const rules = parseHeapGame(code);
      for (let n = 0; n <= 14; n++) {
        const ours = [...heapOptions(rules, BigInt(n))].map((parts) => parts.join(",")).sort();
        expect([code, n, ours]).toEqual([code, n, definedOptions(code, n)]);
      }
    }
  });
});

describe("CGSuite's table of 0.3F (remove 1 leaving 0 or 1 heap; remove 2 leaving 0, 1, 2 or 3 heaps)", () => {
  const rules = parseHeapGame("0.3F");

  it("the values of heaps 1 … 20, from the engine and from the brute force", () => {
    const { at, value } = row("0.3F", "values");
    const [a, b] = range(at!);
    expect(Array.from(naiveSequence(rules, b + 1)).slice(a)).toEqual(numbers(value!));
    expect(hexBrute("0.3F", b + 1).slice(a)).toEqual(numbers(value!));
  });

  it("heap 20 has 38 options", () => {
    const { at, value } = row("0.3F", "options");
    expect([...heapOptions(rules, BigInt(at!))].length).toBe(Number(value));
  });

  it("no ordinary period within 2000 heaps: grundy's law of 2000 values has a saltus, and holds on 600 values of the brute force", () => {
    const { at } = row("0.3F", "noPeriod");
    const found = findPattern('heap("0.3F", n)', { to: Number(at) });
    expect(found.law.kind).not.toBe("periodic");
    expect(found.law.kind).not.toBe("none");
    const far = hexBrute("0.3F", 600);
    // unbounded values: no saltus-0 period can hold (CGSuite's checker looks for that only)
    expect(Math.max(...far.slice(300))).toBeGreaterThan(Math.max(...far.slice(0, 300)));
    expect(far.map((_, n) => found.at([BigInt(n)]))).toEqual(far.map(BigInt));
  });

  it("the misère values and the genus of heaps 0 … 20", () => {
    const game = heapGame(rules);
    const ours = Array.from({ length: 21 }, (_, n) => genus(game, [n]));
    const misere = row("0.3F", "misere");
    expect(ours.map((x) => x.gammas[0]).join(" ")).toBe(misere.value);
    const published = row("0.3F", "genus").value!.split(" ");
    expect(published).toHaveLength(21);
    ours.forEach((x, n) => {
      const gammas = [...x.gammas];
      while (gammas.length < 8) gammas.push(gammas[gammas.length - 2]!);
      expect([n, { g: x.g, gammas: gammas.slice(0, 8) }]).toEqual([n, cgsuiteGenus(published[n]!)]);
    });
  });
});

describe("0.2048, the first of Grossman & Nowakowski's ruler family", () => {
  const values = hexBrute("0.2048", 800);

  it("is neither periodic nor arithmetic-periodic on 800 values of the brute force: no period ≤ 100 with any saltus from any heap ≤ 400", () => {
    expect(row("0.2048", "regularity").source).toContain("ruler regularity");
    for (let p = 1; p <= 100; p++) {
      // the least start from which v(n + p) − v(n) is constant up to the end
      const N = values.length;
      const s = values[N - 1]! - values[N - 1 - p]!;
      let start = N - p - 1;
      while (start >= 0 && values[start + p]! - values[start]! === s) start--;
      expect([p, start + 1 > 400]).toEqual([p, true]);
    }
  });

  it("grundy pattern finds a ruler law, verified and not proven, and not a periodic or arithmetic-periodic one", () => {
    const found = findPattern('heap("0.2048", n)', { to: 700 });
    expect(found.law).toMatchObject({ kind: "ruler", status: "verified", proof: null });
    const law = found.law as RulerLaw;
    // the brute force: every residue class mod p but one gains the saltus each period; on that
    // one the shortfall grows without bound (with the ruler function ν₂)
    const { period: p, preperiod: n0 } = law;
    const s = law.params.saltus!;
    const off = new Set<number>();
    const shortfall: number[] = [];
    for (let n = n0; n + p < values.length; n++) {
      const d = values[n + p]! - values[n]! - s;
      if (d !== 0) {
        off.add(n % p);
        shortfall.push(Math.abs(d));
      }
    }
    expect(off.size).toBe(1);
    const half = Math.max(...shortfall.slice(0, shortfall.length >> 1));
    expect(Math.max(...shortfall)).toBeGreaterThan(half);
  });
});
