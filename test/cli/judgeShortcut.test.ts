import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { judgeShortcut } from "../../src/cli/judgeShortcut.js";

// the executable (one CommonJS bundle) and the ES-module program it hands everything else to
const main = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));
const program = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));
const input = readFileSync(new URL("../../examples/hdu3595.in", import.meta.url), "utf8");

/** Runs `file` (a program of this package) with `args` and `stdin`, as spawnSync would but without waiting. */
function run(file: string, args: string[], stdin: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe("judgeShortcut", () => {
  it("takes only a plain `judge <known problem> [--explain]`", () => {
    const argv = (...a: string[]): string[] => ["node", "grundy", ...a];
    expect(judgeShortcut(argv("judge", "hdu1527"))).not.toBeNull();
    expect(judgeShortcut(argv("judge", "hdu4559", "--explain"))).not.toBeNull();
    expect(judgeShortcut(argv("judge", "--explain", "hdu3595"))).not.toBeNull();
    for (const a of [
      [],
      ["judge"],
      ["judge", "poj1000"],
      ["judge", "--help"],
      ["judge", "hdu1527", "--help"],
      ["judge", "hdu1527", "-x"],
      ["judge", "hdu1527", "hdu3595"],
      ["judge", "hdu1527", "--explain", "--explain"],
      ["--version"],
    ]) {
      expect(judgeShortcut(argv(...a)), a.join(" ")).toBeNull();
    }
  });

  it("gives the same output as the commander program (which takes `--explain --explain`)", () => {
    const run = (...a: string[]): string => spawnSync(process.execPath, [main, "judge", ...a], { input, encoding: "utf8" }).stdout;
    expect(run("hdu3595", "--explain")).toBe(run("hdu3595", "--explain", "--explain"));
    expect(run("hdu3595")).toBe("MM\nGG\n");
  });

  it("answers, explains and fails exactly as the ES-module program does", async () => {
    const example = (name: string): string => readFileSync(new URL(`../../examples/${name}`, import.meta.url), "utf8");
    const cases: [string, string][] = [
      ["hdu1527", example("hdu1527.in")],
      ["hdu3595", input],
      ["hdu4559", example("hdu4559.in")],
      ["hdu1527", "3 5\n4 x\n"],
      ["hdu4559", "1\n3 1\n3 1\n"],
    ];
    // the 20 runs are independent: started together, compared when all have ended
    const runs = cases.flatMap(([problem, text]) =>
      [[], ["--explain"]].map(async (extra) => {
        const args = ["judge", problem, ...extra];
        const [a, b] = await Promise.all([run(main, args, text), run(program, args, text)]);
        return { args: args.join(" "), a, b };
      }),
    );
    for (const { args, a, b } of await Promise.all(runs)) {
      expect([a.status, a.stdout, a.stderr], args).toEqual([b.status, b.stdout, b.stderr]);
      expect(a.stdout.length + a.stderr.length, args).toBeGreaterThan(0);
    }
  });

  it("names the command in a read error as the program does (stdin a directory)", () => {
    const dir = openSync(root, "r");
    try {
      const a = spawnSync(process.execPath, [main, "judge", "hdu1527"], { stdio: [dir, "pipe", "pipe"], encoding: "utf8" });
      const b = spawnSync(process.execPath, [program, "judge", "hdu1527"], { stdio: [dir, "pipe", "pipe"], encoding: "utf8" });
      expect(a.status).toBe(2);
      expect(a.stderr).toMatch(/^grundy judge: cannot read the input: EISDIR\n$/);
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
    } finally {
      closeSync(dir);
    }
  });
});
