// `grundy seq <game…>`: Grundy sequences of heap games, their periods and rare values.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { type Command, Option } from "@commander-js/extra-typings";
import cliProgress from "cli-progress";
import { parseNaturalInRange } from "../arith/bigint.js";
import { InputError } from "../errors.js";
import { FAMILIES } from "../games/registry.js";
import { FIRST_HEAP_GAME } from "../games/examples.js";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { expandCodePattern } from "../heap/takeAndBreak.js";
import { analyzeHeapGame, type AnalyzeOptions } from "../sequence/analyze.js";
import { MAX_SEQUENCE_LENGTH } from "../sequence/values.js";
import { checkSequenceWork } from "../sequence/work.js";
import { formatReport, rowStream, summaryRow, valueChunks, type RowStream, type SummaryRow } from "../sequence/format.js";
import { GAME_SEQUENCE_DEFAULT_TO } from "../sequence/gameSequence.js";
import { readSeqGame, seqFamilies, seqReport } from "./seqGames.js";
import type { SeqJob } from "./seqWorker.js";

type Format = "text" | "json" | "csv" | "bfile";

/** A long run: the progress bar appears once this many milliseconds have passed. */
const BAR_AFTER_MS = 1000;

/** Parses `--shard i/n` (1 ≤ i ≤ n). */
function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !(count >= 1 && index >= 1 && index <= count && count <= 1_000_000)) {
    throw new InputError("a shard i/n with 1 ≤ i ≤ n for --shard (for example 2/8)", text);
  }
  return { index, count };
}

const parseTo = (text: string): number => parseNaturalInRange(text, 0, MAX_SEQUENCE_LENGTH - 1, "a heap size for --to");
const parseJobs = (text: string): number => parseNaturalInRange(text, 1, 256, "a number of workers for --jobs");

/** A progress bar on stderr that appears only on a terminal, and only once a run is long. */
class LazyBar {
  private bar: cliProgress.SingleBar | null = null;
  private readonly start = Date.now();
  constructor(private readonly label: string) {}
  update(done: number, total: number): void {
    if (!process.stderr.isTTY) return;
    if (!this.bar) {
      if (Date.now() - this.start < BAR_AFTER_MS) return;
      this.bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: `${this.label} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}`, hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      );
      this.bar.start(total, done);
    }
    this.bar.setTotal(total);
    this.bar.update(done);
  }
  stop(): void {
    this.bar?.stop();
  }
}

/** The worker script, from the built files (a run from the TypeScript sources uses dist/ too). */
function workerFile(): string | null {
  const here = import.meta.url.endsWith(".ts") ? new URL("../../dist/cli/seqWorker.js", import.meta.url) : new URL("./seqWorker.js", import.meta.url);
  const path = fileURLToPath(here);
  return existsSync(path) ? path : null;
}

/** Analyses the games on `jobs` worker threads (in this thread when there is one job or no built worker). */
async function runAll(jobs: SeqJob[], workers: number, bar: LazyBar, onRow: (index: number, row: SummaryRow) => void): Promise<void> {
  const file = workerFile();
  let done = 0;
  if (workers <= 1 || jobs.length <= 1 || file === null) {
    for (const job of jobs) {
      const options: AnalyzeOptions = { method: job.method };
      if (job.to !== undefined) options.to = job.to;
      onRow(job.index, summaryRow(analyzeHeapGame(parseHeapGame(job.code), options)));
      bar.update(++done, jobs.length);
    }
    return;
  }
  const queue = jobs.slice();
  await Promise.all(
    Array.from(
      { length: Math.min(workers, jobs.length) },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(file);
          const next = (): void => {
            const job = queue.shift();
            if (job) worker.postMessage(job);
            else void worker.terminate().then(() => resolve());
          };
          worker.on("message", (msg: { index: number; row: SummaryRow }) => {
            onRow(msg.index, msg.row);
            bar.update(++done, jobs.length);
            next();
          });
          worker.on("error", reject);
          next();
        }),
    ),
  );
}

/**
 * Prints rows as they finish, in the order of the games: a row that finishes before those
 * above it waits for them (so a file gets the same order on any number of workers).
 */
function rowPrinter(stream: RowStream, count: number): { add: (index: number, row: SummaryRow) => void; end: () => void } {
  quietOnClosedPipe();
  const early = new Map<number, SummaryRow>();
  let next = 0;
  process.stdout.write(stream.head);
  return {
    add(index, row) {
      early.set(index, row);
      let out = "";
      for (let r = early.get(next); r !== undefined; r = early.get(next)) {
        early.delete(next);
        out += stream.row(r, next === 0);
        next++;
      }
      if (out) process.stdout.write(out);
    },
    end: () => process.stdout.write(stream.end(count > 0)),
  };
}

/** A game's code and name as its summary row will show them. */
function summaryRow0(code: string): { game: string; name: string } {
  const rules = parseHeapGame(code);
  return { game: rules.code, name: rules.name === rules.code ? "" : rules.name };
}

/** A reader that stops early (`| head`) ends the output quietly, as in other Unix tools. */
function quietOnClosedPipe(): void {
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
}

/** Writes chunks to stdout, waiting whenever it is full (a pipe to a slow reader). */
async function writeAll(chunks: Iterable<string>): Promise<void> {
  quietOnClosedPipe();
  for (const chunk of chunks) {
    if (!process.stdout.write(chunk)) await new Promise<void>((resolve) => process.stdout.once("drain", () => resolve()));
  }
}

