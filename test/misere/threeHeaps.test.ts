// Every sum of three heaps up to 12 of Kayles and Dawson's Kayles: the quotient's outcome
// equals a brute force of the misère game.
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereQuotient } from "../../src/misere/index.js";
import { misereBruteForce } from "./_bruteForce.js";

const product = (q: ReturnType<typeof misereQuotient>, heaps: readonly number[]): number => heaps.reduce((x, h) => q.mul(x, q.phi(h)), q.identity);

describe("misère outcomes of every small sum, against a brute force", () => {
  it("every sum of three heaps up to 12 of Kayles and Dawson's Kayles", () => {
    for (const code of ["0.77", "0.07"]) {
      const rules = parseHeapGame(code);
      const q = misereQuotient(rules, { to: 15 });
      const brute = misereBruteForce(rules, 15);
      for (let a = 0; a <= 12; a++)
        for (let b = a; b <= 12; b++) for (let c = b; c <= 12; c++) expect([code, a, b, c, q.isP(product(q, [a, b, c]))]).toEqual([code, a, b, c, brute([a, b, c])]);
    }
  });
});
