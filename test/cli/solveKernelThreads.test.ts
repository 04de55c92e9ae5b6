// The parallel search on the WebAssembly kernel: this thread lists a component's options by the
// kernel (src/search/kernel/kernelFamily.ts), the workers answer "is this option's value k?"
// with a kernel each (src/search/kernel/kernelTaskEngine.ts), sharing their large entries.
// Checked against brute forces written in the tests and the published Cram values; then
// `grundy solve … --threads 2`, which now takes the kernel. The workers run the built
// dist/cli/searchWorker.js (npm test builds dist/ first).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SearchKernel } from "../../src/search/kernel/kernel.js";
import { KernelFamily } from "../../src/search/kernel/kernelFamily.js";
import { sharedKernelTable } from "../../src/search/kernel/kernelShared.js";
import { ParallelSearch } from "../../src/search/parallelSearch.js";
import type { SearchSpec } from "../../src/search/parallelWorker.js";
import { StartedWorkers } from "../../src/search/startedWorkers.js";
import { arcKaylesBruteForce } from "../helpers/arcKayles.js";
import { PUBLISHED } from "../helpers/cramSearchChecks.js";
import { runCli } from "../helpers/cli.js";
import { ensureKernel, gridGraph } from "../helpers/kernel.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

const workerFile = fileURLToPath(new URL("../../dist/cli/searchWorker.js", import.meta.url));
const memory = 2 ** 24;
const WHOLE = { lo: 0xffffffff, hi: 0xffffffff };

/** Questions helped by an idle worker in the searches of {@link parallelValue}. */
let helps = 0;

/** The value of the whole graph by the parallel search on two kernel workers. */
async function parallelValue(spec: SearchSpec, kernel: SearchKernel, help = false, shared = false): Promise<number> {
  const sharedTable = shared ? sharedKernelTable(memory) : undefined;
  const pool = new ParallelSearch(new KernelFamily(kernel, "test"), spec, { threads: 2, workerFile, memory, help, sharedTable });
  try {
    return await pool.value(WHOLE);
  } finally {
    helps += pool.helps;
    await pool.close();
  }
}

describe("the parallel search on the kernel", () => {
  ensureKernel();

  it("agrees with brute forces on random graphs of 8 to 13 vertices, Node Kayles and Arc Kayles", async () => {
    const rnd = seededRandom(71);
    for (let t = 0; t < 12; t++) {
      const n = 8 + (t % 6);
      const density = 0.15 + 0.3 * rnd();
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < density) edges.push([u, v]);
      const text = `${n}; ${edges.map(([u, v]) => `${u},${v}`).join(" ")}`;
      const game = t % 2 === 0 ? "nodekayles" : "arckayles";
      const kernel = new SearchKernel({ n, edges }, game, { tableBytes: memory });
      const v = await parallelValue({ game, args: [text], engine: "kernel" }, kernel);
      const expected = game === "nodekayles" ? nodeKaylesBruteForce(n, adjacency(n, edges)) : arcKaylesBruteForce(n, edges);
      expect([game, text, v]).toEqual([game, text, expected]);
    }
  }, 60_000);

  it("answers the published Cram values of 3 × 7 … 3 × 10, 4 × 5 … 4 × 7 and 5 × 5 (Lemoine & Viennot), an idle worker helping a question in flight from its last option", async () => {
    const boards: [number, number, number][] = [
      [3, 7, 1],
      [3, 8, 3],
      [3, 9, 1],
      [3, 10, 2],
      [4, 5, 2],
      [4, 6, 0],
      [4, 7, 3],
      [5, 5, 0],
    ];
    const got: [number, number, number][] = [];
    for (const [r, c] of boards) {
      const kernel = new SearchKernel(gridGraph(r, c), "arckayles", { tableBytes: memory });
      got.push([r, c, await parallelValue({ game: "cram", args: [String(r), String(c)], engine: "kernel" }, kernel, true)]);
    }
    expect(got).toEqual(boards);
    expect(helps).toBeGreaterThan(0);
  }, 60_000);
});

