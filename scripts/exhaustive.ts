// The full checks behind the suite's sampled tests (test/exhaustive/*.ts), run by hand:
//   npx tsx scripts/exhaustive.ts              every group
//   npx tsx scripts/exhaustive.ts cram         one group (or several, by name)
// Each check prints its time; a failing check prints why, the others still run, and the exit
// code is 1. Expect minutes: they are what the suite's 20 s a test leaves out.
import type { Check } from "../test/exhaustive/check.js";
import { cramChecks } from "../test/exhaustive/cram.js";
import { cramSearchChecks } from "../test/exhaustive/cramSearch.js";
import { hackenbushChecks } from "../test/exhaustive/hackenbush.js";
import { limitsChecks } from "../test/exhaustive/limits.js";
import { nodeKaylesKeysChecks } from "../test/exhaustive/nodeKaylesKeys.js";
import { readmeChecks } from "../test/exhaustive/readme.js";

const GROUPS: Record<string, Check[]> = {
  cram: cramChecks,
  cramSearch: cramSearchChecks,
  hackenbush: hackenbushChecks,
  limits: limitsChecks,
  nodeKaylesKeys: nodeKaylesKeysChecks,
  readme: readmeChecks,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`unknown group ${unknown.join(", ")}: expected one of ${Object.keys(GROUPS).join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const group of asked.length > 0 ? asked : Object.keys(GROUPS)) {
  for (const check of GROUPS[group]!) {
    const t0 = performance.now();
    try {
      check.run();
      console.log(`ok    ${group}: ${check.name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed++;
      console.log(`FAIL  ${group}: ${check.name} (${((performance.now() - t0) / 1000).toFixed(1)} s)\n${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
console.log(failed === 0 ? "every check passed" : `${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
