// `grundy solve cram|nodekayles … --engine kernel|js|auto`: the start searched by the
// WebAssembly kernel (src/search/kernel) when it fits 64 cells or vertices. solveSearch.ts
// asks {@link solveByKernel} first; false sends the start on to the JavaScript search.
import { existsSync, readFileSync } from "node:fs";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import { Args } from "../games/args.js";
import { printGraph } from "../games/graphKayles/_internals/readGraph.js";
import { nodeKaylesFamily } from "../games/graphKayles/nodeFamily.js";
import type { SearchableGame } from "../games/searchable.js";
import { KERNEL_MAX_VERTICES, type KernelGame, type KernelGraph, SearchKernel } from "../search/kernel/kernel.js";
import { theoryValue } from "../search/theoryValue.js";
import { group } from "./counts.js";
import { cpuSeconds, printSolved } from "./solveReport.js";
import { Status } from "./statusLine.js";

/** The engines `--engine` names: auto (the kernel where the JavaScript search cannot go, else the JavaScript search), kernel, js. */
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

/** A start for the kernel: the graph, the game, how it prints, and whether the JavaScript search can take it. */
interface KernelStart {
  graph: KernelGraph;
  game: KernelGame;
  label: string;
  javascriptTakes: boolean;
}

/** The rows × columns grid, vertex r·columns + c. */
function gridGraph(rows: number, columns: number): KernelGraph {
  const edges: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      if (c + 1 < columns) edges.push([r * columns + c, r * columns + c + 1]);
      if (r + 1 < rows) edges.push([r * columns + c, (r + 1) * columns + c]);
    }
  return { n: rows * columns, edges, grid: { rows, columns } };
}

/** The graph as a grid when its edges are exactly those of a rows × columns grid (rows ≥ 2), so that the kernel uses its symmetries. */
function asGrid(n: number, edges: readonly (readonly [number, number])[]): KernelGraph {
  const key = (u: number, v: number) => (u < v ? u * n + v : v * n + u);
  const have = new Set(edges.map(([u, v]) => key(u, v)));
  for (let columns = 2; columns < n; columns++) {
    if (n % columns !== 0) continue;
    const g = gridGraph(n / columns, columns);
    if (g.edges.length === have.size && g.edges.every(([u, v]) => have.has(key(u, v)))) return g;
  }
  return { n, edges };
}

function readStart(game: SearchableGame, args: string[]): KernelStart | undefined {
  if (game.name === "cram") {
    const rows = parseNaturalInRange(args[0] ?? "", 1, 4096, "a number of rows");
    const columns = parseNaturalInRange(args[1] ?? "", 1, 4096, "a number of columns");
    if (rows < 2 || columns < 2 || rows * columns > KERNEL_MAX_VERTICES) return undefined;
    // a start theory values (a symmetric board, …) goes to the JavaScript side, which says why
    if (Math.max(rows, columns) <= 31) {
      const s = game.read(args);
      if (theoryValue(s.family, s.position) >= 0) return undefined;
    }
    return { graph: gridGraph(rows, columns), game: "arckayles", label: `cram(${rows},${columns})`, javascriptTakes: Math.max(rows, columns) <= 31 };
  }
  if (game.name === "nodekayles") {
    let text = (args[0] ?? "").trim();
    if (text !== "" && !text.includes(";") && !text.includes("(") && existsSync(text)) text = readFileSync(text, "utf8").trim();
    if (!/^nodekayles\s*\(/i.test(text)) text = `nodekayles(${text})`;
    const expression = parseExpression(text, "a graph nodekayles(n; u,v …)");
    if (expression.terms.length !== 1) throw new InputError("one graph", text);
    const p = nodeKaylesFamily.read(new Args(expression.terms[0]!, nodeKaylesFamily.usage));
    if (p.n === 0 || p.n > KERNEL_MAX_VERTICES || p.removed.length > 0) return undefined;
    return { graph: asGrid(p.n, p.edges), game: "nodekayles", label: printGraph("nodekayles", p), javascriptTakes: p.n <= 32 };
  }
  return undefined;
}

/**
 * Solves the start with the kernel when `--engine` and the start allow it (true: answered or
 * failed with a message); false leaves it to the JavaScript search. `tableBytes` is the table
 * the memory bound leaves (solveSearch.ts computes it).
 */
export async function solveByKernel(game: SearchableGame, args: string[], opts: KernelOptions, tableBytes: number, fail: (m: string) => never): Promise<boolean> {
  const engine = opts.engine ?? "auto";
  if (!(ENGINES as readonly string[]).includes(engine)) fail(`--engine: one of ${ENGINES.join(", ")}, not "${engine}"`);
  if (engine === "js") return false;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let start: KernelStart | undefined;
  try {
    start = readStart(game, args);
  } catch (e) {
    if (e instanceof GrundyError) return fail(e.message);
    throw e;
  }
  if (start === undefined) {
    if (engine === "kernel")
      fail(`--engine kernel: the kernel takes Cram boards and Node Kayles graphs of at most ${KERNEL_MAX_VERTICES} cells or vertices whose value theory does not give`);
    return false;
  }
  if (engine === "auto" && start.javascriptTakes) return false;
  if (opts.table !== undefined) fail("--table is the JavaScript search's (give --engine js, on at most 32 vertices); the kernel keeps its table in memory");
  if (opts.threads !== undefined && opts.threads.trim() !== "1") fail("--threads: the kernel searches on one thread");
  const name = `grundy solve ${game.name}`;
  const kernel = new SearchKernel(start.graph, start.game, { tableBytes });
  const status = new Status();
  try {
    const q = kernel.query();
    while (!q.step(SLICE)) {
      const seconds = (performance.now() - t0) / 1000;
      const t = kernel.table;
      status.update(
        `${name}: ${group(kernel.positions)} positions searched by the kernel, table ${((100 * t.filled) / t.slots).toFixed(1)}% of ${group(t.slots)} slots, ${seconds.toFixed(0)} s`,
      );
      await new Promise((r) => setImmediate(r));
    }
    status.clear();
    const t = kernel.table;
    const table = { filled: t.filled, slots: t.slots, maxSlots: t.maxSlots, replaced: t.replaced };
    const solved = { game: game.name, label: start.label, value: q.result!, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
    printSolved({ ...solved, positions: kernel.positions, earlier: 0, tableFile: undefined, table, threads: 1 }, opts.json === true);
  } catch (e) {
    if (e instanceof GrundyError) return fail(e.message);
    throw e;
  } finally {
    status.clear();
  }
  return true;
}
