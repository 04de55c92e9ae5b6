import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { analysisJson, formatAnalysis } from "../../src/index.js";
import { bruteWins } from "../helpers/games.js";

/** The options of one heap under an octal code, written plainly: digit k says what removing k may leave (bit 1: nothing, 2: one heap, 4: two heaps). */
function octalOptions(code: string, n: number): number[][] {
  const digits = code.slice(2).split("").map(Number);
  const out: number[][] = [];
  digits.forEach((d, i) => {
    const k = i + 1;
    if (k > n) return;
    const left = n - k;
    if (d & 1 && left === 0) out.push([]);
    if (d & 2 && left > 0) out.push([left]);
    if (d & 4) for (let a = 1; 2 * a <= left; a++) out.push([a, left - a]);
  });
  return out;
}

const NAMES: Record<string, string> = { "0.77": "kayles", "0.07": "dawson" };
/** A term of the sum: a code and its heaps. */
type T = { code: string; heaps: number[] };
const termText = (t: T): string => (NAMES[t.code] ? `${NAMES[t.code]}(${t.heaps.join(",")})` : `heap("${t.code}"${t.heaps.map((h) => `,${h}`).join("")})`);
const sorted = (hs: number[]): number[] => hs.filter((h) => h > 0).sort((a, b) => a - b);

/** The whole sum as one position (a list of terms), its moves, its key: nothing of the engine. */
function sumMoves(ts: T[]): T[][] {
  const out: T[][] = [];
  ts.forEach((t, i) => {
    t.heaps.forEach((h, j) => {
      for (const parts of octalOptions(t.code, h)) {
        const heaps = sorted([...t.heaps.slice(0, j), ...parts, ...t.heaps.slice(j + 1)]);
        out.push(ts.map((u, k) => (k === i ? { code: t.code, heaps } : u)));
      }
    });
  });
  return out;
}
/** A term's text with its heaps in increasing order (the engine writes a split in place). */
function norm(text: string): string {
  const m = /^(\w+)\((?:"([\d.]+)")?,?([\d,]*)\)$/.exec(text)!;
  return `${m[1]}${m[2] ?? ""}(${sorted((m[3] ?? "").split(",").filter(Boolean).map(Number)).join(",")})`;
}
const sumKey = (ts: T[]): string => ts.map((t) => `${t.code}:${t.heaps.join(",")}`).join("|");

const CODES = ["0.77", "0.07", "0.75", "0.15", "0.53", "0.71", "0.72", "0.34", "0.123"];
const arbTerm: fc.Arbitrary<T> = fc.record({
  code: fc.constantFrom(...CODES),
  heaps: fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 2 }).map(sorted),
});

describe("analyze --play misere: genus", () => {
  it("a sum of tame components is decided by genus, as a brute-force misère search of the whole sum decides it (outcome and every winning move)", { timeout: 300_000 }, () => {
    const wins = bruteWins(sumMoves, sumKey, true);
    let byGenus = 0;
    fc.assert(
      // at most 20 tokens in all: larger wild sums may pass the analysis's default budget (a
      // documented refusal, tested elsewhere), e.g. kayles(6,7) + kayles(3,7) + heap("0.72",2,5)
      fc.property(
        fc.array(arbTerm, { minLength: 1, maxLength: 3 }).filter((ts) => ts.flatMap((t) => t.heaps).reduce((x, y) => x + y, 0) <= 20),
        (ts) => {
          const a = analyze(ts.map(termText).join(" + "), { play: "misere" });
          if (a.method === "genus") byGenus++;
          expect(a.components.every((c) => c.genus !== undefined)).toBe(true);
          // all tame: genus decides (or Bouton, when every component is a single move or none)
          if (a.components.every((c) => c.tame === true)) expect(["genus", "bouton"]).toContain(a.method);
          else expect(a.method).toBe("search");
          expect(a.outcome).toBe(wins(ts) ? "N" : "P");
          const expected = new Set(
            sumMoves(ts)
              .filter((m) => !wins(m))
              .map((m) => {
                const i = m.findIndex((u, j) => sumKey([u]) !== sumKey([ts[j]!]));
                return `${i}:${norm(termText(m[i]!))}`;
              }),
          );
          // a move listed once for equal components (copies) is that move in each of them
          const each = a.winningMoves!.flatMap((m) => a.components.flatMap((c, i) => (c.text === m.from ? [`${i}:${norm(m.to)}`] : [])));
          expect(a.winningMoves!.map((m) => m.copies ?? 1)).toEqual(a.winningMoves!.map((m) => a.components.filter((c) => c.text === m.from).length));
          expect(each.sort()).toEqual([...expected].sort());
        },
      ),
      { numRuns: 300 },
    );
    // most small heaps of these games are tame: the rule is exercised, not skipped
    expect(byGenus).toBeGreaterThan(100);
  });

  it("shows each component's genus in text and JSON, tame or not (Kayles: heap 5 is 4^{146}, wild; heap 3 is 3^{31}, tame)", () => {
    // Winning Ways ch. 13 (misère Kayles): K3 = 3^{31}, K5 = 4^{146}
    const a = analyze("kayles(3) + kayles(5)", { play: "misere" });
    expect(a.components.map((c) => [c.genus, c.tame])).toEqual([
      ["3^{31}", true],
      ["4^{146}", false],
    ]);
    expect(a.method).not.toBe("genus");
    expect(formatAnalysis(a)).toMatch(/kayles\(3\) {2}N {2}genus 3\^\{31\} \(tame\)/);
    expect(JSON.parse(analysisJson(a)).components[1].genus).toBe("4^{146}");
    // Nim positions: the genus of a sum of Nim heaps, at any size
    const n = analyze("nim(1,1,1) + nim(10^30, 2)", { play: "misere" });
    expect(n.components.map((c) => c.genus)).toEqual(["1^{031}", `${(10n ** 30n) ^ 2n}^{${(10n ** 30n) ^ 2n},${10n ** 30n}}`]);
    expect(n.method).toBe("bouton");
  });
});
