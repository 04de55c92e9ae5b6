// Kayles's quotient has order 40 (|P| = 9) here, while an order of 48 is sometimes recalled
// for it. A quotient smaller than the true one would merge elements that some sum tells
// apart; this test rules that out on every sum of at most 40 tokens, with a brute force of
// misère Kayles over all multisets of heaps (its own move rule: take one or two adjacent
// pins from a row, leaving up to two rows), independent of src/:
// - every such sum's outcome is the quotient's (the product of its heaps' elements in P or not);
// - the elements whose lightest sums have at most 26 pins are true classes: for any two,
//   their lightest sums and a third sum of at most 14 pins give different brute-force
//   outcomes, so no two of them are one class of the game.
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereQuotient } from "../../src/misere/index.js";

const TOTAL = 40;

/** Kayles options of a row of n pins: the rows left (zeros dropped). */
function kaylesOptions(n: number): number[][] {
  const out: number[][] = [];
  for (const take of [1, 2]) for (let a = 0; 2 * a <= n - take; a++) out.push([a, n - take - a].filter((x) => x > 0));
  return out;
}

/** Partitions of n (parts non-increasing, at most `max`). */
function* partitions(n: number, max: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (let k = Math.min(n, max); k >= 1; k--) for (const rest of partitions(n - k, k)) yield [k, ...rest];
}

describe("Kayles's quotient against a brute force of every small sum", () => {
  it(`every sum of at most ${TOTAL} pins: the outcome is the quotient's, and the elements they reach are told apart`, () => {
    const q = misereQuotient(parseHeapGame("0.77"));
    expect([q.order, q.pSize, q.solved]).toEqual([40, 9, true]);
    const opts = Array.from({ length: TOTAL + 1 }, (_, n) => kaylesOptions(n));
    const key = (hs: readonly number[]): string => [...hs].sort((a, b) => b - a).join(",");
    const outcome = new Map<string, boolean>(); // true: a misère P-position
    const sums: number[][] = [];
    for (let t = 0; t <= TOTAL; t++) {
      for (const p of partitions(t, t)) {
        let win = false;
        for (let i = 0; i < p.length && !win; i++) {
          if (i > 0 && p[i] === p[i - 1]) continue;
          for (const o of opts[p[i]!]!) if (outcome.get(key([...p.slice(0, i), ...o, ...p.slice(i + 1)]))) win = true;
        }
        outcome.set(p.join(","), p.length > 0 && !win); // the empty sum: the player to move wins
        sums.push(p);
      }
    }
    const element = (hs: readonly number[]): number => hs.reduce((x, h) => q.mul(x, q.phi(h)), q.identity);
    let wrong = 0;
    const lightest = new Map<number, number[]>();
    for (const s of sums) {
      const x = element(s);
      if (q.isP(x) !== outcome.get(s.join(","))) wrong++;
      if (!lightest.has(x)) lightest.set(x, s); // sums come lightest first
    }
    expect(wrong).toBe(0);
    expect(lightest.size).toBeGreaterThanOrEqual(36);
    // any two elements: a sum Z with different outcomes next to their lightest sums
    const total = (s: readonly number[]): number => s.reduce((a, b) => a + b, 0);
    const reps = [...lightest.entries()].filter(([, s]) => total(s) <= TOTAL - 14);
    expect(reps.length).toBeGreaterThanOrEqual(24); // how many elements the pairwise check covers (26 of the 40)
    const untold: string[] = [];
    for (let i = 0; i < reps.length; i++) {
      for (let j = i + 1; j < reps.length; j++) {
        const [, a] = reps[i]!;
        const [, b] = reps[j]!;
        const room = TOTAL - Math.max(total(a), total(b));
        const told = sums.some((z) => total(z) <= room && outcome.get(key([...a, ...z])) !== outcome.get(key([...b, ...z])));
        if (!told) untold.push(`${a.join("+")} / ${b.join("+")}`);
      }
    }
    expect(untold).toEqual([]);
  }, 120_000);
});
