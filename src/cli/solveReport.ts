// What `grundy solve <game>` prints when its search is done (one thread or several), or when theory answered.
import { slotBytes } from "../search/transpositionTable.js";
import { group, mib } from "../_internals/counts.js";
import { peakMemoryBytes } from "./peakMemory.js";

/** CPU seconds (user and system, every thread) since `from`. */
export function cpuSeconds(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return Number(((u.user + u.system) / 1e6).toFixed(3));
}

/** A finished search, as `grundy solve` reports it. */
export interface Solved {
  game: string;
  label: string;
  value: number;
  seconds: number;
  cpuSeconds: number;
  positions: number;
  earlier: number;
  tableFile: string | undefined;
  /** The table (the workers' tables together with several threads). */
  table: { filled: number; slots: number; maxSlots: number; replaced: number };
  threads: number;
}

/** Prints a finished search to stdout: a few lines, or one JSON object. */
export function printSolved(s: Solved, json: boolean): void {
  const peak = peakMemoryBytes();
  const { value, table } = s;
  if (json) {
    const out = {
      game: s.game,
      position: s.label,
      value,
      method: "search",
      seconds: Number(s.seconds.toFixed(3)),
      cpuSeconds: s.cpuSeconds,
      positions: s.positions,
      earlierPositions: s.earlier,
      tableEntries: table.filled,
      tableSlots: table.slots,
      tableMaxSlots: table.maxSlots,
      peakRssBytes: peak,
      threads: s.threads,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  const lines = [
    `${s.label}: nimber ${value} (${value === 0 ? "P: the second player wins" : "N: the first player wins"})`,
    `time       ${s.seconds.toFixed(2)} s (CPU ${s.cpuSeconds.toFixed(2)} s${s.threads > 1 ? `, ${s.threads} threads` : ""})`,
    `positions  ${group(s.positions)} searched${s.earlier > 0 ? ` (${group(s.earlier)} in earlier runs, read from ${s.tableFile})` : ""}`,
    `table      ${group(table.filled)} entries in ${group(table.slots)} slots (${mib(slotBytes(table.slots))}, at most ${mib(slotBytes(table.maxSlots))})${table.replaced > 0 ? `, ${group(table.replaced)} replaced` : ""}${s.threads > 1 ? `, over ${s.threads} workers` : ""}`,
    `memory     peak RSS ${mib(peak)}`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** A start valued by theory with no search (`reason`: the closed form, in words): a few lines, or one JSON object. */
export function printTheory(s: { game: string; label: string; value: number; reason: string; seconds: number; cpuSeconds: number }, json: boolean): void {
  const peak = peakMemoryBytes();
  if (json) {
    const out = {
      game: s.game,
      position: s.label,
      value: s.value,
      method: "theory",
      reason: s.reason,
      seconds: Number(s.seconds.toFixed(3)),
      cpuSeconds: s.cpuSeconds,
      positions: 0,
      peakRssBytes: peak,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  const lines = [
    `${s.label}: nimber ${s.value} (${s.value === 0 ? "P: the second player wins" : "N: the first player wins"})`,
    `method     theory, no search: ${s.reason}`,
    `time       ${s.seconds.toFixed(2)} s (CPU ${s.cpuSeconds.toFixed(2)} s)`,
    `memory     peak RSS ${mib(peak)}`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
