import { describe, expect, it } from "vitest";
import { writeCpp } from "../../../src/pattern/code/cpp.js";
import { runProgram } from "../../../src/pattern/code/evaluate.js";
import type { Program } from "../../../src/pattern/code/program.js";
import { inputsFor, mismatches } from "../../helpers/lawInputs.js";
import { bin, int, kayles, lasker, mixed, PROGRAMS, v, wythoff } from "../../helpers/lawPrograms.js";
import { requireTool } from "../../helpers/runCode.js";

describe("writeCpp", () => {
  it("needs g++ on the PATH (a missing compiler fails the tests, never skips them)", () => {
    expect(() => requireTool("g++")).not.toThrow();
  });

  it.each(Object.entries(PROGRAMS))(
    "prints %s as C++17 that compiles with -Wall -Wextra -Werror and agrees with the interpreter on small and random inputs up to 10^18",
    (name, program) => {
      const inputs = inputsFor(name, program, 10n ** 18n);
      expect(mismatches("cpp", writeCpp(program), program, inputs)).toEqual([]);
    },
  );

  it("starts with the law's comment lines and says grundy pattern wrote it", () => {
    const lines = writeCpp(kayles).split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "// Kayles (0.77): period 12 from n = 71.",
      "// A second comment line.",
      "// Written by grundy pattern: grundy(n) for integers n >= 0 gives the Grundy value.",
    ]);
  });

  it("prints tables as static const long long arrays wrapped within 100 columns", () => {
    const text = writeCpp(kayles);
    expect(text).toContain("static const long long K[] = {\n  0, 1, 2, 3, 1, 4, 3, 2,");
    expect(Math.max(...text.split("\n").map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(text).toContain("long long grundy(long long n) {\n  if (n < 71) return K[n];\n  return K[71 + (n - 71) % 12];\n}");
  });

  it("prints a plain / and % where the guards prove the dividend non-negative, floordiv and floormod elsewhere", () => {
    expect(writeCpp(lasker)).toContain("return L[1 + k % 4] + 4 * (k / 4);");
    const text = writeCpp(mixed);
    expect(text).toContain("const long long q = floordiv(n - 7, 3);");
    expect(text).toContain("floormod(n, -4)");
    expect(text).toContain("n % 10000000007LL");
    expect(writeCpp(wythoff)).toContain('return x == (k + isqrt(5 * k * k)) / 2 ? "P" : "N";');
  });

  it("computes a wide law in __int128 behind the long long function, with no floating point", () => {
    const text = writeCpp(wythoff);
    expect(text).toContain("static const char* outcome_wide(__int128 a, __int128 b) {");
    expect(text).toContain("const char* outcome(long long a, long long b) {\n  return outcome_wide(a, b);\n}");
    expect(text).not.toMatch(/double|float|[^i]sqrt\(|#include/);
  });

  it("marks a parameter the law does not read [[maybe_unused]]", () => {
    const p: Program = { ...kayles, params: ["a", "b"], domain: [0, 0], body: [{ op: "return", value: bin("+", v("a"), int(1)) }], tables: {} };
    expect(writeCpp(p)).toContain("long long grundy(long long a, [[maybe_unused]] long long b) {");
  });

  it("prints constants of __int128 down to −2^127 and up to 2^127 − 1 in a wide program", () => {
    const body: Program["body"] = [{ op: "return", value: bin("+", bin("+", v("n"), bin("+", int(-(2n ** 127n)), int(2n ** 127n - 1n))), int(1)) }];
    const p: Program = { ...kayles, tables: {}, wide: true, body };
    const inputs = [0n, 1n, 5n, 10n ** 18n].map((x) => [x]);
    expect(inputs.map((x) => runProgram(p, x))).toEqual([0n, 1n, 5n, 10n ** 18n]);
    expect(mismatches("cpp", writeCpp(p), p, inputs)).toEqual([]);
  });

  it("refuses a constant that does not fit long long in a program that is not wide", () => {
    const p: Program = { ...kayles, tables: {}, body: [{ op: "return", value: bin("+", v("n"), int(2n ** 64n)) }] };
    expect(() => writeCpp(p)).toThrow(/the constant 18446744073709551616 does not fit the C\+\+ program's long long/);
    expect(() => writeCpp({ ...kayles, tables: { K: [2n ** 63n] } })).toThrow(/K holds 9223372036854775808, which does not fit a C\+\+ long long/);
  });
});
