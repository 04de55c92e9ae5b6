import { describe, expect, it } from "vitest";
import { group, mib } from "../../src/_internals/counts.js";

describe("counts", () => {
  it("group writes a count as toLocaleString('en-US') does, rounded to a whole number", () => {
    const xs: number[] = [];
    for (let x = -1100; x <= 11_000; x++) xs.push(x);
    for (let e = 0; e <= 20; e++) xs.push(10 ** e, 10 ** e - 1, 2 ** (e + 30), -(10 ** e) - 7);
    xs.push(0.4, 0.5, 999.5, 1234.49, 1234.5, 999_999.7, 123_456_789.2, Number.MAX_SAFE_INTEGER);
    for (const x of xs) expect(group(x), String(x)).toBe(Math.round(x).toLocaleString("en-US"));
  });

  it("mib: one decimal below 16 MiB, whole above", () => {
    expect(mib(1.5 * 2 ** 20)).toBe("1.5 MiB");
    expect(mib(2 ** 24)).toBe("16 MiB");
  });
});
