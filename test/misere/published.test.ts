// Published misère facts (test/fixtures/misere_published.tsv, the source on every row):
// quotients (order, |P|, presentation, P-portion) and genus values. A row the engine cannot
// reach within a test's few seconds is checked as far as it gets: what it reaches must not
// contradict the row (see docs/misere-quotients.md); Q₃₀(0.07) itself is reached in dawson.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Genus, genus } from "../../src/core/genus.js";
import { heapGame } from "../../src/heap/heapGame.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereQuotient } from "../../src/misere/index.js";
import { readTsv } from "../helpers/takeBreak.js";

const ROWS = readTsv(readFileSync(new URL("../fixtures/misere_published.tsv", import.meta.url), "utf8"));

/** A written genus g^{γ₀γ₁…} (one digit a γ, or commas) as g and its γ's continued to `n` terms (the last two alternate). */
function continued(text: string, n = 12): { g: number; gammas: number[] } {
  const m = /^(\d+) ?\^\{([\d,]+)\}$/.exec(text);
  if (!m) throw new Error(`not a genus: ${text}`);
  const gammas = m[2]!.includes(",") ? m[2]!.split(",").map(Number) : [...m[2]!].map(Number);
  while (gammas.length < n) gammas.push(gammas[gammas.length - 2]!);
  return { g: Number(m[1]), gammas: gammas.slice(0, n) };
}

const ours = (x: Genus, n = 12): { g: number; gammas: number[] } => {
  const gammas = [...x.gammas];
  while (gammas.length < n) gammas.push(gammas[gammas.length - 2]!);
  return { g: x.g, gammas: gammas.slice(0, n) };
};

const heapsAt = (at: string): number[] => at.split("+").map(Number);

describe("published misère facts (test/fixtures/misere_published.tsv)", () => {
  it.each(ROWS.filter((r) => ["order", "pSize", "presentation", "pPortion"].includes(r.check!)).map((r) => [r.game!, r.check!, r.at!, r.value!, r] as const))(
    "%s: %s %s = %s",
    (game, check, at, value) => {
      const rules = parseHeapGame(game);
      if (at !== "") {
        // a partial quotient: as far as a few seconds reach; at the heap itself, the value
        const q = misereQuotient(rules, { to: Number(at), budget: { seconds: 4 } });
        if (q.heap === Number(at)) expect(String(q.order)).toBe(value);
        else {
          // stopped short: |Q_n| only grows with n (heaps ≤ n are told apart by more sums at n + 1)
          expect(q.stopped).toBe("seconds");
          if (check === "order") expect(q.order).toBeLessThanOrEqual(Number(value));
        }
        return;
      }
      const q = misereQuotient(rules);
      expect(q.solved).toBe(true);
      const P = Array.from({ length: q.order }, (_, x) => x).filter((x) => q.isP(x));
      const got = { order: String(q.order), pSize: String(q.pSize), presentation: q.presentation, pPortion: P.map((x) => q.elementName(x)).join(" ") }[check];
      expect(got).toBe(value);
    },
  );

  it.each(ROWS.filter((r) => r.check === "genus").map((r) => [r.game!, r.at!, r.value!] as const))("%s: the genus of %s is %s", (game, at, value) => {
    expect(ours(genus(heapGame(parseHeapGame(game)), heapsAt(at)))).toEqual(continued(value));
  });

  it.each(ROWS.filter((r) => r.check === "genusPeriod").map((r) => [r.game!, r.at!, r.value!] as const))(
    "%s: the genus sequence repeats from heap %s with period %s (checked to heap 60)",
    (game, from, period) => {
      const g = heapGame(parseHeapGame(game));
      for (let n = Number(from); n + Number(period) <= 60; n++) expect([n, ours(genus(g, [n + Number(period)]))]).toEqual([n, ours(genus(g, [n]))]);
    },
  );

  it.each(ROWS.filter((r) => r.check === "grundy").map((r) => [r.game!, r.at!, r.value!] as const))("%s: the normal-play values of heaps %s are %s", (game, at, value) => {
    const [a, b] = at.split("-").map(Number) as [number, number];
    const g = heapGame(parseHeapGame(game));
    expect(Array.from({ length: b - a + 1 }, (_, i) => genus(g, [a + i]).g).join(" ")).toBe(value);
  });
});
