// The quotient's prediction for random sums (up to six heaps of sizes up to 15) equals a
// brute force of the misère game, for the games of issue 20.
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereQuotient } from "../../src/misere/index.js";
import { seededInts } from "../helpers/random.js";
import { misereBruteForce } from "./_bruteForce.js";

/** The product of the heaps' elements. */
const product = (q: ReturnType<typeof misereQuotient>, heaps: readonly number[]): number => heaps.reduce((x, h) => q.mul(x, q.phi(h)), q.identity);

// [code, largest heap]
const GAMES: [string, number][] = [
  ["0.77", 15],
  ["0.07", 15],
  ["0.75", 15],
  ["0.123", 15],
  ["0.15", 15],
  ["0.34", 15],
  ["0.53", 15],
  ["0.71", 15],
  ["0.72", 20],
];

describe("misère outcomes of sums, against a brute force", () => {
  it.each(GAMES)("%s: 300 random sums of up to six heaps (total at most 40)", (code, top) => {
    const rules = parseHeapGame(code);
    const q = misereQuotient(rules, { to: top });
    expect(q.heap).toBe(top);
    const brute = misereBruteForce(rules, top);
    const rnd = seededInts(20 + top + code.length * 7);
    let checked = 0;
    while (checked < 300) {
      const heaps = Array.from({ length: 1 + rnd(6) }, () => rnd(top + 1));
      if (heaps.reduce((a, b) => a + b, 0) > 40) continue;
      checked++;
      expect([heaps, q.isP(product(q, heaps))]).toEqual([heaps, brute(heaps)]);
    }
  });
});
