import { describe, expect, it } from "vitest";
import { writeTypeScript } from "../../../src/pattern/code/typescript.js";
import { inputsFor, mismatches } from "../../helpers/lawInputs.js";
import { kayles, lasker, mixed, PROGRAMS, residues, wythoff } from "../../helpers/lawPrograms.js";
import { typeCheckTypeScript } from "../../helpers/runCode.js";

describe("writeTypeScript", () => {
  it.each(Object.entries(PROGRAMS))("prints %s as TypeScript on bigint that agrees with the interpreter on small and random inputs up to 2^100", (name, program) => {
    const inputs = inputsFor(name, program, 2n ** 100n);
    expect(mismatches("ts", writeTypeScript(program), program, inputs)).toEqual([]);
  });

  it("prints code that type-checks under strict and noUncheckedIndexedAccess", () => {
    expect(typeCheckTypeScript(Object.values(PROGRAMS).map(writeTypeScript))).toBe("");
  });

  it("starts with the law's comment lines and says grundy pattern wrote it", () => {
    expect(writeTypeScript(kayles).split("\n").slice(0, 3)).toEqual([
      "// Kayles (0.77): period 12 from n = 71.",
      "// A second comment line.",
      "// Written by grundy pattern: grundy(n) for integers n >= 0 gives the Grundy value.",
    ]);
  });

  it("prints an exported function on bigint, plain / and % where the guards prove the dividend non-negative", () => {
    const text = writeTypeScript(lasker);
    expect(text).toContain("const L: readonly bigint[] = [0n, 1n, 2n, 4n, 3n];\n");
    expect(text).toContain(
      "export function grundy(n: bigint): bigint {\n  if (n < 1n) return L[Number(n)]!;\n  const k = n - 1n;\n  return L[Number(1n + k % 4n)]! + 4n * (k / 4n);\n}",
    );
    expect(writeTypeScript(mixed)).toContain("const q = floordiv(n - 7n, 3n);");
    expect(
      Math.max(
        ...writeTypeScript(kayles)
          .split("\n")
          .map((l) => l.length),
      ),
    ).toBeLessThanOrEqual(100);
  });

  it('prints an outcome law giving "P" or "N", with an isqrt helper only when used', () => {
    const text = writeTypeScript(wythoff);
    expect(text).toContain('export function outcome(a: bigint, b: bigint): "P" | "N" {');
    expect(text).toContain("function isqrt(x: bigint): bigint {");
    expect(writeTypeScript(residues)).not.toContain("isqrt");
    expect(writeTypeScript(residues)).toContain('return R.has(n % 7n) ? "P" : "N";');
  });
});
