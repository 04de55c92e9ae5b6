// Scale checks too slow for the suite: a MemoTable past a Map's 2^24 entries
// (test/core/limits.test.ts runs the same check at 2^18).
// Run: npx tsx scripts/exhaustive.ts limits
import { deepStrictEqual } from "node:assert/strict";
import { expectedMemoAnswers, memoTableAnswers } from "../helpers/memoTableCheck.js";
import type { Check } from "./check.js";

export const limitsChecks: Check[] = [
  {
    name: "memo tables hold more than a Map's 2^24 entries",
    run: () => {
      const n = 2 ** 24 + 10;
      deepStrictEqual(memoTableAnswers(n), expectedMemoAnswers(n));
    },
  },
];
