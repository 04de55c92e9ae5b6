// A brute force written for the tests, independent of src/misere: the misère outcome of a
// multiset of heaps, memoised on the sorted heaps (the empty sum is an N-position: the
// player to move has no move and so wins under misère play).
import type { HeapRules } from "../../src/heap/heapRules.js";
import { heapOptions } from "../../src/heap/heapOptions.js";

export function misereBruteForce(rules: HeapRules, maxHeap: number): (heaps: readonly number[]) => boolean {
  const opts: number[][][] = [];
  for (let n = 0; n <= maxHeap; n++) opts.push([...heapOptions(rules, BigInt(n))].map((o) => o.map(Number)));
  const memo = new Map<string, boolean>();
  // iterative: a stack of positions whose options are not all decided yet
  return (start) => {
    const norm = (hs: readonly number[]): number[] => hs.filter((x) => x > 0).sort((a, b) => a - b);
    const options = (h: readonly number[]): number[][] => {
      const out: number[][] = [];
      for (let i = 0; i < h.length; i++) {
        if (i > 0 && h[i] === h[i - 1]) continue;
        for (const o of opts[h[i]!]!) out.push(norm([...h.slice(0, i), ...o, ...h.slice(i + 1)]));
      }
      return out;
    };
    const first = norm(start);
    const stack = [first];
    while (stack.length > 0) {
      const h = stack[stack.length - 1]!;
      const key = h.join(",");
      if (memo.has(key)) {
        stack.pop();
        continue;
      }
      const os = options(h);
      const pending = os.filter((o) => !memo.has(o.join(",")));
      if (pending.length > 0) {
        stack.push(...pending);
        continue;
      }
      stack.pop();
      memo.set(key, os.length > 0 && os.every((o) => !memo.get(o.join(","))));
    }
    return memo.get(first.join(","))!;
  };
}
