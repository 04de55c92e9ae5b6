// The executable runs from its bundle (scripts/bundle.mjs): dist/cli/grundy.cjs, then the
// ES-module chunks of dist/bundle/, and a command line loads only the chunks of its command.
// Which files a run loads is recorded by a module load hook (node --import); which sources a
// chunk holds is read from its source map. (npm test builds dist/ first.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "grundy-bundle-"));
writeFileSync(
  join(dir, "hooks.mjs"),
  `import { appendFileSync } from "node:fs";
export async function load(url, context, next) {
  if (url.startsWith("file:")) appendFileSync(process.env.GRUNDY_TEST_LOADED, url + "\\n");
  return next(url, context);
}
`,
);
writeFileSync(join(dir, "record.mjs"), `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(dir, "hooks.mjs")).href)});\n`);

const COMMANDS = ["judge", "analyze", "play", "plot", "lab", "seq", "solve", "misere"];

/** Runs grundy; returns its output and the files of the package it loaded (relative to the checkout), and the sources those hold. */
function traced(args: string[]): { status: number | null; stdout: string; files: string[]; sources: Set<string> } {
  const log = join(dir, `loaded-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(log, "");
  const r = spawnSync(process.execPath, ["--import", pathToFileURL(join(dir, "record.mjs")).href, CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, GRUNDY_TEST_LOADED: log },
  });
  const paths = readFileSync(log, "utf8")
    .split("\n")
    .filter((u) => u !== "")
    .map((u) => fileURLToPath(u));
  const files = paths
    .filter((p) => !relative(root, p).startsWith(".."))
    .map((p) => relative(root, p).replaceAll("\\", "/"))
    .filter((f) => f !== "dist/cli/grundy.cjs");
  const sources = new Set<string>();
  for (const f of files.filter((f) => f.startsWith("dist/bundle/"))) {
    // a chunk that only passes on another's exports has no map
    if (!readFileSync(join(root, f), "utf8").includes("//# sourceMappingURL=")) continue;
    const map = JSON.parse(readFileSync(join(root, `${f}.map`), "utf8")) as { sources: string[] };
    for (const s of map.sources) sources.add(relative(root, resolve(dirname(join(root, f)), s)).replaceAll("\\", "/"));
  }
  return { status: r.status, stdout: r.stdout, files, sources };
}

/** The package's files a run loaded that are not the bundle's: tsc's files (dist/cli/*.js, dist/games/…). */
const outsideBundle = (files: string[]): string[] => files.filter((f) => !f.startsWith("dist/bundle/"));

const commandFiles = (sources: Set<string>): string[] => COMMANDS.filter((c) => sources.has(`src/cli/${c}.ts`));

describe("the bundled executable", () => {
  it("grundy --version loads a few chunks and no command, no game", () => {
    const r = traced(["--version"]);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    expect([r.status, r.stdout]).toEqual([0, `${pkg.version}\n`]);
    expect(outsideBundle(r.files)).toEqual([]);
    expect(r.files.length).toBeLessThanOrEqual(12);
    expect(commandFiles(r.sources)).toEqual([]);
    expect([...r.sources].filter((s) => s.startsWith("src/games/"))).toEqual([]);
  });

  it("a command loads its own chunks only, none of tsc's files: solve, analyze", () => {
    const solve = traced(["solve", "cram", "4", "5", "--json"]);
    expect(solve.status).toBe(0);
    expect(JSON.parse(solve.stdout)).toMatchObject({ position: "cram(4,5)", value: 2 }); // the published nimber of 4 × 5 Cram
    expect(outsideBundle(solve.files)).toEqual([]);
    expect(commandFiles(solve.sources)).toEqual(["solve"]);
    // about a tenth of the modules tsc's graph loaded for it (124)
    expect(solve.files.length).toBeLessThanOrEqual(30);

    const analyze = traced(["analyze", "kayles(5)"]);
    expect(analyze.status).toBe(0);
    expect(analyze.stdout).toContain("G = 4"); // Kayles: 0 1 2 3 1 4 …
    expect(outsideBundle(analyze.files)).toEqual([]);
    expect(commandFiles(analyze.sources)).toEqual(["analyze"]);
  });

  it("grundy --help loads every command (it lists them all)", () => {
    const r = traced(["--help"]);
    expect(r.status).toBe(0);
    expect(commandFiles(r.sources)).toEqual(COMMANDS);
    for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^  ${c}\\b`, "m"));
  });

  it("a games file's imports of sprague-grundy (and its subpaths) are the bundle's library, not a second copy", () => {
    const games = join(dir, "twice.mjs");
    writeFileSync(
      games,
      `import { defineFamily, defineGame, InputError } from "sprague-grundy";
import { MISERE_MAX_TO } from "sprague-grundy/misere";
if (typeof MISERE_MAX_TO !== "number") throw new Error("no sprague-grundy/misere");
export const twice = defineFamily({
  name: "twice", usage: "twice(n)", summary: "take 1 or 2",
  game: defineGame({ name: "twice", moves: (n) => [n - 1, n - 2].filter((m) => m >= 0), key: String }),
  parse: ([n]) => { if (n > 50n) throw new InputError("a heap of at most 50", String(n)); return Number(n); },
  print: (n) => "twice(" + n + ")",
});
`,
    );
    const r = traced(["analyze", "--games", games, "twice(7)"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("G = 1"); // subtraction {1,2}: 7 mod 3
    expect(outsideBundle(r.files)).toEqual([]);
    expect(r.files).toContain("dist/bundle/index.js");
    expect(r.files).toContain("dist/bundle/misere/index.js");
  });
});
