// `grundy solve <game> … --engine kernel|js|auto`: the start searched by the WebAssembly kernel
// (src/search/kernel) when the record's search face gives a kernel start (at most 64 cells or
// vertices). solveSearch.ts asks {@link solveByKernel} first; false sends the start on to the
// JavaScript search.
import { GrundyError } from "../errors.js";
import { javascriptStart, type KernelStart, type SearchFace } from "../games/searchFace.js";
import { KERNEL_MAX_VERTICES, SearchKernel } from "../search/kernel/kernel.js";
import { kernelModule } from "../search/kernel/kernelModule.js";
import { openKernelTable } from "../search/kernel/kernelTableFile.js";
import { SHARED_FILTER_BYTES, sharedKernelTableFor } from "../search/kernel/kernelShared.js";
import { group } from "../_internals/counts.js";
import { cpuSeconds, printSolved } from "./solveReport.js";
import { Status } from "./statusLine.js";
import { KernelFamily } from "../search/kernel/kernelFamily.js";
import { runOnWorkers } from "../search/runThreads.js";
import { StartedWorkers } from "../search/startedWorkers.js";
import type { SearchRunResult } from "../search/runResult.js";
import type { SearchSpec } from "../search/parallelWorker.js";

/** The engines `--engine` names: auto (the kernel where the JavaScript search cannot go or where the start says the kernel goes first, else the JavaScript search), kernel, js. */
export const ENGINES = ["auto", "kernel", "js"] as const;
/** Components expanded between two looks at the clock (progress, saves, Ctrl-C): about a tenth of a second. */
const SLICE = 50_000;
/**
 * With worker threads: components this thread expands alone first (about half a second), so that a
 * small start ends before a worker would have loaded. 50,000 took Cram 4 × 11 on two threads 0.96
 * of the wall time, and 3 × 13 and 4 × 9 (131,605 and 151,540 positions) 2.0 to 2.7 times as long.
 */
const ALONE = 200_000;
/**
 * With worker threads: components after which the workers are started, so that they have loaded
 * (about 0.1 s) by the hand-over at {@link ALONE}; a start answered in between closes them unused.
 */
const PRESTART = 100_000;

/** What a kernel worker holds past the memory bound's WORKER_HEADROOM (measured: 13–18 MiB over a 300 MiB and a 1 GiB bound on two workers without it). */
const KERNEL_WORKER_EXTRA = 24 * 2 ** 20;

/** Where `--threads` sends the workers: the worker file and the bytes of all their tables. */
export interface KernelThreads {
  readonly threads: number;
  readonly workerFile: () => string;
}

interface KernelOptions {
  json?: true;
  memory?: string;
  table?: string;
  saveEvery?: string;
  engine?: string;
}

/** The start the kernel searches, or undefined when `--engine` and the start leave it to the JavaScript search (a refusal is a `fail` line). */
function kernelStartFor(face: SearchFace, args: string[], opts: KernelOptions, fail: (m: string) => never): KernelStart | undefined {
  const engine = opts.engine ?? "auto";
  if (!(ENGINES as readonly string[]).includes(engine)) fail(`--engine: one of ${ENGINES.join(", ")}, not "${engine}"`);
  if (engine === "js") return undefined;
  if (kernelModule() === undefined) {
    // no module at hand (not built, or a Node before 20.16 without process.getBuiltinModule): auto searches in JavaScript
    if (engine === "auto") return undefined;
    fail("--engine kernel: the search kernel (dist/search/kernel/kernel.wasm) is not at hand: run npm run build (it needs Node 20.16 or later)");
  }
  let start: KernelStart | undefined;
  try {
    start = face.kernel?.(args);
  } catch (e) {
    if (e instanceof GrundyError) return fail(e.message);
    throw e;
  }
  if (start === undefined) {
    if (engine === "kernel")
      fail(
        `--engine kernel: the kernel takes starts of at most ${KERNEL_MAX_VERTICES} cells or vertices whose value theory does not give${face.kernel === undefined ? " (this game has no kernel start)" : ""}`,
      );
    return undefined;
  }
  // auto: the JavaScript search where it takes the start, unless the kernel goes first on this game
  if (engine === "auto" && start.kernelFirst !== true && javascriptStart(face.read, args) !== undefined) return undefined;
  return start;
}

/**
 * Solves the start with the kernel when `--engine` and the start allow it (true: answered or
 * failed with a message); false leaves it to the JavaScript search. `tableBytes` is the table
 * the memory bound leaves (solveSearch.ts computes it).
 */
