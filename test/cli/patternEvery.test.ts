import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { runProgramText } from "../helpers/runCode.js";
import { seeded } from "../pattern/helpers.js";

/**
 * Smith's suspense of Euclid's game (subtract a positive multiple of the smaller pile from the
 * larger; a pile of 0 ends it) by the definition, stage by stage: (x, y) with y = q·x + r moves
 * within its stage (j < q multiples left) or to (r, x). Options' suspense: 1 + the largest even
 * one, else 1 + the least; 0 with none.
 */
function suspense(a: bigint, b: bigint): number {
  let [x, y] = a < b ? [a, b] : [b, a];
  const quotients: number[] = [];
  while (x > 0n) {
    quotients.push(Number(y / x));
    [x, y] = [y % x, x];
  }
  let next = 0;
  for (let i = quotients.length - 1; i >= 0; i--) {
    let bestEven = next % 2 === 0 ? next : -1;
    let least = next;
    let value = 0;
    for (let j = 1; j <= quotients[i]!; j++) {
      value = 1 + (bestEven >= 0 ? bestEven : least);
      if (value % 2 === 0 && value > bestEven) bestEven = value;
      if (value < least) least = value;
    }
    next = value;
  }
  return next;
}

/** A judge's main around the printed grundy(a, b): each line "n a1 b1 … an bn"; the first player wins the Every-SG sum iff the largest suspense is odd. */
const JUDGE = `
#include <iostream>
int main() {
  int n;
  while (std::cin >> n) {
    long long best = 0;
    for (int i = 0; i < n; i++) {
      long long a, b;
      std::cin >> a >> b;
      const long long s = grundy(a, b);
      if (s > best) best = s;
    }
    std::cout << (best % 2 == 1 ? "first" : "second") << '\\n';
  }
}
`;

describe("grundy pattern --compound every on Euclid's game", () => {
  it("prints the quotient fold of the suspense numbers", () => {
    const r = runCli(["pattern", "euclid(a,b)", "--compound", "every", "--to", "120"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("v(a, b) = fold over the quotients q_m … q_1 of Euclid's algorithm on (max, min), from t = 0: t ← t + 2 if q ≥ 2 and t odd, else t + 1; v = t");
    expect(r.stdout).toContain("v(a, 0) = v(0, b) = 0");
    // a position is P exactly when its suspense is even: the law of the parities (one Euclid game
    // under Every-SG is Euclid's game, whose P-positions the ratio test of pattern2.test.ts checks
    // against a brute force), not of the zeros, which are only the ends
    expect(r.stdout).toContain("P-positions: x < y < α·x (x = min, y = max), α = (1 + √5)/2");
    expect(r.stdout).not.toContain("∈ {}");
  });

  it("prints C++ that decides Every-SG sums of Euclid games as the definition does, on piles up to 10^9", () => {
    const r = runCli(["pattern", "euclid(a,b)", "--compound", "every", "--to", "120", "--code", "cpp"]);
    expect(r.status).toBe(0);
    const next = seeded(3595);
    const games: bigint[][][] = [];
    for (let g = 0; g < 300; g++) {
      const size = 1 + next(5);
      const big = g % 2 === 0;
      games.push(Array.from({ length: size }, () => [BigInt(1 + next(big ? 1_000_000_000 : 60)), BigInt(1 + next(big ? 1_000_000_000 : 60))]));
    }
    const input = games.map((pairs) => `${pairs.length} ${pairs.map(([a, b]) => `${a} ${b}`).join(" ")}`).join("\n");
    const expected = games.map((pairs) => (Math.max(...pairs.map(([a, b]) => suspense(a!, b!))) % 2 === 1 ? "first" : "second"));
    expect(runProgramText("cpp", r.stdout + JUDGE, `${input}\n`)).toEqual(expected);
    // both answers occur
    expect(new Set(expected).size).toBe(2);
  });
});
