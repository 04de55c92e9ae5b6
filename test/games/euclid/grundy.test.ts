import { describe, expect, it } from "vitest";
import { defineGame, grundy } from "../../../src/index.js";
import { euclidGrundy } from "../../../src/games/euclid/grundy.js";

/** Euclid's game from the rules, for the generic solver. */
const euclid = defineGame<[number, number]>({
  moves: ([a, b]) => {
    if (a === 0 || b === 0) return [];
    const [big, small] = a >= b ? [a, b] : [b, a];
    const out: [number, number][] = [];
    for (let k = 1; k * small <= big; k++) out.push([big - k * small, small]);
    return out;
  },
  key: ([a, b]) => (a >= b ? a * 4096 + b : b * 4096 + a),
});

describe("euclidGrundy", () => {
  it("equals the generic solver for all 0 ≤ a, b ≤ 150", () => {
    const wrong: string[] = [];
    for (let a = 0; a <= 150; a++)
      for (let b = 0; b <= 150; b++) if (euclidGrundy(BigInt(a), BigInt(b)) !== BigInt(grundy(euclid, [a, b] as [number, number]))) wrong.push(`${a},${b}`);
    expect(wrong).toEqual([]);
  });

  it("hand-worked: (3, 2) is P, (2, 1) has value 2 (options (0,1) and (1,1) of values 0 and 1)", () => {
    expect(euclidGrundy(3n, 2n)).toBe(0n);
    expect(euclidGrundy(2n, 1n)).toBe(2n);
    expect(euclidGrundy(1n, 1n)).toBe(1n);
  });

  it("is exact for 60-digit piles: (q·b, b) has value q, as one move empties a pile", () => {
    const b = 10n ** 30n + 7n;
    const q = 10n ** 30n;
    // (qb, b): quotients [q]; c = 0 < q, so G = q
    expect(euclidGrundy(q * b, b)).toBe(q);
  });
});
