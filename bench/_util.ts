// Shared helpers for benchmarks: timing, peak memory, table printing, a measured child process.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

/** Runs fn once and returns its result and the wall time in seconds. */
export function timed<T>(fn: () => T): { result: T; seconds: number } {
  const t0 = performance.now();
  const result = fn();
  return { result, seconds: (performance.now() - t0) / 1000 };
}

/** Peak resident set size of this process so far, in MiB. */
export function peakRssMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** Prints rows as an aligned table. */
export function table(rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map((c) => (typeof c === "number" ? formatNumber(c) : c)));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  for (const r of cells) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join("  "));
}

export function formatNumber(x: number): string {
  if (Number.isInteger(x)) return x.toLocaleString("en-US");
  return x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toPrecision(3);
}

/** The median (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** Whether /usr/bin/time is here: without it, {@link run} measures wall time only. */
export const hasTime = existsSync("/usr/bin/time");

/** A finished child process: wall seconds, CPU seconds and peak RSS (these two from /usr/bin/time, else null). */
export interface ProcessRun {
  wall: number;
  cpu: number | null;
  rssMiB: number | null;
  /** What it wrote to stdout ("" when stdout went to a file). */
  stdout: string;
}

/** Where a child's stdin comes from and stdout goes (files), and its environment. */
export interface RunOptions {
  stdin?: string;
  stdout?: string;
  env?: NodeJS.ProcessEnv;
  /** Seconds before the child is killed (coreutils' `timeout -s KILL`, inside /usr/bin/time): {@link run} then throws {@link TimedOut}. */
  timeout?: number;
}

/** Thrown by {@link run} when a child ran past its `timeout`. */
export class TimedOut extends Error {}

/**
 * Runs a command to completion under `/usr/bin/time -f "%M %U %S"` (its figures written to
 * a file in `dir`) and measures it; throws when it fails.
 */
export function run(cmd: string[], dir: string, options: RunOptions = {}): ProcessRun {
  const stats = join(dir, "time.txt");
  const limited = options.timeout === undefined ? cmd : ["timeout", "-s", "KILL", String(options.timeout), ...cmd];
  const argv = hasTime ? ["/usr/bin/time", "-f", "%M %U %S", "-o", stats, ...limited] : limited;
  const fin = options.stdin === undefined ? "ignore" : openSync(options.stdin, "r");
  const fout = options.stdout === undefined ? "pipe" : openSync(options.stdout, "w");
  const t0 = performance.now();
  let r: ReturnType<typeof spawnSync>;
  try {
    r = spawnSync(argv[0]!, argv.slice(1), { stdio: [fin, fout, "pipe"], encoding: "utf8", maxBuffer: 1 << 26, env: options.env ?? process.env });
  } finally {
    if (typeof fin === "number") closeSync(fin);
    if (typeof fout === "number") closeSync(fout);
  }
  const wall = (performance.now() - t0) / 1000;
  if (options.timeout !== undefined && r.status === 137) throw new TimedOut(`${cmd.join(" ")}: no answer in ${wall.toFixed(0)} s`);
  if (r.status !== 0) throw new Error(`${cmd.join(" ")} failed (${r.status}): ${r.stderr}`);
  const stdout = typeof r.stdout === "string" ? r.stdout : "";
  if (!hasTime) return { wall, cpu: null, rssMiB: null, stdout };
  const [kb, user, sys] = readFileSync(stats, "utf8").trim().split("\n").pop()!.split(" ").map(Number);
  return { wall, cpu: user! + sys!, rssMiB: kb! / 1024, stdout };
}
