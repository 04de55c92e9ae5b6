import { defineConfig } from "vitest/config";

/**
 * Test files that get a fresh module graph each: those that replace a module of the library
 * (vi.mock), and those whose assertions read the state the library keeps for a process (the
 * misère analyses' quotients and genera, computed once and kept: which method answers depends on
 * what the process asked before). Every other file shares its worker's modules with the files
 * run before it (isolate: false), which spares re-importing the library per file; a file that
 * mocks a module, or asserts on a process-wide cache, belongs here.
 */
const ISOLATED = [
  "test/core/limits.test.ts",
  "test/sequence/periodicityCost.test.ts",
  "test/analyze/misereGenus.test.ts",
  "test/analyze/misereQuotient.test.ts",
  "test/analyze/genusCache.test.ts",
  "test/analyze/copies.test.ts",
  "test/play/misereQuotient.test.ts",
  // its sum property took 5.5 s alone and 18–33 s after other files in a shared worker
  "test/analyze/analyze.test.ts",
];

export default defineConfig({
  test: {
    // three workers on CI's 2 cores: vitest's default there is one (cores − 1); with two the suite
    // kept about one core busy (14 min of CPU in 13 min), as many tests wait on a child process, a
    // browser or a terminal; four finished sooner (vitest 766 s → 640 s) but stretched single
    // tests past 20 s of wall time by sharing the cores
    maxWorkers: 3,
    // the project's rule is that no test takes more than 20 s (a long check is a sampled test here
    // and a full one in test/exhaustive/, run by scripts/exhaustive.ts), read from the JSON report's
    // durations; the timeout is a guard against a hang, set wider so that a loaded machine turns a
    // slow test into a number to look at, not into a failure
    testTimeout: 120_000,
    // a file's beforeAll starts Chromium and the lab's server (test/web/harness.ts) or builds dist/
    // fixtures: slower than a test on a loaded machine, and run once a file
    hookTimeout: 120_000,
    // the JSON report lets .ci/run print its closing "N passed, N failed" line
    reporters: ["default", ["json", { outputFile: ".vitest-report.json" }]],
    projects: [
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
