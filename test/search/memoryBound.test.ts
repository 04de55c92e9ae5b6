import { describe, expect, it } from "vitest";
import { LEAST_TABLE_BYTES, leastBound, SEARCH_HEADROOM, tableBytesWithin, WORKER_HEADROOM } from "../../src/search/memoryBound.js";
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

  it("with worker threads, also leaves each worker's headroom, and a least table for each", () => {
    const resident = 70 * MiB;
    expect(tableBytesWithin(1024 * MiB, resident, 2)).toBe(1024 * MiB - resident - SEARCH_HEADROOM - 2 * WORKER_HEADROOM);
    // one thread: no worker, no worker's headroom
    expect(tableBytesWithin(1024 * MiB, resident, 1)).toBe(1024 * MiB - resident - SEARCH_HEADROOM);
    const least = leastBound(resident, 3);
    expect(least).toBe(resident + SEARCH_HEADROOM + 3 * WORKER_HEADROOM + 3 * LEAST_TABLE_BYTES);
    expect(tableBytesWithin(least, resident, 3)).toBe(3 * LEAST_TABLE_BYTES);
    expect(tableBytesWithin(least - 1, resident, 3)).toBe(-1);
  });
});
