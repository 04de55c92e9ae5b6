// Compiles the search kernel (src/search/kernel/assembly, AssemblyScript) to
// dist/search/kernel/kernel.wasm, and its threads builds kernel-shared-0.wasm and
// kernel-shared-1.wasm (two instances on one shared memory, each with its own static data and
// heap in its region, one table after both: src/search/kernel/kernelShared.ts, whose
// SHARED_REGION_BYTES is the region here): run by `npm run build` after tsc, and by the kernel's
// tests when the files are missing. The sources are not TypeScript for tsc, Biome or vitest
// (their configurations leave the folder out); the loader is src/search/kernel/kernel.ts.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import asc from "assemblyscript/asc";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const folder = join(root, "dist", "search", "kernel");
mkdirSync(folder, { recursive: true });
const source = join(root, "src/search/kernel/assembly/index.ts");
const common = ["-O3", "--runtime", "stub", "--noAssert"];
/** Each shared instance's region (16 MiB: its static data and heap, about 6 MiB); the table starts after the last. */
const REGION = 16 * 2 ** 20;
const PAGE = 2 ** 16;
const builds = [
  { file: "kernel.wasm", flags: [] },
  ...[0, 1].map((i) => ({
    file: `kernel-shared-${i}.wasm`,
    flags: [
      "--enable",
      "threads",
      "--importMemory",
      "--sharedMemory",
      "--memoryBase",
      String(i * REGION),
      "--initialMemory",
      String((2 * REGION) / PAGE),
      "--maximumMemory",
      "65536",
    ],
  })),
];
for (const { file, flags } of builds) {
  const { error, stderr } = await asc.main([source, "--outFile", join(folder, file), ...common, ...flags], {});
  if (error) {
    process.stderr.write(stderr.toString());
    throw new Error(`scripts/kernel.mjs: ${file}: ${error.message}`);
  }
}
