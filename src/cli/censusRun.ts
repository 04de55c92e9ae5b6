// What `grundy census` records of a run (host, job, version) and prints of it.
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import type { CensusResult, CensusRun, CensusSummary } from "../census/index.js";

/** The package's version (as `grundy --version` prints it). */
function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

/** The scheduler's job of this process: "slurm <array job>_<task>", "slurm <job>", "kubernetes <pod>" or "". */
export function jobOf(env: NodeJS.ProcessEnv): string {
  if (env.SLURM_ARRAY_JOB_ID) return `slurm ${env.SLURM_ARRAY_JOB_ID}_${env.SLURM_ARRAY_TASK_ID ?? ""}`;
  if (env.SLURM_JOB_ID) return `slurm ${env.SLURM_JOB_ID}`;
  if (env.JOB_COMPLETION_INDEX !== undefined) return `kubernetes ${env.HOSTNAME ?? ""} index ${env.JOB_COMPLETION_INDEX}`;
  return "";
}

/** Where this process computes: host, job, version. */
export function thisRun(env: NodeJS.ProcessEnv = process.env): Omit<CensusRun, "shard"> {
  return { host: hostname(), job: jobOf(env), version: version() };
}

/** The line a finished game prints on a terminal. */
export function gameLine(r: CensusResult, how: "computed" | "done before", index: number, total: number): string {
  const codes = `${r.codes.join(" = ")}${r.name ? ` (${r.name})` : ""}`;
  const what =
    r.status === "proven"
      ? `period ${r.period}, last exception ${r.lastException ?? "none"}, proven`
      : `open to ${r.to}${r.period !== null ? ` (apparent period ${r.period} from ${r.preperiod})` : ""}`;
  const when = how === "computed" ? `${r.seconds.toFixed(2)} s` : "done before";
  return `[${index + 1}/${total}] ${codes}: ${what}; largest ${r.largest.value} — ${when}`;
}

/** The final count of a run. */
export function countLine(s: CensusSummary, seconds: number, from: string): string {
  const shard = s.shard === "1/1" ? "" : ` (shard ${s.shard}${from ? ` from ${from}` : ""}: ${s.shardGames} of ${s.games} games)`;
  return `census${shard}: ${s.shardGames} games, ${s.computed} computed, ${s.skipped} done before; ${s.proven} proven, ${s.open} open (${seconds.toFixed(1)} s)`;
}
