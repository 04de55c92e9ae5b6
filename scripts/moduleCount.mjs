// Counts the source modules an entry point loads (esbuild's metafile), e.g. to check that
// sprague-grundy/sequence loads no game: `node scripts/moduleCount.mjs src/sequence/index.ts --list`.
import { build } from "esbuild";

const entry = process.argv[2] ?? "src/sequence/index.ts";
const result = await build({
  entryPoints: [entry],
  bundle: true,
  write: false,
  metafile: true,
  format: "esm",
  platform: "node",
  packages: "external",
  external: ["./main.js"],
  logLevel: "silent",
});
const inputs = Object.keys(result.metafile.inputs).sort();
console.log(`${entry}: ${inputs.length} modules`);
if (process.argv.includes("--list")) console.log(inputs.join("\n"));
