// The floors point down: the heap rules sit below games/ and sequence/, so that
// sprague-grundy/sequence loads no game (scripts/moduleCount.mjs prints the modules).
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** The source modules an entry loads. */
async function modules(entry: string): Promise<string[]> {
  const result = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, format: "esm", platform: "neutral", logLevel: "silent" });
  return Object.keys(result.metafile.inputs);
}

describe("layers", () => {
  it("grundy/sequence loads only sequence/, heap/, core/, arith/ and the shared errors and helpers: no game, no family", async () => {
    const loaded = await modules("src/sequence/index.ts");
    expect(loaded.filter((m) => !/^src\/(sequence|heap|core|arith|_internals)\/|^src\/errors\.ts$/.test(m))).toEqual([]);
  });

  it("the heap floor loads no game and no sequence method", async () => {
    const loaded = await modules("src/heap/index.ts");
    expect(loaded.filter((m) => !/^src\/(heap|core|arith|_internals)\/|^src\/errors\.ts$/.test(m))).toEqual([]);
  });
});

// The floors, read from the source: every file's relative imports (a regex over the text),
// each mapped to the floor it lands on (the first folder under src/, or the file at src/'s top).
// A row says what a floor may import besides itself; anything else is a violation. A floor
// reaches another's _internals/ freely: private means private to the package, not to a folder.
const BELOW_GAMES = ["misere", "search", "pattern", "sequence", "heap", "core", "arith", "expression", "errors", "_internals"] as const;
const FLOORS: Record<string, readonly string[]> = {
  _internals: ["errors"],
  errors: ["_internals"],
  arith: ["errors", "_internals"],
  expression: ["arith", "errors", "_internals"],
  core: ["arith", "errors", "_internals"],
  heap: ["core", "arith", "errors", "_internals"],
  sequence: ["heap", "core", "arith", "errors", "_internals"],
  misere: ["heap", "core", "arith", "errors", "_internals"],
  // the laws of grundy pattern and their code writers: a floor beside sequence/ (DESIGN.md), on plain values
  pattern: ["sequence", "heap", "core", "arith", "errors", "_internals"],
  // one large position (DESIGN.md): game-agnostic, below the games that supply its families
  search: ["core", "arith", "errors", "_internals"],
  games: BELOW_GAMES,
  analyze: ["games", ...BELOW_GAMES],
  play: ["analyze", "games", ...BELOW_GAMES],
  plot: ["games", ...BELOW_GAMES],
  // the census (Node: files): a driver over sequence/ (DESIGN.md); the schedulers are only read from the environment
  census: ["sequence", "heap", "core", "arith", "errors", "_internals"],
  judge: ["play", "analyze", "games", ...BELOW_GAMES],
  index: ["play", "analyze", "games", "plot", ...BELOW_GAMES],
  cli: ["index", "judge", "plot", "census", "play", "analyze", "games", ...BELOW_GAMES],
};
/** What the lab may import that is not its own file: the package's browser entry points and Preact. */
const WEB_MAY_IMPORT = ["sprague-grundy", "sprague-grundy/sequence", "sprague-grundy/misere", "preact", "preact/hooks", "preact/jsx-runtime"];

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^;"'`]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The specifiers a source text imports (static, re-exports, dynamic with a literal). */
function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

/** The floor of a path under src/ ("core" for src/core/…, "errors" for src/errors.ts). */
function floorOf(path: string): string {
  const [first, second] = path.replace(/^src\//, "").split("/");
  return second === undefined ? first!.replace(/\.(tsx?|js)$/, "") : first!;
}

/** Every import of a src file that its floor's row does not allow, as "file → target". */
function floorViolations(file: string, text: string): string[] {
  const floor = floorOf(file);
  const allowed = FLOORS[floor];
  if (allowed === undefined) return [`${file}: floor ${floor} has no row in FLOORS`];
  return importsOf(text)
    .filter((s) => s.startsWith("."))
    .map((s) => posix.normalize(posix.join(posix.dirname(file), s)))
    .filter((target) => {
      if (!target.startsWith("src/")) return true;
      const to = floorOf(target);
      return to !== floor && !allowed.includes(to);
    })
    .map((target) => `${file} → ${target}`);
}

/** Every import of a lab file that leaves web/src other than through WEB_MAY_IMPORT. */
function webViolations(file: string, text: string): string[] {
  return importsOf(text)
    .filter((s) => (s.startsWith(".") ? !posix.normalize(posix.join(posix.dirname(file), s)).startsWith("web/src/") : !WEB_MAY_IMPORT.includes(s)))
    .map((s) => `${file} → ${s}`);
}

describe("floors (the imports of every source file)", () => {
  it("every file of src/ imports only its own floor and the floors its row allows", () => {
    const found = filesUnder("src").flatMap((f) => floorViolations(f, readFileSync(join(ROOT, f), "utf8")));
    expect(found).toEqual([]);
  });

  it("the lab (web/src) imports the package only through its entry points, sprague-grundy and sprague-grundy/sequence", () => {
    const found = filesUnder("web/src").flatMap((f) => webViolations(f, readFileSync(join(ROOT, f), "utf8")));
    expect(found).toEqual([]);
  });

  it.each([
    ["src/core/x.ts", 'import { nim } from "../games/nim/index.js";', ["src/core/x.ts → src/games/nim/index.js"]],
    ["src/heap/x.ts", 'export { s } from "../sequence/values.js";', ["src/heap/x.ts → src/sequence/values.js"]],
    ["src/sequence/x.ts", 'const m = await import("../games/registry.js");', ["src/sequence/x.ts → src/games/registry.js"]],
    ["src/games/x/y.ts", 'import type { Analysis } from "../../analyze/analysis.js";', ["src/games/x/y.ts → src/analyze/analysis.js"]],
    ["src/play/x.ts", 'import { f } from "../cli/errorLine.js";', ["src/play/x.ts → src/cli/errorLine.js"]],
    ["src/core/x.ts", 'import { a } from "./_internals/a.js";\nimport { b } from "../_internals/b.js";\nimport { c } from "../arith/c.js";', []],
    ["src/search/x.ts", 'import { cram } from "../games/cram/index.js";', ["src/search/x.ts → src/games/cram/index.js"]],
    ["src/newfloor/x.ts", "", ["src/newfloor/x.ts: floor newfloor has no row in FLOORS"]],
  ])("the check refuses what points up: %s with %j", (file, text, expected) => {
    expect(floorViolations(file, text)).toEqual(expected);
  });

  it("the check refuses a lab file reaching past the entry points", () => {
    expect(webViolations("web/src/explore/x.ts", 'import { a } from "../../../src/core/mex.ts";\nimport { b } from "sprague-grundy/judge";\nimport { c } from "./c.ts";')).toEqual([
      "web/src/explore/x.ts → ../../../src/core/mex.ts",
      "web/src/explore/x.ts → sprague-grundy/judge",
    ]);
  });
});
