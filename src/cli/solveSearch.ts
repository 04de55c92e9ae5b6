// `grundy solve <game> …` for every game whose record has a search face (Family.search): the
// nimber of one large position by the search (src/search/run.ts), with a progress line, a
// memory bound and a table file to resume from (docs/large-position-search.md). This file
// parses the options, prints and maps Ctrl-C; the run is the search floor's.
import { existsSync, readFileSync } from "node:fs";
import { totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import type { Command } from "@commander-js/extra-typings";
import { GrundyError } from "../errors.js";
import type { Family } from "../games/family.js";
import type { SearchFace } from "../games/searchFace.js";
import { runSearch, SearchMemoryError, type SearchProgress, type SearchRunResult } from "../search/run.js";
import { SEARCH_HEADROOM, tableBytesWithin, WORKER_HEADROOM } from "../search/memoryBound.js";
import { BUCKET_BYTES, MAX_BUCKETS } from "../search/transpositionTable.js";
import { group, mib } from "../_internals/counts.js";
import { cpuSeconds, printSolved, printTheory } from "./solveReport.js";
import { Status } from "./statusLine.js";
import { failFor } from "./errorLine.js";
import { ENGINES, solveByKernel } from "./solveKernel.js";

/** The default memory bound of the whole process: an eighth of the machine's memory, at most 1 GiB. */
const defaultMemory = (): number => Math.min(2 ** 30, Math.floor(totalmem() / 8));
/**
 * Threads when --threads is not given: one. bench/search.ts measures 1 against 2 on this
 * 2-core machine: on the kernel, 2 threads took 0.71–0.99 of one thread's speed on the boards
 * of a second or two (3 × 13 … 4 × 9) and ran 1.18–2.08 times faster on those of 10 s or more
 * (docs/large-position-search.md, "Measured"): a gain on long searches only, asked for.
 */
const DEFAULT_THREADS = 1;

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

/** The worker script, from the built files (a run from the TypeScript sources uses dist/ too). */
function searchWorkerFile(): string {
  const here = import.meta.url.endsWith(".ts") ? new URL("../../dist/cli/searchWorker.js", import.meta.url) : new URL("./searchWorker.js", import.meta.url);
  const path = fileURLToPath(here);
  if (!existsSync(path)) throw new GrundyError(`--threads: the search worker ${path} is missing (run npm run build, or give --threads 1)`);
  return path;
}

interface Options {
  json?: true;
  memory?: string;
  table?: string;
  saveEvery: string;
  threads?: string;
  engine?: string;
}

/** The arguments as the face reads them: a `file` argument naming an existing file replaced by its text. */
function resolvedArgs(face: SearchFace, args: readonly string[]): string[] {
  return args.map((text, i) => {
    const path = text.trim();
    return face.arguments[i]?.file === true && path !== "" && existsSync(path) ? readFileSync(path, "utf8").trim() : text;
  });
}

/** The progress line of an event. */
function progressLine(name: string, e: SearchProgress, threads: number, t0: number): string {
  if (e.kind === "reading") return `${name}: reading ${e.file}`;
  const seconds = (performance.now() - t0) / 1000;
  const rate = `${group(e.positions / Math.max(seconds, 1e-3))}/s`;
  if (e.alone) return `${name}: ${group(e.positions)} positions searched on 1 thread before starting ${threads} (${rate}), ${seconds.toFixed(0)} s`;
  const fill = `${((100 * e.filled) / e.slots).toFixed(1)}% of ${group(e.slots)} slots`;
  if (e.threads === 1) return `${name}: ${group(e.positions)} positions searched (${rate}), table ${fill}, ${seconds.toFixed(0)} s`;
  return `${name}: ${group(e.positions)} positions searched on ${e.threads} threads (${rate}), ${e.slots === 0 ? "starting" : `tables ${fill}`}, ${seconds.toFixed(0)} s`;
}

/** The threads asked for, checked. */
function threadsOf(opts: Options, fail: (m: string) => never): number {
  const threads = opts.threads === undefined ? DEFAULT_THREADS : /^\s*\d{1,3}\s*$/.test(opts.threads) ? Number(opts.threads) : 0;
  if (threads < 1 || threads > 64) fail(`--threads: a whole number of threads from 1 to 64, not "${opts.threads}"`);
  if (threads > 1 && opts.table !== undefined) fail("--table needs --threads 1 (a table file holds one search's table; the workers keep one each)");
  return threads;
}

async function run(record: Family, face: SearchFace, typed: string[], opts: Options): Promise<void> {
  const name = `grundy solve ${record.name}`;
  const fail = failFor(name);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const args = resolvedArgs(face, typed);
  const memory = opts.memory === undefined ? defaultMemory() : parseMemory(opts.memory, fail);
  const threads = threadsOf(opts, fail);
  // the WebAssembly kernel (./solveKernel.ts) first: a start of at most 64 cells or vertices
  const kernelBytes = tableBytesWithin(memory, process.memoryUsage().rss, threads);
  if (kernelBytes > 0 && (await solveByKernel(record.name, face, args, opts, kernelBytes, { threads, workerFile: searchWorkerFile }, fail))) return;
  const start = face.read(args);
  const saveEvery = Number(opts.saveEvery);
  if (!(saveEvery > 0)) fail(`--save-every: a number of seconds above 0, not "${opts.saveEvery}"`);
  const status = new Status();
  const interrupt = new AbortController();
  const onSigint = () => interrupt.abort();
  process.on("SIGINT", onSigint);
  let result: SearchRunResult;
  try {
    result = await runSearch({
      family: start.family,
      position: start.position,
      memory,
      threads,
      ...(threads > 1 ? { worker: { file: searchWorkerFile(), spec: { game: record.name, args } } } : {}),
      ...(opts.table !== undefined ? { tableFile: opts.table } : {}),
      saveEvery,
      signal: interrupt.signal,
      onProgress: (e) => status.update(progressLine(name, e, threads, t0), e.kind === "reading"),
    });
  } catch (e) {
    if (!(e instanceof SearchMemoryError)) throw e;
    const workers = e.threads > 1 ? ` and ${mib(WORKER_HEADROOM)} a worker` : "";
    return fail(
      `--memory ${opts.memory ?? mib(memory)}: too little for the whole process, which holds ${mib(e.resident)} before its table and needs ${mib(SEARCH_HEADROOM)} more to search${workers}: give at least ${mib(e.least)}`,
    );
  } finally {
    process.off("SIGINT", onSigint);
    status.clear();
  }
  const label = record.print(start.position);
  const timing = { seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSeconds(cpu0) };
  if (result.kind === "theory") return printTheory({ game: record.name, label, value: result.value, reason: start.theoryReason(), ...timing }, opts.json === true);
  if (result.kind === "interrupted") {
    const kept = result.tableSaved
      ? `; the table is saved in ${opts.table}: the same command resumes from it`
      : threads > 1
        ? " (--table FILE, which keeps the work, needs --threads 1)"
        : " (give --table FILE to keep the work)";
    process.stderr.write(`${name}: interrupted after ${group(result.positions)} positions${kept}\n`);
    process.exitCode = 130;
    return;
  }
  const { value, positions, earlier, table } = result;
  printSolved({ game: record.name, label, value, ...timing, positions, earlier, tableFile: opts.table, table, threads: result.threads }, opts.json === true);
}

/** The help after the options: the method and the face's examples. */
function helpAfter(face: SearchFace): string {
  return [
    "",
    "The search asks 'is the value k?' for k = 0, 1, … with Beling and Rogalski's pruning, splitting",
    "positions into components combined by nim-sum (docs/large-position-search.md). A run killed",
    "or interrupted resumes from its --table file and does not redo the saved work. A start whose",
    "value theory gives (a closed form of the game) is answered with no search: method theory.",
    "",
    "Examples:",
    ...face.examples.map((e) => `  ${e}`),
    "",
  ].join("\n");
}

/** Adds one subcommand of `grundy solve` for each record with a search face. */
export function addSearchCommands(solve: Command, records: readonly Family[]): void {
  for (const record of records) {
    const face = record.search as SearchFace | undefined;
    if (face === undefined) continue;
    const cmd = solve.command(record.name).description(face.description);
    for (const a of face.arguments) cmd.argument(a.name, a.description);
    cmd
      .option("--json", "print the answer as JSON (value, seconds, positions, peakRssBytes, …)")
      .option(
        "--memory <size>",
        `the bound of the whole process's memory (its peak RSS), e.g. 2GiB or 512MiB: the table gets what the process and the search's work leave (default: an eighth of this machine's memory, at most 1 GiB: ${mib(defaultMemory())})`,
      )
      .option("--table <file>", "save the table to file (every --save-every seconds, at the end and on Ctrl-C) and resume from it when it exists")
      .option("--save-every <seconds>", "seconds between saves of --table", "60")
      .option("--threads <n>", `worker threads searching the start's options (default ${DEFAULT_THREADS}; more than 1 without --table only; either engine)`)
      .option(
        "--engine <name>",
        `${ENGINES.join(", ")}: the WebAssembly kernel (a start of at most 64 cells or vertices; auto: where the game prefers it, and where the JavaScript search cannot go) or the JavaScript search`,
        "auto",
      )
      .addHelpText("after", helpAfter(face))
      .action(async (...xs: unknown[]) => {
        const args = xs.slice(0, face.arguments.length) as string[];
        try {
          await run(record, face, args, xs[face.arguments.length] as Options);
        } catch (e) {
          if (e instanceof GrundyError && !e.message.startsWith("grundy")) failFor(`grundy solve ${record.name}`)(e.message);
          throw e;
        }
      });
  }
}
