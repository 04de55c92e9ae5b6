import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { judgeShortcut } from "../../src/cli/judgeShortcut.js";

const main = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
const input = readFileSync(new URL("../../examples/hdu3595.in", import.meta.url), "utf8");

describe("judgeShortcut", () => {
  it("takes only a plain `judge <known problem> [--explain]`", () => {
    const argv = (...a: string[]): string[] => ["node", "grundy", ...a];
    expect(judgeShortcut(argv("judge", "hdu1527"))).not.toBeNull();
    expect(judgeShortcut(argv("judge", "hdu4559", "--explain"))).not.toBeNull();
    expect(judgeShortcut(argv("judge", "--explain", "hdu3595"))).not.toBeNull();
    for (const a of [[], ["judge"], ["judge", "poj1000"], ["judge", "--help"], ["judge", "hdu1527", "--help"], ["judge", "hdu1527", "-x"], ["judge", "hdu1527", "hdu3595"], ["judge", "hdu1527", "--explain", "--explain"], ["--version"]]) {
      expect(judgeShortcut(argv(...a)), a.join(" ")).toBeNull();
    }
  });

  it("gives the same output as the commander program (which takes `--explain --explain`)", () => {
    const run = (...a: string[]): string => spawnSync(process.execPath, [main, "judge", ...a], { input, encoding: "utf8" }).stdout;
    expect(run("hdu3595", "--explain")).toBe(run("hdu3595", "--explain", "--explain"));
    expect(run("hdu3595")).toBe("MM\nGG\n");
  });
});
