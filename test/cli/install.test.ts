// (In test/cli: it packs the built dist/, which npm test builds first.)
// The package installs by its name, sprague-grundy, outside the clone: the library imports
// by name (and by subpath), and the command `grundy` runs from the installing project.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

describe("installing the package by name", () => {
  const dir = mkdtempSync(join(tmpdir(), "sprague-grundy-install-"));
  let tarball = "";

  it("npm pack: a tarball of the built dist/ with the README and licence, and no sources", () => {
    // the tarball of this checkout (dist/ is built by npm test before the tests run)
    execFileSync(npm, ["pack", "--silent", "--pack-destination", dir], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, npm_config_ignore_scripts: "true" },
    });
    const name = readdirSync(dir).find((f) => f.endsWith(".tgz"))!;
    expect(name).toMatch(/^sprague-grundy-\d+\.\d+\.\d+\.tgz$/);
    tarball = join(dir, name);
    const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8", maxBuffer: 1 << 26 })
      .trim()
      .split("\n");
    for (const f of [
      "package/package.json",
      "package/README.md",
      "package/LICENSE",
      "package/dist/index.js",
      "package/dist/index.d.ts",
      "package/dist/cli/grundy.cjs",
      "package/dist/web/index.html",
    ]) {
      expect(files, f).toContain(f);
    }
    expect(files.filter((f) => !f.startsWith("package/dist/") && !["package/package.json", "package/README.md", "package/LICENSE"].includes(f))).toEqual([]);
  });

  it("npm install the tarball: import 'sprague-grundy' and its subpaths, run grundy", () => {
    expect(tarball, "the tarball of the test before").not.toBe("");
    const project = join(dir, "project");
    execFileSync("mkdir", ["-p", project]);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "user-project", version: "1.0.0", type: "module", private: true }));
    execFileSync(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund", "--silent", tarball], { cwd: project, stdio: ["ignore", "ignore", "inherit"] });
    writeFileSync(
      join(project, "main.js"),
      `import { analyze } from "sprague-grundy";
import { naiveSequence, parseHeapGame } from "sprague-grundy/sequence";
import { censusFacts } from "sprague-grundy/census";
const kayles = censusFacts({ rules: parseHeapGame("0.77") }, 1000);
console.log(analyze("nim(1,2,3)").outcome, Array.from(naiveSequence(parseHeapGame("kayles"), 5)).join(","), kayles.status, kayles.period, kayles.lastException);
`,
    );
    const lib = spawnSync(process.execPath, ["main.js"], { cwd: project, encoding: "utf8" });
    expect(lib.stderr).toBe("");
    // 1⊕2⊕3 = 0; Kayles 0,1,2,3,1, period 12, last exception at heap 70 (Winning Ways)
    expect(lib.stdout.trim()).toBe("P 0,1,2,3,1 proven 12 70");
    const cli = spawnSync(join(project, "node_modules", ".bin", "grundy"), ["analyze", "wythoff(8,4)", "--json"], { cwd: project, encoding: "utf8" });
    expect(cli.status).toBe(0);
    expect(JSON.parse(cli.stdout).winningMoves[0].to).toBe("wythoff(7,4)");
  });
});
