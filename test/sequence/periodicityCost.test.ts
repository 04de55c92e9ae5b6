import { describe, expect, it, vi } from "vitest";

// counts how often the theorem's parameters are worked out
const calls = vi.hoisted(() => ({ removal: 0, parts: 0 }));
vi.mock("../../src/heap/heapRules.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/heap/heapRules.js")>();
  return {
    ...real,
    maxRemoval: (...a: Parameters<typeof real.maxRemoval>) => {
      calls.removal++;
      return real.maxRemoval(...a);
    },
    maxParts: (...a: Parameters<typeof real.maxParts>) => {
      calls.parts++;
      return real.maxParts(...a);
    },
  };
});

const { parseHeapGame } = await import("../../src/heap/parseHeapGame.js");
const { findPeriod } = await import("../../src/sequence/periodicity.js");

describe("findPeriod works out maxParts and maxRemoval once, not once per candidate period", () => {
  it("{1048576}-like values: no period among 200,000 candidates, two calls in all", () => {
    const rules = parseHeapGame("{1048576}");
    const values = new Uint16Array(500_002);
    values[500_000] = 1;
    values[500_001] = 1;
    calls.removal = 0;
    calls.parts = 0;
    expect(findPeriod(values, rules)).toBeNull();
    expect(calls.removal).toBe(1);
    expect(calls.parts).toBe(1);
  });
});
