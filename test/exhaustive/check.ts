// The full checks the suite runs on samples: each is a named function that throws (node:assert)
// when the library disagrees with a test's brute force. scripts/exhaustive.ts runs them by hand;
// they take minutes, past the suite's 20 s a test.
import { deepStrictEqual } from "node:assert/strict";

/** One full check: its name (a sentence about the API) and the work, which throws on a disagreement. */
export interface Check {
  name: string;
  run(): void;
}

/** Asserts that a list of failures (boards, graphs, …, as text) is empty, naming the check and the first few. */
export function noneWrong(wrong: readonly string[], what: string): void {
  deepStrictEqual(wrong.slice(0, 20), [], `${what}: ${wrong.length} wrong`);
}
