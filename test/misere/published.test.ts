// Published quotients. Plambeck, "Taming the wild in impartial combinatorial games",
// INTEGERS 5 (2005) #G05, and Plambeck & Siegel, "Misère quotients for impartial games",
// JCTA 115 (2008): the quotient of 0.75 is the eight-element monoid
// R₈ = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩ with P = {a, b²}; the tame quotients
// T₂ = ⟨a | a² = 1⟩ (P = {a}) and T₆ = ⟨a, b | a² = 1, b³ = b⟩ (P = {a, b²}) are tested in
// structure.test.ts. Q₃₀(0.07) has order 360 (Siegel, cited by Plambeck): dawson.test.ts.
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereQuotient } from "../../src/misere/index.js";

describe("published misère quotients", () => {
  it("0.75: R₈ = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}", () => {
    const q = misereQuotient(parseHeapGame("0.75"));
    expect(q.solved).toBe(true);
    expect(q.order).toBe(8);
    expect(q.pSize).toBe(2);
    expect(q.presentation).toBe("⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩");
    const P = Array.from({ length: q.order }, (_, x) => x).filter((x) => q.isP(x));
    expect(P.map((x) => q.elementName(x)).sort()).toEqual(["a", "b²"]);
  });
});
