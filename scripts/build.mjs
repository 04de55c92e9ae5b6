// `npm run build`: dist/ from the sources, one step after the other:
//
//   1. tsc -p tsconfig.build.json: the library's modules and declarations (dist/**/*.js, .d.ts);
//   2. the search kernel (scripts/kernel.mjs, dist/search/kernel/kernel.wasm);
//   3. the `grundy` bundle (scripts/bundle.mjs, dist/cli/grundy.cjs and dist/bundle/);
//   4. the lab (vite, dist/web/).
//
// (Run side by side, tsc beside the other three, they took 20.8 s against 20.2 s one after the
// other on 2 cores: each step keeps more than one core busy.)
//
// A build that finishes writes node_modules/.cache/sprague-grundy-build-inputs (not in dist/,
// which is published): the SHA-256 of every file it is built from
// (src/, web/, scripts/, the package and tsconfig files). The next `npm run build` with the
// same inputs and every output in place does nothing and says so: `npm ci` builds once (its
// prepare script) and `npm test` right after it does not build the same files again.
// `npm run build -- --force` builds anyway.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(ROOT, "node_modules", ".cache", "sprague-grundy-build-inputs");
/** Folders whose every file is an input of the build, and single files that are. */
const INPUT_DIRS = ["src", "web", "scripts"];
const INPUT_FILES = ["package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json"];
/** Files every build writes: without one of them the build runs whatever the stamp says. */
const OUTPUTS = [
  "dist/index.js",
  "dist/index.d.ts",
  "dist/cli/grundy.cjs",
  "dist/bundle/main.js",
  "dist/search/kernel/kernel.wasm",
  "dist/search/kernel/kernel-shared-0.wasm",
  "dist/search/kernel/kernel-shared-1.wasm",
  "dist/web/index.html",
];

/** Every file under `dir`, depth first in name order (node_modules and build output left out). */
function files(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * The SHA-256 of the build's inputs: each file's path and content, Node's major version and
 * the checkout's own path (a stamp copied with node_modules into another checkout matches nothing).
 */
function inputsHash() {
  const hash = createHash("sha256").update(`node ${process.versions.node.split(".")[0]}\n${ROOT}\n`);
  const all = [...INPUT_DIRS.flatMap((d) => files(join(ROOT, d))), ...INPUT_FILES.map((f) => join(ROOT, f)).filter((f) => existsSync(f))];
  for (const path of all) {
    const content = readFileSync(path);
    hash.update(`${relative(ROOT, path)}\0${content.length}\0`).update(content);
  }
  return hash.digest("hex");
}

/** Runs `node <script> ...args` from the project's root; resolves with its output, rejects naming the step on failure. */
function run(step, script, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (e) => reject(new Error(`${step}: ${e.message}`)));
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(Object.assign(new Error(`${step} failed (exit code ${code})`), { output }))));
  });
}

const force = process.argv.includes("--force");
const inputs = inputsHash();
const upToDate = !force && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === inputs && OUTPUTS.every((f) => existsSync(join(ROOT, f)));
if (upToDate) {
  process.stderr.write("build: dist/ is up to date with the sources (npm run build -- --force builds it again)\n");
  process.exit(0);
}
rmSync(STAMP, { force: true });

const STEPS = [
  ["tsc -p tsconfig.build.json", "node_modules/typescript/bin/tsc", ["-p", "tsconfig.build.json"]],
  ["scripts/kernel.mjs", "scripts/kernel.mjs", []],
  ["scripts/bundle.mjs", "scripts/bundle.mjs", []],
  ["vite build", "node_modules/vite/bin/vite.js", ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"]],
];
for (const [step, script, args] of STEPS) {
  try {
    process.stdout.write(await run(step, script, args));
  } catch (e) {
    process.stderr.write(`${e.output ?? ""}build: ${e.message}\n`);
    process.exit(1);
  }
}
mkdirSync(dirname(STAMP), { recursive: true });
writeFileSync(STAMP, `${inputs}\n`);
