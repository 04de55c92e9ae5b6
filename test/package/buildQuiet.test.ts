// `npm ci` runs the build (the prepare script): rolldown's [PLUGIN_TIMINGS] report, printed
// when a plugin takes a noticeable share of the build, is build noise on a newcomer's first
// command. Both rolldown builds (the CLI bundle and the lab's vite build) turn it off.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../../web/vite.config.js";

describe("the build is quiet", () => {
  it("the lab's vite build and its workers turn rolldown's plugin timings report off", () => {
    const c = config as { build?: { rolldownOptions?: { checks?: { bundlerTimings?: boolean } } }; worker?: { rolldownOptions?: { checks?: { bundlerTimings?: boolean } } } };
    expect(c.build?.rolldownOptions?.checks?.bundlerTimings).toBe(false);
    expect(c.worker?.rolldownOptions?.checks?.bundlerTimings).toBe(false);
  });

  it("the CLI bundle's rolldown call turns it off", () => {
    const text = readFileSync(new URL("../../scripts/bundle.mjs", import.meta.url), "utf8");
    expect(text).toMatch(/rolldown\(\{[\s\S]*?checks: \{ bundlerTimings: false \}/);
  });
});
