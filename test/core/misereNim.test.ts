import { describe, expect, it } from "vitest";
import { misereNimWins } from "../../src/core/nim.js";

/** Misère Nim by the definition: the player to move wins when a move leads to a loss for the other; with no move (all heaps empty) the player to move has won (the other took last). */
function bruteWins(heaps: number[], memo = new Map<string, boolean>()): boolean {
  const key = [...heaps].sort().join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let wins = heaps.every((h) => h === 0);
  for (let i = 0; i < heaps.length && !wins; i++)
    for (let to = 0; to < heaps[i]! && !wins; to++)
      wins = !bruteWins(
        heaps.map((h, j) => (j === i ? to : h)),
        memo,
      );
  memo.set(key, wins);
  return wins;
}

describe("misereNimWins (Bouton's misère rule)", () => {
  it("agrees with misère play by the definition on every three heaps up to 6", () => {
    const memo = new Map<string, boolean>();
    for (let a = 0; a <= 6; a++)
      for (let b = 0; b <= 6; b++) for (let c = 0; c <= 6; c++) expect(misereNimWins([a, b, c].map(BigInt)), `${a},${b},${c}`).toBe(bruteWins([a, b, c], memo));
  });

  it("decides heaps past 2^53 exactly: two equal huge heaps lose, one more heap of 1 wins", () => {
    const big = 2n ** 80n + 3n;
    expect(misereNimWins([big, big])).toBe(false);
    expect(misereNimWins([big, big, 1n])).toBe(true);
  });
});
