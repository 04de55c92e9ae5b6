// `grundy census <patterns…>`: many heap games to one last heap, a result file a game, on
// one machine or a job array; `grundy census merge <dir>` joins the files into one table.
import { isAbsolute, resolve } from "node:path";
import { Command } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { InputError } from "../errors.js";
import { censusGames, parseShard, runCensus, sbatchScript, shardFromEnv } from "../census/index.js";
import { MAX_SEQUENCE_LENGTH } from "../sequence/values.js";
import { censusMergeCommand } from "./censusMerge.js";
import { countLine, gameLine, thisRun } from "./censusRun.js";

const parseTo = (text: string): number => parseNaturalInRange(text, 0, MAX_SEQUENCE_LENGTH - 1, "a last heap for --to");

/** The `grundy census` command, with its `merge` subcommand. */
export function censusCommand(): Command {
  const command = new Command("census")
    .summary("a census of heap games: a result file a game, sharded over job arrays (SLURM, Kubernetes), merged")
    .description(
      "Computes every game a pattern names (as grundy seq reads it: '0.??', '4.???', hexadecimal codes, lists) to heap N, writing one result file a game into DIR: period and preperiod with the periodicity theorem's proof, or 'none up to N'; last exception; largest value; rare values; a checksum of the values; the time taken and the run (host, job, version). Games already in DIR are skipped, so a killed census resumes. Codes of the same game (equal rules once trailing zero digits are dropped: 0.4 and 0.40) are computed once and listed together. The part of the games a process computes comes from --shard i/n, SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT, or JOB_COMPLETION_INDEX/JOB_COMPLETIONS (Kubernetes); parts balance the estimated work.",
    )
    .argument("<patterns...>", "codes or patterns; a ? stands for any octal digit (quote it: '0.??')")
    .option("--to <n>", "the last heap of every game")
    .option("--out <dir>", "the directory of result files (made when missing)")
    .option("--shard <i/n>", "only the i-th of n parts (default: from SLURM or Kubernetes, else all)")
    .option("--sbatch", "print an sbatch script for a SLURM job array over the games instead of computing")
    .option("--tasks <n>", "with --sbatch: the number of array tasks (default: the games, at most 16)")
    .option("--time <limit>", "with --sbatch: the time limit of a task", "1:00:00")
    .option("--mem <size>", "with --sbatch: the memory of a task", "2G")
    .option("--command <cmd>", "with --sbatch: how a node runs grundy (default: this node and this grundy, by absolute paths)")
    .addHelpText(
      "after",
      "\nExamples:\n  grundy census '0.??' --to 65536 --out d\n  grundy census '0.???' --to 1048576 --out d --shard 1/2\n  grundy census '0.???' --to 1048576 --out /scratch/c --sbatch --tasks 32 --time 4:00:00 > census.sh\n  grundy census merge d --format md\n",
    )
    .action((patterns, opts) => {
      if (opts.to === undefined) throw new InputError("--to N, the last heap of every game", null);
      if (opts.out === undefined) throw new InputError("--out DIR, the directory of result files", null);
      const to = parseTo(opts.to);
      const dir = isAbsolute(opts.out) ? opts.out : resolve(opts.out);
      if (opts.sbatch) {
        const games = censusGames(patterns, to);
        const tasks = opts.tasks !== undefined ? parseNaturalInRange(opts.tasks, 1, 100_000, "a number of array tasks for --tasks") : Math.min(games.length, 16);
        const cmd = opts.command !== undefined ? opts.command.trim().split(/\s+/) : [process.execPath, resolve(process.argv[1] ?? "grundy")];
        process.stdout.write(sbatchScript({ patterns, to, dir, tasks, time: opts.time, mem: opts.mem, command: cmd }));
        return;
      }
      const shard = opts.shard !== undefined ? parseShard(opts.shard) : shardFromEnv(process.env);
      const start = Date.now();
      const tty = process.stderr.isTTY === true;
      const summary = runCensus({
        patterns,
        to,
        dir: opts.out,
        shard,
        run: thisRun(),
        onGame: (r, how, i, total) => {
          if (tty) process.stderr.write(`${gameLine(r, how, i, total)}\n`);
        },
      });
      process.stdout.write(`${countLine(summary, (Date.now() - start) / 1000, shard?.from ?? "")}\n`);
    });
  command.addCommand(censusMergeCommand());
  return command as unknown as Command;
}
