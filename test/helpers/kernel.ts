// The search kernel for the tests: its module built when dist/ has none yet, and grid graphs.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { KernelGraph } from "../../src/search/kernel/kernel.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Compiles the kernel (scripts/kernel.mjs) when dist/search/kernel/kernel.wasm or one of its threads builds is missing. */
export function ensureKernel(): void {
  const built = ["kernel.wasm", "kernel-shared-0.wasm", "kernel-shared-1.wasm"].every((f) => existsSync(`${ROOT}dist/search/kernel/${f}`));
  if (!built) execFileSync(process.execPath, [`${ROOT}scripts/kernel.mjs`], { cwd: ROOT, stdio: "inherit" });
}

/** The rows × columns grid graph, vertex r·columns + c, marked as a grid. */
export function gridGraph(rows: number, columns: number): KernelGraph {
  const edges: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const v = r * columns + c;
      if (c + 1 < columns) edges.push([v, v + 1]);
      if (r + 1 < rows) edges.push([v, v + columns]);
    }
  return { n: rows * columns, edges, grid: { rows, columns } };
}
