// `grundy solve cram <rows> <columns>`, `grundy solve nodekayles <graph>`: the nimber of one
// large position by the search (src/search), with a progress line, a memory bound and a
// table file to resume from (docs/large-position-search.md).
import { existsSync } from "node:fs";
import { totalmem } from "node:os";
import type { Command } from "@commander-js/extra-typings";
import { GrundyError } from "../errors.js";
import { SEARCHABLE_GAMES, type SearchableGame } from "../games/searchable.js";
import { NimberSearch } from "../search/nimberSearch.js";
import { ALL } from "../search/nimberSet.js";
import { leastBound, SEARCH_HEADROOM, tableBytesWithin, WORKER_HEADROOM } from "../search/memoryBound.js";
import { loadTable, saveTable } from "../search/tableFile.js";
import { theoryValue } from "../search/theoryValue.js";
import { BUCKET_BYTES, MAX_BUCKETS, TranspositionTable } from "../search/transpositionTable.js";
import { ValueQuery } from "../search/valueQuery.js";
import { group, mib } from "./counts.js";
import { cpuSeconds, printSolved, printTheory } from "./solveReport.js";
import { solveThreads } from "./solveThreads.js";
import { Status } from "./statusLine.js";
import { failFor } from "./errorLine.js";
import { ENGINES, solveByKernel } from "./solveKernel.js";

/** The default memory bound of the whole process: an eighth of the machine's memory, at most 1 GiB. */
const defaultMemory = (): number => Math.min(2 ** 30, Math.floor(totalmem() / 8));
/**
 * Threads when --threads is not given: one. bench/search.ts measures 1 against 2 on this
 * shared 2-core machine: the wall-time speedup of 2 ranged from 0.47 to 1.87 over 3 × 13,
 * 3 × 14, 4 × 9 and 5 × 8 (docs/large-position-search.md), not a gain to count on.
 */
const DEFAULT_THREADS = 1;
/** Components expanded between two looks at the clock (signals, progress, saves). */
const SLICE = 20_000;

const UNITS: Record<string, number> = { "": 1, b: 1, k: 2 ** 10, kb: 2 ** 10, kib: 2 ** 10, m: 2 ** 20, mb: 2 ** 20, mib: 2 ** 20, g: 2 ** 30, gb: 2 ** 30, gib: 2 ** 30 };

/** Reads a memory size such as `2GiB`, `512MiB` or `1000000` (bytes). */
function parseMemory(text: string, fail: (m: string) => never): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m ? UNITS[m[2]!.toLowerCase()] : undefined;
  if (!m || unit === undefined) return fail(`--memory: a size such as 2GiB, 512MiB or a number of bytes, not "${text}"`);
  const bytes = Number(m[1]) * unit;
  if (bytes > MAX_BUCKETS * BUCKET_BYTES) return fail(`--memory: at most ${(MAX_BUCKETS * BUCKET_BYTES) / 2 ** 30} GiB, not "${text}"`);
  return bytes;
}

interface Options {
  json?: true;
  memory?: string;
  table?: string;
  saveEvery: string;
  threads?: string;
  engine?: string;
}

