// What the README says about the command line agrees with what it does.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { MAX_INTEGER_BITS } from "../../src/expression/parse.js";
import { runCli } from "../helpers/cli.js";
import { readmeStripLimit } from "../exhaustive/readme.js";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const prose = README.replace(/\s+/g, " ");

describe("the README, read by a new user", () => {
  it("writes every command example with npx (a clone has no grundy on the path)", () => {
    const blocks = [...README.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
    // in a block with prompts only the prompted lines are commands (the rest is output)
    const commands = blocks.flatMap((b) => {
      const lines = b.split("\n");
      return lines.some((l) => l.startsWith("$ ")) ? lines.filter((l) => l.startsWith("$ ")).map((l) => l.slice(2)) : lines;
    });
    expect(commands.filter((l) => /^grundy /.test(l))).toEqual([]);
  });

  it("says honestly how to install it: not published yet, so from a clone (npm install -g .) or a tarball (npm pack); the by-name lines are for when it is published", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string; allowScripts?: Record<string, boolean> };
    const install = prose.slice(prose.indexOf("The package is **`sprague-grundy`**"), prose.indexOf("## What is here"));
    expect(install).toContain("not published on npm yet");
    expect(install).toContain("npm install -g .");
    expect(install).toContain("npm pack");
    expect(install).toContain(`sprague-grundy-${pkg.version}.tgz`);
    // every by-name line comes after "Once it is published"
    const published = install.indexOf("Once it is published");
    expect(published).toBeGreaterThan(0);
    for (const byName of ["npm install -g sprague-grundy", "npx -p sprague-grundy", "npm install sprague-grundy"])
      expect(install.indexOf(byName), byName).toBeGreaterThan(published);
    // npm ci warns of no unreviewed install script: esbuild's is approved (npm 11's allowScripts)
    expect(pkg.allowScripts).toEqual({ esbuild: true });
  });

  it("says how to quote an expression with double quotes in a shell, and the example works", () => {
    expect(prose).toContain("`npx grundy analyze 'heap(\"0.07\", 12)'`");
    const r = runCli(["analyze", 'heap("0.07", 12)']);
    expect([r.status, r.stderr]).toEqual([0, ""]);
  });

  it("states the one limit of integers, as the parser and --help do", () => {
    expect(prose).toContain(`below 2^${MAX_INTEGER_BITS} (262,144 bits, about 78,900 digits)`);
    expect(runCli(["analyze", "--help"]).stdout).toContain(`below 2^${MAX_INTEGER_BITS} (about 78,900 digits)`);
  });

  it("says how to run a TypeScript snippet and that hdu4559 counts a repeated cell once", () => {
    expect(prose).toContain("`npx tsx demo.ts`");
    expect(prose).toContain("(a cell given twice counts once)");
    const once = runCli(["judge", "hdu4559"], "1\n3 1\n1 1\n");
    expect(runCli(["judge", "hdu4559"], "1\n3 2\n1 1\n1 1\n").stdout).toBe(once.stdout);
  });

  // one test a compound. The strip one column too wide is refused here at a budget of 100,000 moves,
  // which shows that the table does not reach it (the generic solver does it); that the default
  // budget of 2·10^6 moves does not reach it either (12 s a compound on an idle machine) is
  // test/exhaustive/readme.ts (npx tsx scripts/exhaustive.ts readme)
  it.each(["every", "conjunctive"] as const)("names the largest blank strip whose measure under the %s compound is reached, and it is so", (compound) => {
    const n = readmeStripLimit(prose);
    expect(n).toBeGreaterThan(0);
    expect(() => analyze(`strip(${n})`, { compound }), compound).not.toThrow();
    expect(() => analyze(`strip(${n + 1})`, { compound, budget: 100_000 }), compound).toThrow(/generic solver examined more than 100,000 moves/);
  });
});
