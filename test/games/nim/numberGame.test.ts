import { describe, expect, it } from "vitest";
import { grundy, InputError, nim, outcome, winningMoves } from "../../../src/index.js";

describe("nim validates its heaps", () => {
  it("answers for non-negative safe integers", () => {
    expect(grundy(nim, [3, 5, 7])).toBe(1);
    expect(grundy(nim, [])).toBe(0);
    expect(grundy(nim, [1000, 1])).toBe(1001);
  });
  it("refuses negative, fractional, non-number heaps with an InputError naming the heap", () => {
    expect(() => grundy(nim, [-1])).toThrow(InputError);
    expect(() => grundy(nim, [-1])).toThrow(/heap 1 .*got "-1"/);
    expect(() => grundy(nim, [1.5])).toThrow(/heap 1/);
    expect(() => grundy(nim, [3, "5" as never])).toThrow(/heap 2 .*got ""5""/);
    expect(() => grundy(nim, [Number.NaN])).toThrow(InputError);
    expect(() => grundy(nim, [2 ** 53])).toThrow(/2\^53/);
    expect(() => outcome(nim, [1, -2])).toThrow(InputError);
    expect(() => winningMoves(nim, [1, 1.5])).toThrow(InputError);
    expect(() => grundy(nim, 5 as never)).toThrow(InputError);
  });
  it("refuses bigint heaps, pointing to analyze", () => {
    expect(() => grundy(nim, [(10n ** 30n) as never])).toThrow(InputError);
    expect(() => grundy(nim, [(10n ** 30n) as never])).toThrow(/analyze\("nim\(…\)"\)/);
  });
});
