// Expressions from a file or standard input: `grundy analyze -`, `--file F` (one a line, or
// --whole), `grundy play --file F` and `grundy play -` (the start on the first line).
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-input-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** A path of n vertices (0 → 1 → … → n−1): γ(0) is 1 when n is even. */
const path = (n: number): string => `digraph(0; ${Array.from({ length: n }, (_, i) => (i < n - 1 ? `{${i + 1}}` : "{}")).join(" ")})`;

describe("grundy analyze from a file or standard input", () => {
  it('"-" reads the expression from standard input, the same answer as the argument', () => {
    const r = runCli(["analyze", "-"], "nim(3)\n");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(runCli(["analyze", "nim(3)"]).stdout);
  });

  it("--file analyses one expression a line (blank lines and # comments skipped), answers separated by a blank line", () => {
    const f = file("two.txt", "# positions\nnim(3)\n\nwythoff(1,2)\n");
    const r = runCli(["analyze", "--file", f]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${runCli(["analyze", "nim(3)"]).stdout}\n${runCli(["analyze", "wythoff(1,2)"]).stdout}`);
  });

  it("--json with several expressions: one JSON object a line", () => {
    const r = runCli(["analyze", "-", "--json"], "nim(3)\nnim(1,1)\n");
    const objects = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { expression: string; outcome: string });
    expect(objects.map((o) => [o.expression, o.outcome])).toEqual([
      ["nim(3)", "N"],
      ["nim(1,1)", "P"],
    ]);
  });

  it("a bad line is one line on stderr naming it; the others are analysed; exit 2", () => {
    const f = file("bad.txt", "nim(3)\nwythoff(1)\nnim(1,1)\n");
    const r = runCli(["analyze", "--file", f]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`grundy analyze: ${f}, line 2: `);
    expect(r.stdout).toContain("nim(1,1)");
  });

  it("binary junk is the first error and a count of the other lines in error, its bytes escaped, nothing on stdout", () => {
    // bytes that are not UTF-8 (0xff), controls (ESC, NUL) and lines that are no expression
    const junk = Buffer.from([0x41, 0xff, 0x0a, 0x1b, 0x5b, 0x32, 0x4a, 0x0a, 0x00, 0x01, 0x0a, 0x7b, 0x0a, 0x29, 0x0a]).toString("latin1");
    const r = spawnSync(process.execPath, [CLI, "analyze", "-"], { input: Buffer.from(junk, "latin1"), encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^grundy analyze: standard input, line 1: column 2: expected .*, got "\\ufffd"$/);
    expect(lines[1]).toBe("grundy analyze: standard input: … and 4 more lines with errors");
    expect(r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\ufffd]/);
  });

  it("answers on good lines among bad ones are separated by one blank line, none before the first", () => {
    const r = runCli(["analyze", "-"], "junk(\nnim(3)\n)\nwythoff(1,2)\n");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe(`${runCli(["analyze", "nim(3)"]).stdout}\n${runCli(["analyze", "wythoff(1,2)"]).stdout}`);
    expect(r.stderr.trimEnd().split("\n")[1]).toBe("grundy analyze: standard input: … and 1 more line with errors");
  });

  it("--whole reads the whole input as one expression; a digraph of 100,000 vertices (past the 128 KiB of an argument) is accepted", () => {
    const text = path(100_000);
    expect(text.length).toBeGreaterThan(128 * 1024);
    const f = file("path.txt", `${text.replace(/\} \{/g, "}\n{")}\n`);
    const r = runCli(["analyze", "--file", f, "--whole", "--json", "--max-moves", "1"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { outcome: string }).outcome).toBe("N");
  });

  it("no expression, an empty input or a missing file: one line, exit 2", () => {
    for (const [args, input, message] of [
      [["analyze"], "", "give an expression"],
      [["analyze", "-"], "\n# nothing\n", "standard input holds no expression"],
      [["analyze", "--file", join(dir, "missing.txt")], "", "cannot read"],
    ] as [string[], string, string][]) {
      const r = runCli(args, input);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toContain(message);
    }
  });
});

describe("grundy play from a file or standard input", () => {
  it("--file: the start from the file, the moves from standard input", () => {
    const f = file("start.txt", "nim(1,\n2)\n");
    const r = runCli(["play", "--file", f, "--no-board"], "quit\n");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("grundy play nim(1,2)");
  });

  it('"-": the start is the first line of standard input, the moves follow', () => {
    const r = runCli(["play", "-", "--no-board"], "nim(3)\n1\n");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("grundy play nim(3)");
    expect(r.stdout).toContain("You win!");
  });

  it('"-" with a start longer than a line may be: one line pointing to --file, exit 2', () => {
    const r = runCli(["play", "-", "--no-board"], `nim(${"1,".repeat(600_000)}1)\n1\n`);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^grundy play: "-": the start on the first line of standard input is longer than 1 MiB .*--file/);
  });

  it("a start of 100,000 vertices from a file", () => {
    const f = file("path-play.txt", `${path(100_000)}\n`);
    const r = runCli(["play", "--file", f, "--no-board"], "quit\n");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
