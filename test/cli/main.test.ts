import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
        [["misere", "0.75"], "", "grundy misere: cannot write the output: ENOSPC\n"],
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

  it("a closed stdout (>&-) is one line and exit code 2; > /dev/null still succeeds", () => {
    if (!existsSync("/proc/self/fdinfo")) return; // Linux only
    for (const [args, input] of [
      ["judge hdu1527", "2 1\n"],
      ["analyze 'nim(1,2)'", ""],
      ["seq 0.6 --to 50", ""],
      ["misere 0.75", ""],
    ] as const) {
      const closed = spawnSync("bash", ["-c", `"${process.execPath}" "${CLI}" ${args} >&-`], { input, encoding: "utf8" });
      const command = args.split(" ")[0];
      expect([closed.status, closed.stderr], args).toEqual([
        2,
        `grundy ${command}: standard output is closed: the answers would be lost (to discard them, redirect to /dev/null)\n`,
      ]);
      const discarded = spawnSync("bash", ["-c", `"${process.execPath}" "${CLI}" ${args} > /dev/null`], { input, encoding: "utf8" });
      expect([discarded.status, discarded.stderr], args).toEqual([0, ""]);
    }
  });

  it("a reader that goes away ends the output quietly (exit 0, nothing on stderr)", () => {
    // `true` exits long before Node has started, so every write meets a closed pipe
    for (const args of ["seq --help", "analyze 'nim(1,2)'", "seq 0.6 --to 5000 --format bfile", "misere 0.75", "seq 0.77 --to 100000"]) {
      const r = spawnSync("bash", ["-c", `"${process.execPath}" "${CLI}" ${args} | true; echo "status \${PIPESTATUS[0]}"`], { encoding: "utf8" });
      expect([r.stdout, r.stderr], args).toEqual(["status 0\n", ""]);
    }
  });

  it("an unknown command is an error wherever --help sits; grundy help <command> shows its help", () => {
    for (const args of [
      ["frobnicate", "--help"],
      ["--help", "frobnicate"],
      ["help", "frobnicate"],
      ["-h", "frobnicate"],
    ]) {
      const r = runCli(args);
      expect([r.status, r.stdout], args.join(" ")).toEqual([2, ""]);
      expect(r.stderr, args.join(" ")).toMatch(
        /^grundy: unknown command 'frobnicate' \(commands: judge, analyze, play, plot, lab, seq, solve, misere, pattern, census, help; see grundy --help\)\n$/,
      );
    }
    const nested = runCli(["plot", "frobnicate", "--help"]);
    expect([nested.status, nested.stdout]).toEqual([2, ""]);
    expect(nested.stderr).toMatch(/^grundy plot: unknown command 'frobnicate'/);
    for (const [args, usage] of [
      [["help"], "Usage: grundy [options] [command]"],
      [["help", "judge"], "Usage: grundy judge"],
      [["help", "plot", "seq"], "Usage: grundy plot seq"],
      [["plot", "help", "seq"], "Usage: grundy plot seq"],
    ] as const) {
      const r = runCli([...args]);
      expect([r.status, r.stderr], args.join(" ")).toEqual([0, ""]);
      expect(r.stdout.startsWith(usage), args.join(" ")).toBe(true);
    }
  });

  it("a missing command is a usage error, for grundy as for grundy plot: the help on stderr, exit code 2", () => {
    for (const args of [[], ["plot"], ["--debug"]]) {
      const r = runCli(args);
      expect([r.status, r.stdout], args.join(" ")).toEqual([2, ""]);
      expect(r.stderr, args.join(" ")).toMatch(/^Usage: grundy/);
    }
  });

  it("an unexpected error (a bug: here a record forged past defineFamily, unguarded as the built-ins are) is one line and exit code 70; the stack with --debug", () => {
    // a family made by defineFamily whose moves throw is the user's error (exit 2): test/cli/userCode.test.ts
    const dir = mkdtempSync(join(tmpdir(), "grundy-internal-"));
    const games = join(dir, "bad.mjs");
    writeFileSync(
      games,
      "const game = { name: 'bad', moves: () => { throw new Error('boom'); }, key: (p) => p, show: String, components: undefined };\n" +
        "export default [{ [Symbol.for('grundy.family')]: true, name: 'bad', aliases: [], usage: 'bad(n)', summary: 'bad', game, read: () => 1, print: () => 'bad(1)' }];\n",
    );
    const r = runCli(["analyze", "--games", games, "bad(1)"]);
    expect([r.status, r.stdout, r.stderr]).toEqual([70, "", "grundy analyze: internal error: boom (run again with --debug or GRUNDY_DEBUG=1 for the stack)\n"]);
    const debug = runCli(["analyze", "--games", games, "bad(1)", "--debug"]);
    expect(debug.status).toBe(70);
    expect(debug.stderr).toMatch(/^grundy analyze: internal error: boom\nError: boom\n {4}at /);
  });

  it("a full stderr does not change the exit code: the plot is written and the run succeeds", () => {
    if (!existsSync("/dev/full")) return; // Linux only
    const out = join(mkdtempSync(join(tmpdir(), "grundy-plot-")), "a.svg");
    const full = openSync("/dev/full", "w");
    try {
      const r = spawnSync(process.execPath, [CLI, "plot", "seq", "0.07", "--to", "20", "--out", out], { stdio: ["pipe", "pipe", full] });
      expect(r.status).toBe(0);
      expect(existsSync(out)).toBe(true);
      const bad = spawnSync(process.execPath, [CLI, "seq", "0.8x"], { stdio: ["pipe", "pipe", full] });
      expect(bad.status).toBe(2);
    } finally {
      closeSync(full);
    }
  });
});
