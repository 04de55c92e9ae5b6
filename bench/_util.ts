// Shared helpers for benchmarks: timing, peak memory, table printing.
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
