// Compiles the search kernel (src/search/kernel/assembly, AssemblyScript) to
// dist/search/kernel/kernel.wasm: run by `npm run build` after tsc, and by the kernel's tests
// when the file is missing. The sources are not TypeScript for tsc, Biome or vitest (their
// configurations leave the folder out); the loader is src/search/kernel/kernel.ts.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import asc from "assemblyscript/asc";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist", "search", "kernel", "kernel.wasm");
mkdirSync(dirname(out), { recursive: true });
const { error, stderr } = await asc.main(
  [join(root, "src/search/kernel/assembly/index.ts"), "--outFile", out, "-O3", "--runtime", "stub", "--noAssert", "--initialMemory", "4"],
  {},
);
if (error) {
  process.stderr.write(stderr.toString());
  throw new Error(`scripts/kernel.mjs: ${error.message}`);
}
