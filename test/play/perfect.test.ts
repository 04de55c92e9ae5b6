// The perfect player on huge positions: its moves come from the families' closed forms,
// checked with exact integer rules of this file (and those against the brute force).
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../src/index.js";
import { seededInts } from "../../src/_internals/random.js";
import { value } from "../helpers/playBrute.js";

/** ⌊√n⌋ by Newton's method. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  for (;;) {
    const y = (x + n / x) / 2n;
    if (y >= x && x * x <= n && (x + 1n) * (x + 1n) > n) return x;
    x = y === x ? x - 1n : y;
    if (x * x <= n && (x + 1n) * (x + 1n) > n) return x;
  }
}

/** Wythoff's P-positions are (⌊kφ⌋, ⌊kφ⌋ + k): ⌊kφ⌋ = ⌊(k + ⌊k√5⌋)/2⌋ exactly (k√5 is irrational for k > 0). */
function wythoffP(a: bigint, b: bigint): boolean {
  const [x, y] = a <= b ? [a, b] : [b, a];
  const k = y - x;
  return x === (k + isqrt(5n * k * k)) / 2n;
}

const wythoffOption = ([a, b]: [bigint, bigint], [x, y]: [bigint, bigint]): boolean =>
  x >= 0n && y >= 0n && ((x === a && y < b) || (y === b && x < a) || (x < a && a - x === b - y));

const bigPair = (text: string): [bigint, bigint] => {
  const m = /^\w+\((\d+),(\d+)\)$/.exec(text)!;
  return [BigInt(m[1]!), BigInt(m[2]!)];
};

/**
 * Suspense of a Euclid game by the stages of Euclid's algorithm: with q = ⌊big/small⌋ and
 * t the suspense of (small, big mod small), the positions of a stage with j multiples left
 * are worth t + 1 (t even: jump to the next stage), or, t odd, t + 1 for j = 1 (forced
 * there) and t + 2 for j ≥ 2 (move to j = 1). Checked against the brute force below.
 */
function euclidSuspense(a: bigint, b: bigint): number {
  const q: bigint[] = [];
  let [big, small] = a >= b ? [a, b] : [b, a];
  while (small > 0n) {
    q.push(big / small);
    [big, small] = [small, big % small];
  }
  let t = 0;
  for (let i = q.length - 1; i >= 0; i--) t = t % 2 === 1 && q[i]! >= 2n ? t + 2 : t + 1;
  return t;
}

const euclidOption = ([a, b]: [bigint, bigint], [x, y]: [bigint, bigint]): boolean => {
  if (a === 0n || b === 0n) return false;
  if (a <= b) return x === a && y >= 0n && y < b && (b - y) % a === 0n;
  return y === b && x >= 0n && x < a && (a - x) % b === 0n;
};

describe("huge positions answer from closed forms", () => {
  it("wythoff(10^30, 10^30 + 7): a 10-move game, every computer move legal and winning from N", () => {
    const a = 10n ** 30n;
    const s = new PlaySession(`wythoff(${a},${a + 7n})`);
    expect(s.position).toBe("wythoff(1000000000000000000000000000000,1000000000000000000000000000007)");
    expect(wythoffP(a, a + 7n)).toBe(false);
    expect(s.outcome()).toBe("N");
    const pick = seededInts(5);
    for (let ply = 0; ply < 10; ply++) {
      const before = bigPair(s.position);
      if (ply % 2 === 0) {
        const m = s.computerMove()!;
        const after = bigPair(m.position);
        expect(wythoffOption(before, after), m.text).toBe(true);
        expect(bigPair(s.position)).toEqual(after);
        if (!wythoffP(...before)) expect(wythoffP(...after), `${m.text} leaves an N-position`).toBe(true);
      } else {
        // a scripted move: some tokens from one pile or from both
        const [x, y] = before;
        const take = 1n + BigInt(pick(1000));
        const which = pick(3);
        const after: [bigint, bigint] =
          which === 0 && x >= take ? [x - take, y] : which === 1 && y >= take ? [x, y - take] : x >= take && y >= take ? [x - take, y - take] : [x, y - 1n];
        s.move(`wythoff(${after[0]},${after[1]})`);
        expect(wythoffP(...after)).toBe(false); // from a P-position every move leaves N
      }
    }
    // the closed-form test agrees with a brute force on small piles
    const P = new Set<string>();
    for (let x = 0; x < 60; x++)
      for (let y = 0; y < 60; y++) {
        const opts: [number, number][] = [];
        for (let k = 1; k <= x; k++) opts.push([x - k, y]);
        for (let k = 1; k <= y; k++) opts.push([x, y - k]);
        for (let k = 1; k <= Math.min(x, y); k++) opts.push([x - k, y - k]);
        if (!opts.some(([u, v]) => P.has(`${u},${v}`))) P.add(`${x},${y}`);
        expect(wythoffP(BigInt(x), BigInt(y)), `${x},${y}`).toBe(P.has(`${x},${y}`));
      }
  });

  it("the Euclid suspense fold of this file equals the brute force on every pair of piles below 40", () => {
    for (let a = 0; a < 40; a++) for (let b = 0; b < 40; b++) expect(euclidSuspense(BigInt(a), BigInt(b)), `${a},${b}`).toBe(value("sum", "suspense", [{ f: "euclid", a, b }]));
  });

  it("200 Euclid games of 60-digit piles under every: each computer move is legal in every unfinished game and lowers each suspense by one", () => {
    const pick = seededInts(3595);
    const digits = (): bigint => BigInt(Array.from({ length: 60 }, (_, i) => (i === 0 ? 1 + pick(9) : pick(10))).join(""));
    const games = Array.from({ length: 200 }, () => [digits(), digits()] as [bigint, bigint]);
    const s = new PlaySession(games.map(([a, b]) => `euclid(${a},${b})`).join(" + "), { compound: "every" });
    let pairs = games;
    let suspense = pairs.map(([a, b]) => euclidSuspense(a, b));
    const start = Math.max(...suspense);
    expect(s.outcome()).toBe(start % 2 === 1 ? "N" : "P");
    let plies = 0;
    while (!s.isOver()) {
      const m = s.computerMove()!;
      const after = m.position.split(" + ").map(bigPair);
      after.forEach((p, i) => {
        const before = pairs[i]!;
        if (suspense[i] === 0) expect(p).toEqual(before);
        else {
          expect(euclidOption(before, p), `euclid(${before}) -> euclid(${p})`).toBe(true);
          // Smith's strategy: the winner of a component delays, the loser hurries; either way one less
          expect(euclidSuspense(...p), `euclid(${before}) -> euclid(${p})`).toBe(suspense[i]! - 1);
        }
      });
      pairs = after;
      suspense = pairs.map(([a, b]) => euclidSuspense(a, b));
      plies++;
    }
    expect(plies).toBe(start);
    expect(s.winner()).toBe(start % 2 === 1 ? "first" : "second");
  });
});
