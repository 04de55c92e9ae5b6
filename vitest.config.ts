import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // the JSON report lets .ci/run print its closing "N passed, N failed" line
    reporters: ["default", ["json", { outputFile: ".vitest-report.json" }]],
  },
});
