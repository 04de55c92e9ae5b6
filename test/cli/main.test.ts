import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";

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

  it("a full disk is one line and exit code 2, for the program and for a judge run", () => {
    if (!existsSync("/dev/full")) return; // Linux only
    const full = openSync("/dev/full", "w");
    try {
      const cases: [string[], string, string][] = [
        [["analyze", "nim(1,2)"], "", "grundy analyze: cannot write the output: ENOSPC\n"],
        [["--help"], "", "grundy: cannot write the output: ENOSPC\n"],
        [["judge", "hdu1527"], "2 1\n", "grundy judge: cannot write the output: ENOSPC\n"],
      ];
      for (const [args, input, line] of cases) {
        const r = spawnSync(process.execPath, [CLI, ...args], { input, stdio: ["pipe", full, "pipe"], encoding: "utf8" });
        expect([r.status, r.stderr], args.join(" ")).toEqual([2, line]);
      }
    } finally {
      closeSync(full);
    }
  });

  it("a reader that goes away ends the output quietly (exit 0, nothing on stderr)", () => {
    // `true` exits long before Node has started, so every write meets a closed pipe
    for (const args of ["seq --help", "analyze 'nim(1,2)'", "seq 0.6 --to 5000 --format bfile"]) {
      const r = spawnSync("bash", ["-c", `"${process.execPath}" "${CLI}" ${args} | true; echo "status \${PIPESTATUS[0]}"`], { encoding: "utf8" });
      expect([r.stdout, r.stderr], args).toEqual(["status 0\n", ""]);
    }
  });
});