export async function solveByKernel(
  name: string,
  face: SearchFace,
  args: string[],
  opts: KernelOptions,
  tableBytes: number,
  threads: KernelThreads,
  fail: (m: string) => never,
): Promise<boolean> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const start = kernelStartFor(face, args, opts, fail);
  if (start === undefined) return false;
  const saveEvery = 1000 * Number(opts.saveEvery ?? 60);
  if (!(saveEvery > 0)) fail(`--save-every: a number of seconds above 0, not "${opts.saveEvery}"`);
  const command = `grundy solve ${name}`;
  // a kernel worker holds more than a JavaScript one besides its table (its instance's arrays, the entries it shares)
  if (threads.threads > 1) tableBytes = Math.max(2 ** 20, tableBytes - threads.threads * KERNEL_WORKER_EXTRA);
  const kernel = new SearchKernel(start.graph, start.game, { tableBytes: tableBytes / threads.threads });
  const status = new Status();
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.on("SIGINT", onSigint);
  let started: StartedWorkers | undefined;
  try {
    const file =
      opts.table === undefined ? undefined : openKernelTable(opts.table, start.graph, start.game, kernel, () => status.update(`${command}: reading ${opts.table}`, true));
    const earlier = file?.earlier ?? 0;
    let saved = performance.now();
    const q = kernel.query();
    const parallel = threads.threads > 1;
    while (!q.step(SLICE)) {
      if (parallel && started === undefined && kernel.positions >= PRESTART) started = new StartedWorkers(threads.workerFile(), threads.threads, true);
      if (parallel && kernel.positions >= ALONE) {
        q.abandon();
        const spec = { game: name, args, engine: "kernel", kernelStart: { graph: start.graph, game: start.game } } as const;
        const worker = { file: threads.workerFile(), spec, started };
        const r = await onWorkers(kernel, start, { threads: threads.threads, worker, tableBytes }, status, command, t0, () => interrupted);
        status.clear();
        if (r.kind === "interrupted") {
          process.stderr.write(`${command}: interrupted after ${group(r.positions)} positions (--table FILE, which keeps the work, needs --threads 1)\n`);
          process.exitCode = 130;
          return true;
        }
        if (r.kind !== "solved") return true;
        const solved = { game: name, label: start.label, value: r.value, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
        printSolved({ ...solved, positions: r.positions, earlier: 0, tableFile: undefined, table: r.table, threads: r.threads }, opts.json === true);
        return true;
      }
      const seconds = (performance.now() - t0) / 1000;
      const t = kernel.table;
      if (file !== undefined && (interrupted || performance.now() - saved >= saveEvery)) {
        status.update(`${command}: saving the table to ${file.path}`, true);
        file.save(kernel.positions);
        saved = performance.now();
      }
      if (interrupted) {
        status.clear();
        const kept = file !== undefined ? `; the table is saved in ${file.path}: the same command resumes from it` : " (give --table FILE to keep the work)";
        process.stderr.write(`${command}: interrupted after ${group(kernel.positions)} positions${kept}\n`);
        process.exitCode = 130;
        return true;
      }
      status.update(
        `${command}: ${group(kernel.positions)} positions searched by the kernel, table ${((100 * t.filled) / t.slots).toFixed(1)}% of ${group(t.slots)} slots, ${seconds.toFixed(0)} s`,
      );
      await new Promise((r) => setImmediate(r));
    }
    file?.save(kernel.positions);
    status.clear();
    const t = kernel.table;
    const table = { filled: t.filled, slots: t.slots, maxSlots: t.maxSlots, replaced: t.replaced };
    const solved = { game: name, label: start.label, value: q.result!, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
    printSolved({ ...solved, positions: kernel.positions, earlier, tableFile: opts.table, table, threads: 1 }, opts.json === true);
  } catch (e) {
    if (e instanceof GrundyError) return fail(e.message);
    throw e;
  } finally {
    process.off("SIGINT", onSigint);
    status.clear();
    // workers started for a hand-over that did not come (a pool that adopted them has closed them)
    started?.close();
  }
  return true;
}

/** The rest of a threaded run, after this thread's stretch alone: the parallel search of the kernel's family, the workers on the kernel. */
async function onWorkers(
  kernel: SearchKernel,
  start: KernelStart,
  r: { threads: number; worker: { file: string; spec: SearchSpec; started?: StartedWorkers | undefined }; tableBytes: number },
  status: Status,
  command: string,
  t0: number,
  interrupted: () => boolean,
): Promise<SearchRunResult> {
  const seed = kernel.tableWords();
  const abort = new AbortController();
  const poll = setInterval(() => interrupted() && abort.abort(), 100);
  try {
    const family = new KernelFamily(kernel, `kernel/1 ${start.game} ${start.label}`);
    return await runOnWorkers(
      {
        ...r,
        // the workers' tables have what this thread's table does not hold: one shared table when they can
        sharedTable: sharedKernelTableFor(r.threads, r.tableBytes - kernel.table.slots * 16 - SHARED_FILTER_BYTES, seed.length / 4),
        signal: abort.signal,
        onProgress: (e) => {
          if (e.kind !== "searching") return;
          const seconds = ((performance.now() - t0) / 1000).toFixed(0);
          status.update(`${command}: ${group(e.positions)} positions searched by the kernel on ${e.threads} threads, ${seconds} s`);
        },
      },
      family,
      { lo: 0xffffffff, hi: 0xffffffff },
      kernel.positions,
      seed,
    );
  } finally {
    clearInterval(poll);
  }
}
