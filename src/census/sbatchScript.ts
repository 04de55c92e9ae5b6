// The sbatch script of a census over a SLURM job array.

/** Options of {@link sbatchScript}. */
export interface SbatchOptions {
  /** The census's patterns and last heap. */
  patterns: readonly string[];
  to: number;
  /** The result directory (absolute: the tasks may start elsewhere). */
  dir: string;
  /** How many array tasks. */
  tasks: number;
  /** The time limit of each task, as sbatch reads it (e.g. "1:00:00"). */
  time: string;
  /** The memory of each task, as sbatch reads it (e.g. "2G"). */
  mem: string;
  /** The command that runs grundy on a node, e.g. ["grundy"] or ["/usr/bin/node", "/opt/grundy/dist/cli/grundy.cjs"]. */
  command: readonly string[];
}

/** A word quoted for the shell (single quotes, unless it needs none). */
export function shellWord(s: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * A ready sbatch script: a job array of `tasks` tasks, one CPU each, with the given time
 * and memory, each task running `grundy census` on its part of the games (the task reads
 * its part from SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT), its log beside the results.
 * A task that fails or is killed is run again with the same command: the games it finished
 * are kept.
 *
 * @example sbatchScript({ patterns: ["0.??"], to: 4096, dir: "/scratch/c", tasks: 4, time: "0:10:00", mem: "1G", command: ["grundy"] })
 */
export function sbatchScript(o: SbatchOptions): string {
  const census = [...o.command, "census", ...o.patterns, "--to", String(o.to), "--out", o.dir].map(shellWord).join(" ");
  return [
    "#!/bin/bash",
    `# A census of ${o.patterns.join(" ")} to heap ${o.to}: sbatch this file, wait for the array, then`,
    `#   ${[...o.command, "census", "merge", o.dir].map(shellWord).join(" ")}`,
    "#SBATCH --job-name=grundy-census",
    `#SBATCH --array=0-${o.tasks - 1}`,
    "#SBATCH --ntasks=1",
    "#SBATCH --cpus-per-task=1",
    `#SBATCH --time=${o.time}`,
    `#SBATCH --mem=${o.mem}`,
    `#SBATCH --output=${o.dir}/slurm-%A_%a.log`,
    "set -euo pipefail",
    `exec ${census}`,
    "",
  ].join("\n");
}
