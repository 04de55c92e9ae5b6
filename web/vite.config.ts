import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The lab: a static site built into dist/web (relative paths, so it can be published as is
// and served by `grundy lab`). It imports the library's browser-safe entry points from src/,
// by the package's own names (as web/tsconfig.json's paths do): "sprague-grundy" and
// "sprague-grundy/sequence".
const root = fileURLToPath(new URL(".", import.meta.url));
const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

export default defineConfig({
  root,
  base: "./",
  publicDir: false,
  resolve: {
    alias: [
      { find: /^sprague-grundy$/, replacement: src("index.ts") },
      { find: /^sprague-grundy\/sequence$/, replacement: src("sequence/index.ts") },
      { find: /^sprague-grundy\/misere$/, replacement: src("misere/index.ts") },
    ],
  },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  // no [PLUGIN_TIMINGS] report: `npm ci` runs the build (prepare), and a newcomer's first command prints no build noise
  worker: { format: "es", rolldownOptions: { checks: { bundlerTimings: false } } },
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // LAB_SOURCEMAP=1 maps a stack trace from the built lab back to web/src (for debugging)
    sourcemap: process.env.LAB_SOURCEMAP === "1",
    reportCompressedSize: false,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { host: "127.0.0.1" },
});
