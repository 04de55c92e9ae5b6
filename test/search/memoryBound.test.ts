import { describe, expect, it } from "vitest";
import { LEAST_TABLE_BYTES, leastBound, SEARCH_HEADROOM, tableBytesWithin } from "../../src/search/memoryBound.js";
import { bucketsWithin } from "../../src/search/transpositionTable.js";

const MiB = 2 ** 20;

describe("the whole process within --memory", () => {
  it("gives the table the bound less the process's resident memory and the search's headroom", () => {
    expect(SEARCH_HEADROOM).toBeGreaterThan(0);
    // 1 GiB with 60 MiB resident: 1024 − 60 − headroom MiB of table, in buckets of 64 bytes
    const left = tableBytesWithin(1024 * MiB, 60 * MiB);
    expect(left).toBe(1024 * MiB - 60 * MiB - SEARCH_HEADROOM);
    expect(bucketsWithin(left) * 64 + 60 * MiB + SEARCH_HEADROOM).toBeLessThanOrEqual(1024 * MiB);
    // bytes, not MiB: an odd resident size
    expect(tableBytesWithin(10 ** 9, 123_456_789)).toBe(10 ** 9 - 123_456_789 - SEARCH_HEADROOM);
  });

  it("says when a bound leaves no room for the least table, and what the least bound is", () => {
    const resident = 63 * MiB + 12_345;
    const least = leastBound(resident);
    expect(least).toBe(resident + SEARCH_HEADROOM + LEAST_TABLE_BYTES);
    expect(tableBytesWithin(least, resident)).toBe(LEAST_TABLE_BYTES);
    expect(tableBytesWithin(least - 1, resident)).toBe(-1);
    expect(tableBytesWithin(64 * MiB, resident)).toBe(-1);
    expect(tableBytesWithin(0, 0)).toBe(-1);
  });
});
