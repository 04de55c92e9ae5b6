// Which part of a census one process computes: from --shard i/n or a scheduler's environment.
import { InputError } from "../errors.js";
import type { CensusGame } from "./censusGames.js";

/** One part of a census: part `index` (from 0) of `count`. */
export interface Shard {
  index: number;
  count: number;
  /** Where it came from: "--shard", "SLURM" or "Kubernetes". */
  from: string;
}

const MAX_SHARDS = 1_000_000;

/**
 * Reads `--shard i/n` (1 ≤ i ≤ n, the i-th of n parts).
 *
 * @throws InputError naming the text
 */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || !(count >= 1 && index >= 1 && index <= count && count <= MAX_SHARDS)) {
    throw new InputError("a shard i/n with 1 ≤ i ≤ n for --shard (for example 2/8)", text);
  }
  return { index: index - 1, count, from: "--shard" };
}

function natural(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === "") return undefined;
  if (!/^\d+$/.test(text.trim())) throw new InputError(`a whole number in ${name}`, text);
  return Number(text.trim());
}

/**
 * The shard a scheduler gives this process, read from its environment: a SLURM job array
 * (`SLURM_ARRAY_TASK_ID` less `SLURM_ARRAY_TASK_MIN`, of `SLURM_ARRAY_TASK_COUNT` tasks)
 * or a Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`, of `JOB_COMPLETIONS` completions,
 * a variable the Job's manifest sets to its `completions`); null when neither is set.
 *
 * @throws InputError when the variables are not whole numbers or the index is out of range
 */
export function shardFromEnv(env: Readonly<Record<string, string | undefined>>): Shard | null {
  const task = natural(env, "SLURM_ARRAY_TASK_ID");
  if (task !== undefined) {
    const count = natural(env, "SLURM_ARRAY_TASK_COUNT");
    const min = natural(env, "SLURM_ARRAY_TASK_MIN") ?? 0;
    if (count === undefined) throw new InputError("SLURM_ARRAY_TASK_COUNT beside SLURM_ARRAY_TASK_ID (a job array of sbatch --array)", null);
    const index = task - min;
    if (!(index >= 0 && index < count && count <= MAX_SHARDS)) {
      throw new InputError(`a SLURM array task from ${min} to ${min + count - 1} (SLURM_ARRAY_TASK_COUNT=${count}; use --array=0-${count - 1})`, String(task));
    }
    return { index, count, from: "SLURM" };
  }
  const completion = natural(env, "JOB_COMPLETION_INDEX");
  if (completion !== undefined) {
    const count = natural(env, "JOB_COMPLETIONS");
    if (count === undefined) throw new InputError("JOB_COMPLETIONS (set it to the Job's completions) beside JOB_COMPLETION_INDEX", null);
    if (!(completion < count && count <= MAX_SHARDS)) throw new InputError(`a JOB_COMPLETION_INDEX below JOB_COMPLETIONS=${count}`, String(completion));
    return { index: completion, count, from: "Kubernetes" };
  }
  return null;
}

/**
 * Splits games into `count` shards of about equal estimated work, the same way in every
 * process: the games by decreasing estimate (ties by key), each to the shard with the least
 * work so far (ties to the lower index). Every process of a job array computes this from
 * the same list and keeps its own part.
 *
 * @param games - the census's games
 * @param count - the number of shards
 * @returns for each shard, the indices of its games in `games`, in increasing order
 */
export function assignShards(games: readonly CensusGame[], count: number): number[][] {
  const order = games.map((_, i) => i).sort((a, b) => games[b]!.estimate - games[a]!.estimate || (games[a]!.key < games[b]!.key ? -1 : 1));
  const load = new Float64Array(count);
  const parts: number[][] = Array.from({ length: count }, () => []);
  for (const i of order) {
    let best = 0;
    for (let s = 1; s < count; s++) if (load[s]! < load[best]!) best = s;
    load[best]! += games[i]!.estimate;
    parts[best]!.push(i);
  }
  for (const part of parts) part.sort((a, b) => a - b);
  return parts;
}
