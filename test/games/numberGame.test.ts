// The number games of the root entry (nim, wythoffGame, euclidGame, stripColouringGame) are
// derived from the exact rules of their folders through one adapter: the same options, in
// the same order, on every small position.
import { describe, expect, it } from "vitest";
import { euclidRules } from "../../src/games/euclid/rules.js";
import { nimRules } from "../../src/games/nim/rules.js";
import { stripRules } from "../../src/games/strip/rules.js";
import { wythoffRules } from "../../src/games/wythoff/rules.js";
import { euclidGame, nim, stripColouringGame, wythoffGame } from "../../src/index.js";

const big = (xs: readonly number[]): bigint[] => xs.map(BigInt);

describe("number games are their folder's exact rules on numbers", () => {
  it("wythoffGame and euclidGame: every pair of piles up to 12", () => {
    for (let a = 0; a <= 12; a++) {
      for (let b = 0; b <= 12; b++) {
        expect([...wythoffGame.moves([a, b])].map(big)).toEqual([...wythoffRules.moves([BigInt(a), BigInt(b)])]);
        expect([...euclidGame.moves([a, b])].map(big)).toEqual([...euclidRules.moves([BigInt(a), BigInt(b)])]);
      }
    }
  });

  it("nim: every position of three heaps up to 5", () => {
    for (let x = 0; x <= 5; x++) {
      for (let y = 0; y <= 5; y++) {
        for (let z = 0; z <= 5; z++) expect([...nim.moves([x, y, z])].map(big)).toEqual([...nimRules.moves([BigInt(x), BigInt(y), BigInt(z)])]);
      }
    }
  });

  it("stripColouringGame: every board of up to 5 columns", () => {
    for (let n = 0; n <= 5; n++) {
      for (let mask = 0; mask < 1 << (2 * n); mask++) {
        const board = Array.from({ length: n }, (_, c) => (mask >> (2 * c)) & 3);
        const cells = board.flatMap((col, c) => [...(col & 1 ? [[1, BigInt(c + 1)] as const] : []), ...(col & 2 ? [[2, BigInt(c + 1)] as const] : [])]);
        const exact = [...stripRules.moves({ n: BigInt(n), cells })].map((s) => stripRules.key(s));
        const viaNumbers = [...stripColouringGame.moves(board)].map((b) =>
          stripRules.key({
            n: BigInt(n),
            cells: b.flatMap((col, c) => [...(col & 1 ? [[1, BigInt(c + 1)] as const] : []), ...(col & 2 ? [[2, BigInt(c + 1)] as const] : [])]),
          }),
        );
        expect(viaNumbers).toEqual(exact);
      }
    }
  });
});
