// Bundles the `grundy` executable (src/cli/grundy.ts) with the judge modules into one
// CommonJS file, dist/cli/grundy.cjs, run after tsc by `npm run build`. The rest of the
// program stays the ES modules tsc wrote (./main.js is external). Like tsc's maps
// (tsconfig.build.json: inlineSources), the bundle's map carries its sources, since src/
// is not in the published package.
import { build } from "esbuild";

await build({
  entryPoints: ["src/cli/grundy.ts"],
  outfile: "dist/cli/grundy.cjs",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external: ["./main.js"],
  sourcemap: true,
  sourcesContent: true,
  logLevel: "warning",
});
