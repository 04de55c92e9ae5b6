// The quotient's structure: a commutative monoid whose presentation holds, of even order
// (Plambeck–Siegel 2008: every misère quotient of impartial games other than {0} has even
// order), with a non-empty P-portion; tame games give the tame quotients; Φ's period.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { parseTakeAndBreak } from "../../src/heap/takeAndBreak.js";
import { misereQuotient, parseMisereGame, type MisereQuotient } from "../../src/misere/index.js";
import { misereBruteForce } from "./_bruteForce.js";

/** The element of a word such as "a²bc³" (or "1"), read with the quotient's generators. */
function evaluate(q: MisereQuotient, word: string): number {
  if (word === "1") return q.identity;
  const sup = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  let x = q.identity;
  for (const [, letter, exp] of word.matchAll(/([a-z][₀-₉]*)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)/g)) {
    const g = q.generators.find((e) => e.letter === letter);
    if (!g) throw new Error(`no generator ${letter}`);
    const k = exp ? Number([...exp].map((c) => sup.indexOf(c)).join("")) : 1;
    for (let i = 0; i < k; i++) x = q.mul(x, q.phi(g.heap));
  }
  return x;
}

const QUOTIENTS = ["0.77", "0.07", "0.75", "0.123", "0.15", "0.34", "0.53", "0.71"].map((c) => misereQuotient(parseHeapGame(c), { to: 14 }));

describe("misère quotients as monoids", () => {
  it.each(QUOTIENTS.map((q) => [q.rules.code, q] as const))("%s: commutative, associative, with Φ(0) the identity", (_, q) => {
    expect(q.phi(0)).toBe(q.identity);
    for (let x = 0; x < q.order; x++) {
      expect(q.mul(x, q.identity)).toBe(x);
      for (let y = 0; y < q.order; y++) {
        expect(q.mul(x, y)).toBe(q.mul(y, x));
        for (let z = 0; z < q.order; z += 3) expect(q.mul(q.mul(x, y), z)).toBe(q.mul(x, q.mul(y, z)));
      }
    }
  });

  it.each(QUOTIENTS.map((q) => [q.rules.code, q] as const))("%s: the relations of the presentation hold and every element's name is a word for it", (_, q) => {
    const relations = q.presentation.replace(/^⟨[^|]*\|?\s*/, "").replace(/⟩$/, "");
    for (const rel of relations ? relations.split(", ") : []) {
      const [lhs, rhs] = rel.split(" = ");
      expect([rel, evaluate(q, lhs!)]).toEqual([rel, evaluate(q, rhs!)]);
    }
    for (let x = 0; x < q.order; x++) expect(evaluate(q, q.elementName(x))).toBe(x);
    expect(new Set(Array.from({ length: q.order }, (_, x) => q.elementName(x))).size).toBe(q.order);
  });

  it.each(QUOTIENTS.map((q) => [q.rules.code, q] as const))("%s: even order, P non-empty, the identity not in P, |P| counted", (_, q) => {
    expect(q.order % 2).toBe(0);
    expect(q.pSize).toBeGreaterThan(0);
    expect(q.isP(q.identity)).toBe(false);
    expect(Array.from({ length: q.order }, (_, x) => x).filter((x) => q.isP(x)).length).toBe(q.pSize);
  });

  it.each(QUOTIENTS.map((q) => [q.rules.code, q] as const))("%s: reduced — any two elements are told apart by some z (xz ∈ P, yz ∉ P)", (_, q) => {
    const row = (x: number): string => Array.from({ length: q.order }, (_, z) => (q.isP(q.mul(x, z)) ? "1" : "0")).join("");
    expect(new Set(Array.from({ length: q.order }, (_, x) => row(x))).size).toBe(q.order);
  });

  it("every quotient has even order: random octal games, quotients of heaps up to 8", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), (digits) => {
        const rules = parseTakeAndBreak(`0.${digits.join("")}`);
        const q = misereQuotient(rules, { to: 8, budget: { seconds: 5 } });
        const trivial = q.order === 1; // no heap has a move: the quotient of {0}
        expect(trivial || q.order % 2 === 0).toBe(true);
        if (!trivial) expect(q.pSize).toBeGreaterThan(0);
      }),
      { numRuns: 60, seed: 20 },
    );
  });

  it("a tame game gives T₂ = ⟨a | a² = 1⟩ with P = {a}: 0.3 (take one token) and 0.03 (take two)", () => {
    for (const code of ["0.3", "0.03"]) {
      const q = misereQuotient(parseTakeAndBreak(code));
      expect(q.order).toBe(2);
      expect(q.presentation).toBe("⟨a | a² = 1⟩");
      expect(q.isP(q.phi(code === "0.3" ? 1 : 2))).toBe(true);
      expect(q.tame).toBe(true);
      expect(q.solved).toBe(true);
    }
  });

  it("a tame game with Grundy values 0, 1, 2 gives the tame quotient T₆ = ⟨a, b | a² = 1, b³ = b⟩, P = {a, b²} (0.33: take one or two)", () => {
    const q = misereQuotient(parseTakeAndBreak("0.33"));
    expect(q.tame).toBe(true);
    expect(q.order).toBe(6);
    expect(q.presentation).toBe("⟨a, b | a² = 1, b³ = b⟩");
    expect(
      Array.from({ length: 6 }, (_, x) => x)
        .filter((x) => q.isP(x))
        .map((x) => q.elementName(x))
        .sort(),
    ).toEqual(["a", "b²"]);
  });

  it("the wild games are not tame", () => {
    for (const q of QUOTIENTS) expect([q.rules.code, q.tame]).toEqual([q.rules.code, false]);
  });

  it("Nim's quotient is infinite: misereQuotient says so (misère Nim is Bouton's)", () => {
    for (const text of ["nim", "0.333…", "0.333..."]) expect(() => misereQuotient(parseMisereGame(text))).toThrow(/infinite/);
  });
});

