import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The lab: a static site built into dist/web (relative paths, so it can be published as is
// and served by `grundy lab`). It imports the library's browser-safe root entry from src/.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "./",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  worker: { format: "es" },
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { host: "127.0.0.1" },
});
