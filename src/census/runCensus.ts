// The census driver: one shard's games, each computed once, written to its own file.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { GrundyError } from "../errors.js";
import { censusFacts } from "./censusGame.js";
import { censusGames, type CensusGame } from "./censusGames.js";
import { readResult, resultDigest, resultFileName, writeResult, RESULT_FORMAT, type CensusResult, type CensusRun } from "./resultFile.js";
import { assignShards, type Shard } from "./shard.js";

/** Options of {@link runCensus}. */
export interface CensusOptions {
  /** The patterns of games, as `grundy seq` reads them (e.g. ["0.??"]). */
  patterns: readonly string[];
  /** The last heap of every game. */
  to: number;
  /** The directory of result files (made when missing). */
  dir: string;
  /** This process's part of the games, or null for all. */
  shard: Shard | null;
  /** Where the results are computed (host, job, version); the shard is filled in. */
  run: Omit<CensusRun, "shard">;
  /** Called after each game of the shard, done now or found done before. */
  onGame?: (result: CensusResult, how: "computed" | "done before", index: number, total: number) => void;
}

/** What one census run did. */
export interface CensusSummary {
  /** Games of the whole census, and of this shard. */
  games: number;
  shardGames: number;
  /** Games of the shard computed now, and found done by an earlier run. */
  computed: number;
  skipped: number;
  proven: number;
  open: number;
  /** The shard, "i/n". */
  shard: string;
}

/**
 * Checks that results can be written into a directory (made when missing), by writing and
 * removing a probe file.
 *
 * @throws GrundyError naming the directory and why it cannot be written
 */
export function checkWritableDir(dir: string): void {
  try {
    if (existsSync(dir) && !statSync(dir).isDirectory()) throw new Error("it is not a directory");
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.probe.${process.pid}.tmp`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (e) {
    throw new GrundyError(`${dir}: cannot write census results there: ${(e as Error).message}`);
  }
}

/** A game found done in the directory: its result when it reaches `to` (its codes merged into it), else null. */
function doneBefore(dir: string, game: CensusGame, to: number): CensusResult | null {
  const path = join(dir, resultFileName(game.key));
  if (!existsSync(path)) return null;
  const found = readResult(path);
  if (found.key !== game.key) throw new GrundyError(`${path}: a corrupt census result: it holds the game ${found.key}, not ${game.key}`);
  if (found.to < to) return null;
  const missing = game.codes.filter((c) => !found.codes.includes(c));
  if (missing.length === 0) return found;
  const { digest: _, ...rest } = { ...found, codes: [...found.codes, ...missing] };
  const merged: CensusResult = { ...rest, digest: resultDigest(rest) };
  writeResult(dir, merged);
  return merged;
}

/**
 * Runs a census, or one shard of it: for each of the shard's games (see assignShards), a
 * result file in `dir` holding its period and proof, largest and rare values and checksum.
 * A game whose file already holds heaps up to `to` or further is not computed again, so a
 * run killed at any moment resumes where it stopped.
 *
 * @param options - patterns, last heap, directory, shard, run
 * @returns the counts
 * @throws InputError for a pattern that names no game; GrundyError for a directory that
 * cannot be written or a corrupt result file in it
 */
export function runCensus(options: CensusOptions): CensusSummary {
  const { to, dir } = options;
  const games = censusGames(options.patterns, to);
  checkWritableDir(dir);
  const shard = options.shard ?? { index: 0, count: 1, from: "" };
  const mine = assignShards(games, shard.count)[shard.index]!.map((i) => games[i]!);
  const run: CensusRun = { ...options.run, shard: `${shard.index + 1}/${shard.count}` };
  const summary: CensusSummary = { games: games.length, shardGames: mine.length, computed: 0, skipped: 0, proven: 0, open: 0, shard: run.shard };
  mine.forEach((game, i) => {
    let result = doneBefore(dir, game, to);
    const how = result ? "done before" : "computed";
    if (result === null) {
      const start = performance.now();
      const facts = censusFacts(game, to);
      const seconds = Math.round(performance.now() - start) / 1000;
      const name = game.rules.name === game.rules.code ? "" : game.rules.name;
      const body = { format: RESULT_FORMAT, key: game.key, codes: game.codes, name, ...facts, seconds, finished: new Date().toISOString(), run } as const;
      result = { ...body, digest: resultDigest(body) };
      writeResult(dir, result);
      summary.computed++;
    } else summary.skipped++;
    if (result.status === "proven") summary.proven++;
    else summary.open++;
    options.onGame?.(result, how, i, mine.length);
  });
  return summary;
}
