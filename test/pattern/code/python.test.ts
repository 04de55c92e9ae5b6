import { describe, expect, it } from "vitest";
import { writePython } from "../../../src/pattern/code/python.js";
import { inputsFor, mismatches } from "../../helpers/lawInputs.js";
import { kayles, lasker, mixed, odious, PROGRAMS, residues, wythoff } from "../../helpers/lawPrograms.js";
import { requireTool } from "../../helpers/runCode.js";

describe("writePython", () => {
  it("needs python3 on the PATH (a missing interpreter fails the tests, never skips them)", () => {
    expect(() => requireTool("python3")).not.toThrow();
  });

  it.each(Object.entries(PROGRAMS))("prints %s as Python 3 that agrees with the interpreter on small and random inputs up to 2^100", (name, program) => {
    const inputs = inputsFor(name, program, 2n ** 100n);
    expect(mismatches("python", writePython(program), program, inputs)).toEqual([]);
  });

  it("starts with the law's comment lines and says grundy pattern wrote it", () => {
    expect(writePython(kayles).split("\n").slice(0, 3)).toEqual([
      "# Kayles (0.77): period 12 from n = 71.",
      "# A second comment line.",
      "# Written by grundy pattern: grundy(n) for integers n >= 0 gives the Grundy value.",
    ]);
  });

  it("prints the law with Python's floor // and %, tables as tuples wrapped within 100 columns", () => {
    const text = writePython(lasker);
    expect(text).toContain("L = (0, 1, 2, 4, 3)\n");
    expect(text).toContain("def grundy(n):\n    if n < 1:\n        return L[n]\n    k = n - 1\n    return L[1 + k % 4] + 4 * (k // 4)\n");
    expect(writePython(kayles)).toContain("K = (\n    0, 1, 2, 3, 1, 4, 3, 2, 1,");
    expect(
      Math.max(
        ...writePython(kayles)
          .split("\n")
          .map((l) => l.length),
      ),
    ).toBeLessThanOrEqual(100);
    expect(writePython(mixed)).toContain("q = (n - 7) // 3");
  });

  it("imports only math.isqrt, and only when the law takes a square root", () => {
    expect(writePython(wythoff).match(/^(import|from) .*$/gm)).toEqual(["from math import isqrt"]);
    expect(writePython(odious)).not.toMatch(/import/);
    expect(writePython(odious)).toContain('def popcount(x):\n    return bin(x).count("1")');
  });

  it("prints an outcome law returning the strings P and N, sets as frozensets", () => {
    const text = writePython(residues);
    expect(text).toContain("NONE = frozenset()\n");
    expect(text).toContain("R = frozenset({0, 2})\n");
    expect(text).toContain('    return "P" if n % 7 in R else "N"\n');
  });
});
