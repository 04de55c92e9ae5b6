// `npm run build` (scripts/build.mjs) does nothing when dist/ was built from the same inputs:
// npm test has just built it, so a second build finds it up to date, and says so.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("the build", () => {
  it("right after a build, finds dist/ up to date and builds nothing", () => {
    const r = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr, "sources changed since the last build (npm test builds first; or npm run build)").toBe(
      "build: dist/ is up to date with the sources (npm run build -- --force builds it again)\n",
    );
  });
});
