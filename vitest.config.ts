import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // both cores: vitest's default on a 2-core machine is one worker (cores − 1), which leaves a
    // core idle while a test computes; CI (.ci/run) runs on 2 cores
    maxWorkers: 2,
    // no test may take more than 20 s (the project's rule; a long check is a sampled test here and a
    // full one in test/exhaustive/, run by scripts/exhaustive.ts); a file that needs more says why
    testTimeout: 20_000,
    // a file's beforeAll starts Chromium and the lab's server (test/web/harness.ts) or builds dist/
    // fixtures: slower than a test on a loaded machine, and run once a file
    hookTimeout: 60_000,
    // the JSON report lets .ci/run print its closing "N passed, N failed" line
    reporters: ["default", ["json", { outputFile: ".vitest-report.json" }]],
  },
});
