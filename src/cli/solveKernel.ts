// `grundy solve <game> … --engine kernel|js|auto`: the start searched by the WebAssembly kernel
// (src/search/kernel) when the record's search face gives a kernel start (at most 64 cells or
// vertices). solveSearch.ts asks {@link solveByKernel} first; false sends the start on to the
// JavaScript search.
import { GrundyError } from "../errors.js";
import { javascriptStart, type KernelStart, type SearchFace } from "../games/searchFace.js";
import { KERNEL_MAX_VERTICES, SearchKernel } from "../search/kernel/kernel.js";
import { group } from "../_internals/counts.js";
import { cpuSeconds, printSolved } from "./solveReport.js";
import { Status } from "./statusLine.js";

/** The engines `--engine` names: auto (the kernel where the JavaScript search cannot go or where the start says the kernel goes first, else the JavaScript search), kernel, js. */
export const ENGINES = ["auto", "kernel", "js"] as const;
/** Components expanded between two looks at the clock (progress, Ctrl-C). */
const SLICE = 200_000;

interface KernelOptions {
  json?: true;
  memory?: string;
  table?: string;
  threads?: string;
  engine?: string;
}

/**
 * Solves the start with the kernel when `--engine` and the start allow it (true: answered or
 * failed with a message); false leaves it to the JavaScript search. `tableBytes` is the table
 * the memory bound leaves (solveSearch.ts computes it).
 */
export async function solveByKernel(name: string, face: SearchFace, args: string[], opts: KernelOptions, tableBytes: number, fail: (m: string) => never): Promise<boolean> {
  const engine = opts.engine ?? "auto";
  if (!(ENGINES as readonly string[]).includes(engine)) fail(`--engine: one of ${ENGINES.join(", ")}, not "${engine}"`);
  if (engine === "js") return false;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
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
    return false;
  }
  // auto: the JavaScript search where it takes the start, unless the kernel goes first on this game and
  // nothing asks for what only the JavaScript search has (a table file, threads)
  const jsOnly = opts.table !== undefined || (opts.threads !== undefined && opts.threads.trim() !== "1");
  if (engine === "auto" && (start.kernelFirst !== true || jsOnly) && javascriptStart(face.read, args) !== undefined) return false;
  if (opts.table !== undefined) fail("--table is the JavaScript search's (give --engine js, on at most 32 vertices); the kernel keeps its table in memory");
  if (opts.threads !== undefined && opts.threads.trim() !== "1") fail("--threads: the kernel searches on one thread");
  const command = `grundy solve ${name}`;
  const kernel = new SearchKernel(start.graph, start.game, { tableBytes });
  const status = new Status();
  try {
    const q = kernel.query();
    while (!q.step(SLICE)) {
      const seconds = (performance.now() - t0) / 1000;
      const t = kernel.table;
      status.update(
        `${command}: ${group(kernel.positions)} positions searched by the kernel, table ${((100 * t.filled) / t.slots).toFixed(1)}% of ${group(t.slots)} slots, ${seconds.toFixed(0)} s`,
      );
      await new Promise((r) => setImmediate(r));
    }
    status.clear();
    const t = kernel.table;
    const table = { filled: t.filled, slots: t.slots, maxSlots: t.maxSlots, replaced: t.replaced };
    const solved = { game: name, label: start.label, value: q.result!, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
    printSolved({ ...solved, positions: kernel.positions, earlier: 0, tableFile: undefined, table, threads: 1 }, opts.json === true);
  } catch (e) {
    if (e instanceof GrundyError) return fail(e.message);
    throw e;
  } finally {
    status.clear();
  }
  return true;
}