describe("the parallel search on two kernel workers with one shared table", () => {
  ensureKernel();

  it("agrees with brute forces on random graphs of 9 to 13 vertices and gives the published Cram values of 3 × 9 … 3 × 12, 4 × 6, 4 × 7 and 5 × 6", async () => {
    const rnd = seededRandom(313);
    const got: unknown[] = [];
    const expected: unknown[] = [];
    for (let t = 0; t < 8; t++) {
      const n = 9 + (t % 5);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < 0.2 + 0.3 * rnd()) edges.push([u, v]);
      const text = `${n}; ${edges.map(([u, v]) => `${u},${v}`).join(" ")}`;
      const game = t % 2 === 0 ? "nodekayles" : "arckayles";
      const kernel = new SearchKernel({ n, edges }, game, { tableBytes: memory });
      got.push([text, await parallelValue({ game, args: [text], engine: "kernel" }, kernel, true, true)]);
      expected.push([text, game === "nodekayles" ? nodeKaylesBruteForce(n, adjacency(n, edges)) : arcKaylesBruteForce(n, edges)]);
    }
    const boards = PUBLISHED.filter(([r, c]) => (r === 3 && c >= 9 && c <= 12) || (r === 4 && (c === 6 || c === 7)) || (r === 5 && c === 6));
    expect(boards).toHaveLength(7);
    for (const [r, c, v] of boards) {
      const kernel = new SearchKernel(gridGraph(r, c), "arckayles", { tableBytes: memory });
      got.push([r, c, await parallelValue({ game: "cram", args: [String(r), String(c)], engine: "kernel" }, kernel, true, true)]);
      expected.push([r, c, v]);
    }
    expect(got).toEqual(expected);
  }, 60_000);
});

describe("grundy solve --threads 2 on the kernel", () => {
  it("gives Cram 3 × 14 its published value 3 on two threads within --memory; a start done alone says one thread", () => {
    const r = runCli(["solve", "cram", "3", "14", "--threads", "2", "--json", "--memory", "384MiB"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ value: 3, threads: 2 });
    expect(out.peakRssBytes).toBeLessThanOrEqual(384 * 2 ** 20);
    // 3 × 11 (published 0) is done in the expansions this thread makes before starting workers
    expect(JSON.parse(runCli(["solve", "cram", "3", "11", "--threads", "2", "--json"]).stdout)).toMatchObject({ value: 0, threads: 1 });
  }, 60_000);

  it("answers a start done alone after its workers were started (Cram 3 × 13, published 2, about 131,000 positions): the workers are closed and the process ends", () => {
    const r = runCli(["solve", "cram", "3", "13", "--threads", "2", "--json"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ value: 2, threads: 1 });
    // past the point where the workers start (100,000), before the hand-over (200,000)
    expect(out.positions).toBeGreaterThan(100_000);
    expect(out.positions).toBeLessThan(200_000);
  }, 60_000);
});

describe("workers started ahead of their pool", () => {
  it("are adopted by a pool on the same file, which answers with them; a failure while they loaded is the pool's", async () => {
    const kernel = new SearchKernel(gridGraph(3, 9), "arckayles", { tableBytes: memory });
    const spec: SearchSpec = { game: "cram", args: ["3", "9"], engine: "kernel", kernelStart: { graph: gridGraph(3, 9), game: "arckayles" } };
    const started = new StartedWorkers(workerFile, 2, true);
    const pool = new ParallelSearch(new KernelFamily(kernel, "test"), spec, { threads: 2, workerFile, memory, help: true, started });
    try {
      // published (Lemoine & Viennot): 3 × 9 is 1
      expect(await pool.value(WHOLE)).toBe(1);
    } finally {
      await pool.close();
    }
    // adopted once: another pool starts its own
    expect(started.adopt(workerFile, 2, true)).toBeUndefined();

    const dir = mkdtempSync(join(tmpdir(), "grundy-started-"));
    const broken = join(dir, "broken.mjs");
    writeFileSync(broken, 'throw new Error("this worker cannot load");\n');
    const failing = new StartedWorkers(broken, 2, true);
    // the workers fail as they load: wait for it, however long loading takes here
    while (failing.failure === undefined) await new Promise((r) => setTimeout(r, 20));
    expect(failing.failure?.message).toContain("this worker cannot load");
    const other = new ParallelSearch(new KernelFamily(new SearchKernel(gridGraph(3, 9), "arckayles", { tableBytes: memory }), "test"), spec, {
      threads: 2,
      workerFile: broken,
      memory,
      started: failing,
    });
    try {
      await expect(other.value(WHOLE)).rejects.toThrow(/a search worker failed: this worker cannot load/);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
