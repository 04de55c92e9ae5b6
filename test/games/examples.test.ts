// The built-in records' `examples` (what the lab's Explore page offers and starts from): every
// position to analyse is read and analysed, every law's expression has one or two free
// variables, and each example plays the record's own game.
import { describe, expect, it } from "vitest";
import { analyze, FAMILIES, parsePattern, variablesOf } from "../../src/index.js";

const squash = (name: string) => name.toLowerCase().replace(/[\s_'-]/g, "");
const namesIn = (text: string) => [...text.matchAll(/([A-Za-z][A-Za-z0-9_']*)\s*\(/g)].map((m) => squash(m[1]!));

const withExamples = FAMILIES.filter((f) => f.examples !== undefined);

describe("the records' examples", () => {
  it("some records carry positions to analyse and expressions with free variables", () => {
    expect(withExamples.flatMap((f) => f.examples?.analyze ?? []).length).toBeGreaterThan(0);
    expect(withExamples.flatMap((f) => f.examples?.pattern ?? []).length).toBeGreaterThan(0);
  });

  for (const f of withExamples) {
    const own = [f.name, ...f.aliases].map(squash);
    it(`${f.name}: each position is read and analysed, and plays ${f.name}`, () => {
      for (const x of f.examples?.analyze ?? []) {
        expect(["P", "N"]).toContain(analyze(x).outcome);
        expect(
          namesIn(x).some((n) => own.includes(n)),
          x,
        ).toBe(true);
      }
    });
    it(`${f.name}: each law's expression has one or two free variables, and plays ${f.name}`, () => {
      for (const x of f.examples?.pattern ?? []) {
        expect([1, 2]).toContain(variablesOf(parsePattern(x)).length);
        expect(
          namesIn(x).some((n) => own.includes(n)),
          x,
        ).toBe(true);
      }
    });
  }
});