/**
 * Registers `grundy seq` on the program.
 *
 * @param program - the root command
 */
export function registerSeqCommand(program: Command): void {
  program
    .command("seq")
    .summary("Grundy sequences of heap games: periods (proven or apparent), rare values")
    .description(
      `Grundy values of heap games: take-and-break codes (0.77, 4.007, hexadecimal 0.F), subtraction sets ({1,3,4}, all-but{2,3}), names (${FAMILIES.filter((f) => f.rules)
        .map((f) => f.name)
        .join(", ")}); period, preperiod, proof, rare values`,
    )
    .argument("<games...>", "codes, sets or names; a ? in a code stands for any octal digit (quote it: '0.??')")
    .option("--to <n>", "compute heaps 0 … n (default: enough to prove a period found early, else 65535)")
    .addOption(new Option("--format <format>", "output format").choices(["text", "json", "csv", "bfile"] as const).default("text" as const))
    .option("--shard <i/n>", "only the i-th of n interleaved parts of the list of games (for job arrays)")
    .option("--jobs <n>", "worker threads for several games (default: one per core)")
    .addOption(new Option("--method <method>", "how to compute").choices(["sparse", "naive"] as const).default("sparse" as const))
    .option(
      "--games <file>",
      "an ES module whose exports are game families (defineFamily): heap games by name; may be repeated",
      (f: string, all: string[]) => [...all, f],
      [] as string[],
    )
    .addHelpText(
      "after",
      `\nExamples:\n${FIRST_HEAP_GAME ? `  grundy seq ${FIRST_HEAP_GAME.name}\n` : ""}  grundy seq 0.6 --to 100000 --format bfile > b.txt\n  grundy seq '0.??' --format csv\n  grundy seq '4.???' --shard 3/16 --format csv\n  grundy seq --games ./my.mjs mygame --to 500\n
Your own heap game (--games): a family with heap rules (rules: parseHeapGame("0.137"),
or takeAndBreak/subtraction rules) is read by its name as the built-in ones are, with every
method and the periodicity proof; a family whose positions are single heaps (a call
name(n); positions a heap size, or a list of heap sizes for a move that splits a heap) is
computed from its moves by the naive method (heaps 0 … ${GAME_SEQUENCE_DEFAULT_TO} unless --to; the period is
apparent only: no theorem applies to a moves function), alone (not in a list).\n`,
    )
    .action(async (games, opts) => {
      const format = opts.format as Format;
      const to = opts.to !== undefined ? parseTo(opts.to) : undefined;
      const shard = opts.shard !== undefined ? parseShard(opts.shard) : undefined;
      const workers = opts.jobs !== undefined ? parseJobs(opts.jobs) : availableParallelism();
      const families = await seqFamilies(opts.games);
      const read = games.map((g) => (g.includes("?") ? null : readSeqGame(g, families)));
      const byMoves = read.find((g) => g?.kind === "family");
      const list = games.length > 1 || games.some((g) => g.includes("?")) || shard !== undefined;
      if (byMoves?.kind === "family") {
        if (list) throw new InputError(`${byMoves.family.name} alone (a family without heap rules is computed from its moves, one game at a time)`, games.join(" "));
        const bar = new LazyBar("seq");
        const report = seqReport(byMoves, { ...(to !== undefined ? { to } : {}), onProgress: (done, total) => bar.update(done, total) });
        bar.stop();
        if (format === "csv" || format === "bfile") await writeAll(valueChunks(report.values, format));
        else await writeAll([formatReport(report, format)]);
        return;
      }
      // a loaded family with rules stands for its code (the workers read codes)
      let codes = games.flatMap((g, i) => {
        const r = read[i];
        return r?.kind === "rules" && families.length > 0 ? [r.rules.code] : expandCodePattern(g);
      });
      // every error before any work: the codes, and sequences out of reach
      for (const code of codes) {
        const rules = parseHeapGame(code);
        if (to !== undefined) checkSequenceWork(rules, to + 1);
      }
      if (shard) codes = codes.filter((_, i) => i % shard.count === shard.index - 1);
      if (!list) {
        const bar = new LazyBar("seq");
        const options: AnalyzeOptions = { method: opts.method, onProgress: (done, total) => bar.update(done, total) };
        if (to !== undefined) options.to = to;
        const single = read[0];
        const report = analyzeHeapGame(single?.kind === "rules" ? single.rules : parseHeapGame(codes[0]!), options);
        bar.stop();
        if (format === "csv" || format === "bfile") await writeAll(valueChunks(report.values, format));
        else await writeAll([formatReport(report, format)]);
        return;
      }
      await runList(codes, format, to, opts.method, workers);
    });
}

/** Analyses a list of games on `workers` threads and prints one summary row a game, in order. */
async function runList(codes: string[], format: Format, to: number | undefined, method: SeqJob["method"], workers: number): Promise<void> {
  if (format === "bfile") throw new InputError("a single game with --format bfile (a b-file holds one sequence)", `${codes.length} games`);
  const jobs: SeqJob[] = codes.map((code, index) => (to !== undefined ? { index, code, to, method } : { index, code, method }));
  const bar = new LazyBar("games");
  const printer = rowPrinter(
    rowStream(
      format,
      codes.map((code) => summaryRow0(code)),
    ),
    codes.length,
  );
  await runAll(jobs, workers, bar, printer.add);
  bar.stop();
  printer.end();
  await new Promise<void>((resolve) => process.stdout.write("", () => resolve()));
}
