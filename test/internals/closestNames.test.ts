import { describe, expect, it } from "vitest";
import { closestNames, editDistance } from "../../src/_internals/closestNames.js";

/** The edit distance by its recursive definition, memoised (small strings only). */
function bruteDistance(a: string, b: string): number {
  const memo = new Map<string, number>();
  const d = (i: number, j: number): number => {
    if (i === 0) return j;
    if (j === 0) return i;
    const k = `${i},${j}`;
    if (!memo.has(k)) memo.set(k, Math.min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    return memo.get(k)!;
  };
  return d(a.length, b.length);
}

describe("editDistance", () => {
  it("agrees with the recursive definition on every pair of words over {a,b} up to length 4", () => {
    const words = [""];
    for (let n = 1; n <= 4; n++) for (const w of words.filter((x) => x.length === n - 1)) words.push(`${w}a`, `${w}b`);
    for (const a of words) for (const b of words) expect(editDistance(a, b), `${a}|${b}`).toBe(bruteDistance(a, b));
  });

  it("is 3 for kitten and sitting (the textbook example)", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("closestNames", () => {
  const candidates = ["kayles", "dawson", "nim", "wythoff"].map((n) => ({ item: n, keys: [n] }));
  const lower = (s: string) => s.toLowerCase();

  it("returns the near names, nearest first, and none for a name like nothing known", () => {
    expect(closestNames("Kaylse", candidates, lower)).toEqual(["kayles"]);
    expect(closestNames("nimm", candidates, lower)).toEqual(["nim"]);
    expect(closestNames("chess", candidates, lower)).toEqual([]);
    expect(closestNames("x".repeat(1000), candidates, lower)).toEqual([]);
  });
});
