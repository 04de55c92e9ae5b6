// A MemoTable filled with n entries, then read, overwritten and deleted from: the suite
// (test/core/limits.test.ts) runs it at 2^18 entries, test/exhaustive/limits.ts past a Map's
// 2^24, where the table must spill into a second Map.
import { MemoTable } from "../../src/core/_internals/memoTable.js";

/** What the table answered, to compare with {@link expectedMemoAnswers}. */
export function memoTableAnswers(n: number): (number | undefined)[] {
  const t = new MemoTable();
  for (let i = 1; i <= n; i++) t.set(-i, i & 7);
  const out: (number | undefined)[] = [t.size, t.get(-1), t.get(-n)];
  t.set(-1, 5);
  out.push(t.get(-1));
  t.delete(-2);
  out.push(t.get(-2), t.size);
  return out;
}

/** The answers worked by hand: n entries, the first worth 1, the last n mod 8; then 5 after the overwrite; none for the deleted key; n − 1 entries. */
export const expectedMemoAnswers = (n: number): (number | undefined)[] => [n, 1, n & 7, 5, undefined, n - 1];
