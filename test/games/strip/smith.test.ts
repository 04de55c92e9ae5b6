// Strip colouring's remoteness and suspense by the table over blank cells, against the
// generic engine on every position of a 2×n strip for n ≤ 5, and its move Smith's.
import { describe, expect, it } from "vitest";
import { remoteness, suspense } from "../../../src/index.js";
import { stripFamily } from "../../../src/games/strip/index.js";
import { STRIP_SMITH_CELLS, stripSmith } from "../../../src/games/strip/smith.js";
import { strip, type Strip, stripRules } from "../../../src/games/strip/rules.js";

const positions = (n: number): Strip[] => {
  const out: Strip[] = [];
  for (let mask = 0; mask < 1 << (2 * n); mask++) {
    const cells: [1 | 2, bigint][] = [];
    for (let i = 0; i < 2 * n; i++) if (mask & (1 << i)) cells.push([i < n ? 1 : 2, BigInt((i % n) + 1)]);
    out.push(strip(BigInt(n), cells));
  }
  return out;
};

const print = stripFamily.print;

describe("stripSmith", () => {
  for (const kind of ["remoteness", "suspense"] as const) {
    const engine = kind === "remoteness" ? remoteness : suspense;
    it(`${kind}: the engine's value on every position of 2×n strips, n ≤ 5, and a move of value one less`, () => {
      for (let n = 0; n <= 5; n++) {
        // most-coloured first, so that most positions are asked before a table holding them is made
        for (const p of positions(n).reverse()) {
          const s = stripSmith(p, kind)!;
          expect(s.value, print(p)).toBe(engine(stripRules, p));
          if (s.value === 0) {
            expect(s.move).toBeNull();
            continue;
          }
          const options = [...stripRules.moves(p)].map(print);
          expect(options).toContain(print(s.move!));
          expect(engine(stripRules, s.move!) + 1, print(p)).toBe(s.value);
        }
      }
    });
  }

  it("is read by the family (the lab's and the player's remoteness), equal to the engine on a 2×8 strip, and gives up past its cells", () => {
    const p = strip(8n, [
      [1, 3n],
      [2, 7n],
    ]);
    expect(stripFamily.smith?.(p, "remoteness")?.value).toBe(remoteness(stripRules, p));
    const big = strip(BigInt(STRIP_SMITH_CELLS / 2 + 1), []);
    expect(stripSmith(big, "remoteness")).toBeUndefined();
  });
});
