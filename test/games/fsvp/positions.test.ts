// Fair Shares and Varied Pairs positions (src/games/fsvp/positions.ts): p(n), the numbering, the options,
// against the independent model in test/helpers/fsvp.ts.
import { describe, expect, it } from "vitest";
import { fsvpIndex, fsvpOptions, fsvpPosition, partitionCount, solveFsvp } from "../../../src/games/fsvp/index.js";
import { InputError } from "../../../src/errors.js";
import { allPartitions, key, movesByRule } from "../../helpers/fsvp.js";

describe("positions are the partitions of n, numbered", () => {
  it("partitionCount(n) is p(n)", () => {
    const p = [1, 2, 3, 5, 7, 11, 15, 22, 30, 42, 56, 77, 101, 135, 176, 231, 297, 385, 490, 627];
    expect(p.map((_, i) => partitionCount(i + 1))).toEqual(p);
    expect(partitionCount(50)).toBe(204226);
    expect(partitionCount(60)).toBe(966467);
    expect(partitionCount(70)).toBe(4087968);
    expect(partitionCount(100)).toBe(190569292);
  });

  it("fsvpPosition lists every partition once, in lexicographic order from the single heap to 1+1+…+1", () => {
    for (let n = 1; n <= 16; n++) {
      const listed = Array.from({ length: partitionCount(n) }, (_, i) => fsvpPosition(n, i));
      const expected = allPartitions(n); // largest parts first, lexicographically decreasing
      expect(listed).toEqual(expected);
      listed.forEach((p, i) => expect(fsvpIndex(p)).toBe(i));
    }
    expect(fsvpIndex([10])).toBe(0);
    expect(fsvpIndex(Array<number>(10).fill(1))).toBe(41);
    expect(fsvpIndex([1, 2, 3])).toBe(fsvpIndex([3, 2, 1]));
  });

  it("fsvpOptions are the divisions into equal heaps and the unions of different sizes", () => {
    expect(fsvpOptions([1])).toEqual([]);
    expect(fsvpOptions([1, 1, 1])).toEqual([]);
    expect(fsvpOptions([2]).map(key)).toEqual(["1+1"]);
    expect(fsvpOptions([4, 2]).map(key).sort()).toEqual(["2+1+1+1+1", "2+2+2", "4+1+1", "6"].sort());
    expect(fsvpOptions([3, 3]).map(key).sort()).toEqual(["3+1+1+1"]); // equal heaps never unite
    for (let n = 1; n <= 14; n++) {
      for (const p of allPartitions(n)) expect(fsvpOptions(p).map(key).sort()).toEqual(movesByRule(p).sort());
    }
  });

  it("refuses bad n, indices and heaps with an InputError", () => {
    expect(() => partitionCount(0)).toThrow(InputError);
    expect(() => partitionCount(111)).toThrow(/1 to 110/);
    expect(() => partitionCount(2.5)).toThrow(InputError);
    expect(() => fsvpPosition(5, 7)).toThrow(/0 to 6/);
    expect(() => fsvpIndex([])).toThrow(InputError);
    expect(() => fsvpIndex([3, 0])).toThrow(InputError);
    expect(() => fsvpIndex([60, 51])).toThrow(/at most 110/);
    expect(() => solveFsvp(0)).toThrow(InputError);
  });
});