describe("Φ's period", () => {
  it.each(["0.75", "0.123", "0.34", "0.53"])("%s: solved; Φ far past the preperiod is Φ reduced by the period, and the brute force agrees past it", (code) => {
    const rules = parseHeapGame(code);
    const q = misereQuotient(rules);
    expect(q.solved).toBe(true);
    const p = q.period!;
    const n0 = q.preperiod!;
    for (let n = n0; n < n0 + 3 * p; n++) {
      expect(q.phi(BigInt(n) + 10n ** 30n * BigInt(p))).toBe(q.phi(n));
      expect(q.phi(n + p)).toBe(q.phi(n));
    }
    // past the preperiod, within the brute force's reach: a heap and the heap a period on play alike
    const top = Math.min(n0 + 2 * p, 22);
    const brute = misereBruteForce(rules, top);
    for (let n = n0; n + p <= top; n++) {
      for (const rest of [[], [1], [2, 3], [1, 1, 4]]) expect(brute([n, ...rest])).toBe(brute([n + p, ...rest]));
    }
  });

  it("the preperiod is least: Φ(preperiod − 1 + period) differs from Φ(preperiod − 1)", () => {
    for (const code of ["0.75", "0.123", "0.34", "0.53", "0.77"]) {
      const q = misereQuotient(parseHeapGame(code));
      if (q.preperiod! > 0) expect(q.phi(q.preperiod! - 1 + q.period!)).not.toBe(q.phi(q.preperiod! - 1));
    }
  });

  it("past the last heap of an unsolved quotient Φ is refused, saying how far it got", () => {
    const q = misereQuotient(parseHeapGame("0.07"), { to: 12 });
    expect(q.solved).toBe(false);
    expect(q.stopped).toBe("to");
    expect(() => q.phi(13)).toThrow(/reached heap 12/);
  });
});
