// The README's limit of the strip table, against the real default budget (test/cli/readme.test.ts
// checks the strip it names and refuses the next at a budget of 100,000 moves).
// Run: npx tsx scripts/exhaustive.ts readme
import { readFileSync } from "node:fs";
import { ok, throws } from "node:assert/strict";
import { analyze } from "../../src/analyze/analyze.js";
import type { Check } from "./check.js";

/** The number of columns in the README's "reaches blank strips of up to N columns" (NaN when it says no such thing). */
export function readmeStripLimit(prose: string): number {
  return Number(/reaches blank strips of up to (\d+) columns/.exec(prose)?.[1]);
}

export const readmeChecks: Check[] = (["every", "conjunctive"] as const).map((compound) => ({
  name: `the blank strip one column wider than the README's limit is out of the default budget's reach under the ${compound} compound`,
  run: () => {
    const prose = readFileSync(new URL("../../README.md", import.meta.url), "utf8").replace(/\s+/g, " ");
    const n = readmeStripLimit(prose);
    ok(n > 0, "the README names the limit");
    throws(() => analyze(`strip(${n + 1})`, { compound }), /too large|budget|gave up/);
  },
}));
