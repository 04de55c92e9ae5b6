// Lemma 3 with a sum of smaller heaps W₀ in place of an earlier heap (src/misere/_internals/
// sumCandidates.ts): where the test places heap n at W₀'s element, a brute force of the misère
// game (written for the tests) finds no sum of two more heaps telling n from W₀; and a sum
// without a move is never a candidate (heap 1 next to the empty sum would be the counter-example:
// heap 1 is a misère P-position, the empty sum an N-position).
import { describe, expect, it } from "vitest";
import { maxRemoval } from "../../src/heap/heapRules.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { buildQuotient } from "../../src/misere/_internals/build.js";
import { conservativeElement } from "../../src/misere/_internals/conservative.js";
import { optionImages } from "../../src/misere/_internals/optionImages.js";
import { sumCandidates } from "../../src/misere/_internals/sumCandidates.js";
import { misereBruteForce } from "./_bruteForce.js";

const TOP = 13;

describe("lemma 3 with a sum of smaller heaps", () => {
  it("where heap n takes a sum's element, no sum of two more heaps tells them apart (brute force)", () => {
    let placed = 0;
    let bySum = 0;
    for (const code of ["0.77", "0.15", "0.71", "0.72", "0.07", "0.123"]) {
      const rules = parseHeapGame(code);
      const brute = misereBruteForce(rules, TOP);
      for (let n = 2; n <= TOP; n++) {
        const b = buildQuotient(rules, { to: n - 1, seconds: 60, elements: 5000, t: maxRemoval(rules), theorem: false });
        const heapOpts = b.phi.map((_, h) => (h === 0 ? [] : optionImages(rules, h, b.phi, b.monoid)));
        const candidates = sumCandidates(b.monoid, b.phi, heapOpts);
        for (const c of candidates) expect(c.opts.length).toBeGreaterThan(0);
        const x = conservativeElement(b.monoid, optionImages(rules, n, b.phi, b.monoid), candidates);
        if (x === undefined) continue;
        const w0 = candidates.find((c) => c.element === x)!.sum;
        placed++;
        if (w0.length > 1) bySum++;
        for (let a = 0; a <= 8; a++) for (let c = a; c <= 8; c++) expect([code, n, w0, a, c, brute([n, a, c])]).toEqual([code, n, w0, a, c, brute([...w0, a, c])]);
      }
    }
    expect(placed).toBeGreaterThan(10);
    expect(bySum).toBeGreaterThan(0);
  });
});
