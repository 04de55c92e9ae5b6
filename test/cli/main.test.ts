import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

describe("grundy (the command line)", () => {
  it("--version prints the package version", () => {
    const r = runCli(["--version"]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it("--help prints usage and exits 0", () => {
    const r = runCli(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: grundy/);
  });

  it("an unknown command gets one line on stderr and exit code 2", () => {
    const r = runCli(["frobnicate"]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^grundy: .*frobnicate/);
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it("an unknown option gets one line on stderr and exit code 2", () => {
    const r = runCli(["--frobnicate"]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown option '--frobnicate'/);
  });

  it("every error line names its command", () => {
    const r = runCli(["seq", "0.8x"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^grundy seq: column 4: expected .* got "x"\n$/);
  });
});
