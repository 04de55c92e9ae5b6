// Each game's facts against a brute force written here (values by the definition, the
// least period by looking) and against the published table in test/fixtures.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { censusFacts, censusGames } from "../../src/census/index.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";

/** G(0) … G(count − 1) of an octal code, by the definition: mex over every move. */
function bruteValues(code: string, count: number): number[] {
  const [d0, rest] = code.split(".") as [string, string];
  const digits = [Number(d0), ...[...rest].map(Number)];
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    digits.forEach((d, i) => {
      if (i > n) return;
      if (d & 1 && n === i) seen.add(0);
      if (d & 2 && n > i) seen.add(g[n - i]!);
      if (d & 4) for (let a = 1; 2 * a <= n - i; a++) if (n - i - a >= 1) seen.add(g[a]! ^ g[n - i - a]!);
    });
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** The least p whose agreement G(n + p) = G(n) runs to the end over at least 3p and 100 heaps, with its first heap. */
function brutePeriod(g: readonly number[]): { period: number; preperiod: number } | null {
  const L = g.length;
  for (let p = 1; 3 * p < L; p++) {
    let n0 = L - p;
    while (n0 > 0 && g[n0 - 1] === g[n0 - 1 + p]) n0--;
    if (L - p - n0 >= Math.max(3 * p, 100)) return { period: p, preperiod: n0 };
  }
  return null;
}

function sha(values: readonly number[]): string {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, n) => b.writeUInt32LE(v, 4 * n));
  return `sha256:${createHash("sha256").update(b).digest("hex")}`;
}

const TWO_DIGITS = censusGames(["0.??"], 599);

describe("censusFacts against a brute force", () => {
  it("gives every two-digit octal game the checksum and first values of its values by the definition, heaps 0 … 599", () => {
    for (const game of TWO_DIGITS) {
      const facts = censusFacts(game, 599);
      const brute = bruteValues(game.codes[0]!, 600);
      expect({ code: game.codes[0], checksum: facts.checksum, first: facts.first }).toEqual({ code: game.codes[0], checksum: sha(brute), first: brute.slice(0, 32) });
      expect(facts.largest.value).toBe(Math.max(...brute));
    }
  });

  it("finds the least period and last exception a brute force sees in 600 values, for every game proven within 300 heaps", () => {
    let checked = 0;
    for (const game of TWO_DIGITS) {
      const facts = censusFacts(game, 599);
      if (facts.status !== "proven" || facts.needed! > 300) continue;
      const brute = brutePeriod(bruteValues(game.codes[0]!, 600))!;
      expect({ code: game.codes[0], period: facts.period, lastException: facts.lastException }).toEqual({
        code: game.codes[0],
        period: brute.period,
        lastException: brute.preperiod > 0 ? brute.preperiod - 1 : null,
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("extends a proven period with the values the engine would compute: Kayles to 20,000 has the checksum of its values in full", () => {
    const facts = censusFacts({ rules: parseHeapGame("0.77") }, 20_000);
    expect(facts.computed).toBeLessThan(20_001);
    const g = bruteValues("0.77", 400);
    const full = Array.from({ length: 20_001 }, (_, n) => (n < 400 ? g[n]! : g[71 + ((n - 71) % 12)]!));
    expect(facts.checksum).toBe(sha(full));
  });

  it("says 'none up to N' for a game with no proof yet", () => {
    const facts = censusFacts({ rules: parseHeapGame("0.6") }, 2000);
    expect(facts).toMatchObject({ status: "open", proof: "none up to 2000", needed: null });
  });
});

const FIXTURE = readFileSync(new URL("../fixtures/octal_games.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "" && !l.startsWith("#"))
  .slice(1)
  .map((l) => l.split("\t"))
  .map(([code, , first, period, last, , source]) => ({ code: code!, first: first!.split(",").map(Number), period: period!, last: last!, source: source! }));

describe("censusFacts against the published table (test/fixtures/octal_games.tsv)", () => {
  it.each(FIXTURE.filter((r) => /^\d+$/.test(r.period)))("proves $code's published period and last exception ($source)", (row) => {
    const facts = censusFacts({ rules: parseHeapGame(row.code) }, 4096);
    expect({ status: facts.status, period: facts.period, lastException: facts.lastException, first: facts.first.slice(0, row.first.length) }).toEqual({
      status: "proven",
      period: Number(row.period),
      lastException: Number(row.last),
      first: row.first,
    });
  });

  it.each(FIXTURE.filter((r) => !/^\d+$/.test(r.period)))("leaves $code open, as published ($source)", (row) => {
    const facts = censusFacts({ rules: parseHeapGame(row.code) }, 4096);
    expect({ status: facts.status, first: facts.first.slice(0, row.first.length) }).toEqual({ status: "open", first: row.first });
  });
});