async function run(game: SearchableGame, args: string[], opts: Options): Promise<void> {
  const name = `grundy solve ${game.name}`;
  const fail = failFor(name);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  // ---- the WebAssembly kernel (issue 30, ./solveKernel.ts): a start of at most 64 cells or vertices ----
  const kernelBytes = tableBytesWithin(opts.memory === undefined ? defaultMemory() : parseMemory(opts.memory, fail), process.memoryUsage().rss, 1);
  if (kernelBytes > 0 && (await solveByKernel(game, args, opts, kernelBytes, fail))) return;
  // ---- the JavaScript search ----
  let start: ReturnType<SearchableGame["read"]>;
  try {
    start = game.read(args);
  } catch (e) {
    if (e instanceof GrundyError) return fail(e.message);
    throw e;
  }
  const memory = opts.memory === undefined ? defaultMemory() : parseMemory(opts.memory, fail);
  const saveEvery = Number(opts.saveEvery);
  if (!(saveEvery > 0)) fail(`--save-every: a number of seconds above 0, not "${opts.saveEvery}"`);
  const threads = opts.threads === undefined ? DEFAULT_THREADS : /^\s*\d{1,3}\s*$/.test(opts.threads) ? Number(opts.threads) : 0;
  if (threads < 1 || threads > 64) fail(`--threads: a whole number of threads from 1 to 64, not "${opts.threads}"`);
  if (threads > 1 && opts.table !== undefined) fail("--table needs --threads 1 (a table file holds one search's table; the workers keep one each)");
  const theory = theoryValue(start.family, start.position);
  if (theory >= 0) {
    const reason = start.theoryReason();
    const solved = { game: game.name, label: start.label, value: theory, reason, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
    return printTheory(solved, opts.json === true);
  }
  // the bound is the whole process's: the table gets what the process and the search's headroom leave
  const resident = process.memoryUsage().rss;
  const tableBytes = tableBytesWithin(memory, resident, threads);
  if (tableBytes < 0)
    fail(
      `--memory ${opts.memory ?? mib(memory)}: too little for the whole process, which holds ${mib(resident)} before its table and needs ${mib(SEARCH_HEADROOM)} more to search${threads > 1 ? ` and ${mib(WORKER_HEADROOM)} a worker` : ""}: give at least ${mib(leastBound(resident, threads))}`,
    );
  if (threads > 1) return solveThreads({ name, game, args, start, threads, memory: tableBytes, json: opts.json === true, status: new Status(), t0, cpu0 });
  const table = TranspositionTable.forMemory(tableBytes);
  const status = new Status();
  let earlier = 0;
  if (opts.table !== undefined && existsSync(opts.table)) {
    status.update(`${name}: reading ${opts.table}`, true);
    try {
      earlier = loadTable(opts.table, start.family.tableId, table, start.family.transient).positions;
    } catch (e) {
      if (e instanceof GrundyError) return fail(e.message);
      throw e;
    } finally {
      status.clear();
    }
  }
  const search = new NimberSearch(start.family, table);
  const save = () => {
    if (opts.table === undefined) return;
    try {
      saveTable(opts.table, start.family.tableId, table, earlier + search.nodes, start.family.transient);
    } catch (e) {
      if (e instanceof GrundyError) fail(e.message);
      throw e;
    }
  };
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.on("SIGINT", onSigint);
  let lastSave = performance.now();
  try {
    const q = new ValueQuery(search, start.position, ALL);
    while (!q.step(SLICE)) {
      const now = performance.now();
      const seconds = (now - t0) / 1000;
      status.update(
        `${name}: ${group(search.nodes)} positions searched (${group(search.nodes / Math.max(seconds, 1e-3))}/s), table ${((100 * table.filled) / table.slots).toFixed(1)}% of ${group(table.slots)} slots, ${seconds.toFixed(0)} s`,
      );
      if (now - lastSave >= saveEvery * 1000) {
        save();
        lastSave = performance.now();
      }
      await new Promise((r) => setImmediate(r));
      if (interrupted) {
        status.clear();
        save();
        process.stderr.write(
          `${name}: interrupted after ${group(search.nodes)} positions${opts.table ? `; the table is saved in ${opts.table}: the same command resumes from it` : " (give --table FILE to keep the work)"}\n`,
        );
        process.exitCode = 130;
        return;
      }
    }
    status.clear();
    save();
    const t = { filled: table.filled, slots: table.slots, maxSlots: table.maxSlots, replaced: table.replaced };
    const solved = { game: game.name, label: start.label, value: q.result!, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
    printSolved({ ...solved, positions: search.nodes, earlier, tableFile: opts.table, table: t, threads: 1 }, opts.json === true);
  } finally {
    process.off("SIGINT", onSigint);
    status.clear();
  }
}

/** Adds one subcommand of `grundy solve` per searchable game. */
export function addSearchCommands(solve: Command): void {
  for (const game of SEARCHABLE_GAMES) {
    const cmd = solve.command(game.name).description(game.description);
    for (const a of game.arguments) cmd.argument(a.name, a.description);
    cmd
      .option("--json", "print the answer as JSON (value, seconds, positions, peakRssBytes, …)")
      .option(
        "--memory <size>",
        `the bound of the whole process's memory (its peak RSS), e.g. 2GiB or 512MiB: the table gets what the process and the search's work leave (default: an eighth of this machine's memory, at most 1 GiB: ${mib(defaultMemory())})`,
      )
      .option("--table <file>", "save the table to file (every --save-every seconds, at the end and on Ctrl-C) and resume from it when it exists")
      .option("--save-every <seconds>", "seconds between saves of --table", "60")
      .option("--threads <n>", `worker threads searching the start's options (default ${DEFAULT_THREADS}; more than 1 without --table only)`)
      .option(
        "--engine <name>",
        `${ENGINES.join(", ")}: the WebAssembly kernel (a start of at most 64 cells or vertices; auto: where the JavaScript search cannot go) or the JavaScript search`,
        "auto",
      )
      .addHelpText(
        "after",
        [
          "",
          "The search asks 'is the value k?' for k = 0, 1, … with Beling and Rogalski's pruning, splitting",
          "positions into components combined by nim-sum (docs/large-position-search.md). A run killed",
          "or interrupted resumes from its --table file and does not redo the saved work. A start whose",
          "value theory gives (a closed form of the game) is answered with no search: method theory.",
          "",
          "Examples:",
          ...game.examples.map((e) => `  ${e}`),
          "",
        ].join("\n"),
      )
      .action(async (...xs: unknown[]) => {
        const args = xs.slice(0, game.arguments.length) as string[];
        await run(game, args, xs[game.arguments.length] as Options);
      });
  }
}
