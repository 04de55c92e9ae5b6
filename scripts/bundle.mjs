// Bundles the `grundy` executable, run after tsc by `npm run build` (docs/large-position-search.md,
// "Start-up", has the measurements):
//
// 1. dist/cli/grundy.cjs (esbuild): src/cli/grundy.ts with the judge modules, one CommonJS
//    file, so that a plain `grundy judge <problem>` runs from it alone.
// 2. dist/bundle/ (rolldown): the rest of the program, src/cli/main.ts, as ES-module chunks,
//    which grundy.cjs imports for every other command line. Each command is a lazy import in
//    program.ts, so a chunk holds what one command needs and `grundy solve` loads a few
//    files instead of the graph of ~300 modules tsc wrote. Its other entries are the two
//    worker scripts (`--threads`, `seq --jobs`), the `--games` resolve hook and the library's
//    entry points, to which a games file's `import "sprague-grundy"` resolves (loadGames.ts):
//    they share the program's chunks, hence its classes (`e instanceof InputError`). The
//    chunks sit one folder below dist/, as tsc's dist/cli/ does, so that every
//    `new URL(…, import.meta.url)` of src/cli (../../package.json, ../web/, ./seqWorker.js)
//    finds the same file.
//
// rolldown rather than esbuild for 2: esbuild turns every top-level `const` into `var`, and
// Node 20's optimiser then no longer treats a module's scratch typed arrays as constants:
// `grundy solve cram 4 9` took 1.17 s of CPU from an esbuild bundle against 1.10 from tsc's
// files, though it started 0.1 s sooner. Both maps carry their sources, like tsc's
// (tsconfig.build.json: inlineSources), since src/ is not published.
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { rolldown } from "rolldown";

await build({
  entryPoints: ["src/cli/grundy.ts"],
  outfile: "dist/cli/grundy.cjs",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  sourcemap: true,
  sourcesContent: true,
  logLevel: "warning",
  plugins: [
    {
      // grundy.ts imports ./main.js (so that it type-checks beside main.ts); the executable imports the bundle
      name: "program-bundle",
      setup(b) {
        b.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: "../bundle/main.js", external: true }));
      },
    },
  ],
});

const OUT = "dist/bundle";
rmSync(OUT, { recursive: true, force: true });
const program = await rolldown({
  // no [PLUGIN_TIMINGS] report: `npm ci` runs this build (prepare)
  checks: { bundlerTimings: false },
  input: {
    main: "src/cli/main.ts",
    searchWorker: "src/cli/searchWorker.ts",
    seqWorker: "src/cli/seqWorker.ts",
    gamesHooks: "src/cli/gamesHooks.ts",
    // the library as a games file sees it, laid out as in dist/ (gamesHooks.ts: ENTRIES)
    index: "src/index.ts",
    "sequence/index": "src/sequence/index.ts",
    "misere/index": "src/misere/index.ts",
    "judge/index": "src/judge/index.ts",
    "plot/index": "src/plot/index.ts",
  },
  platform: "node",
  // Node's modules stay imports; commander and cli-progress are bundled too (10–20 ms less
  // than Node's loading their CommonJS files), their licences copied beside (below)
  external: [/^node:/],
  resolve: { extensionAlias: { ".js": [".ts", ".js"] } },
  tsconfig: "tsconfig.build.json",
  logLevel: "warn",
});
const { output } = await program.write({ dir: OUT, format: "esm", sourcemap: true, entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" });
await program.close();

// the licence of every package the chunks hold code of (all MIT), as their copies require
const packages = new Set();
for (const chunk of output) {
  for (const id of chunk.type === "chunk" ? chunk.moduleIds : []) {
    const m = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
    if (m) packages.add(m[1]);
  }
}
const notices = [...packages].sort().map((dir) => {
  const { name, version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const licence = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
  if (licence === undefined) throw new Error(`scripts/bundle.mjs: ${name} has no licence file to copy`);
  return `${name} ${version}\n\n${readFileSync(join(dir, licence), "utf8").trim()}\n`;
});
writeFileSync(join(OUT, "THIRD-PARTY-LICENSES.txt"), `The program in this folder holds code of these packages:\n\n${notices.join("\n---\n\n")}`);
