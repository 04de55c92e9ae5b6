// One census result file: what it holds, how it is written (atomically) and read (checked).
import { createHash } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GrundyError } from "../errors.js";
import type { CensusFacts } from "./censusGame.js";

/** The format tag of a result file. */
export const RESULT_FORMAT = "grundy-census/1";

/** Where a result came from: enough to trace every number to the run that made it. */
export interface CensusRun {
  /** The host that computed it. */
  host: string;
  /** The scheduler's job, e.g. "slurm 1234_2" or "kubernetes census-xyz", or "" for a plain run. */
  job: string;
  /** The shard, "i/n" (from 1), or "1/1". */
  shard: string;
  /** The version of grundy that computed it. */
  version: string;
}

/** A result file's content: one game of a census. */
export interface CensusResult extends CensusFacts {
  format: typeof RESULT_FORMAT;
  /** The game's key (see gameKey). */
  key: string;
  /** The codes of the census that write this game. */
  codes: string[];
  /** The game's name ("" when it has none). */
  name: string;
  /** Seconds the computation took. */
  seconds: number;
  /** When it finished (ISO 8601, UTC). */
  finished: string;
  run: CensusRun;
  /** "sha256:" and the SHA-256 of the file's JSON without this field: a file changed or cut short does not match. */
  digest: string;
}

/** The file name of a game's result: its key, with any character outside [0-9A-Za-z.+-] as "_", and ".json". */
export function resultFileName(key: string): string {
  return `${key.replace(/[^0-9A-Za-z.+-]/g, "_")}.json`;
}

/** The digest of a result: SHA-256 of its JSON without the digest field. */
export function resultDigest(result: Omit<CensusResult, "digest">): string {
  const { digest: _, ...rest } = result as CensusResult;
  return `sha256:${createHash("sha256").update(JSON.stringify(rest)).digest("hex")}`;
}

/**
 * Writes a result into a directory atomically: to a temporary file in the same
 * directory, then renamed over the final name, so that a run killed at any moment leaves
 * either the whole file or none.
 *
 * @returns the path written
 */
export function writeResult(dir: string, result: CensusResult): string {
  const path = join(dir, resultFileName(result.key));
  const temp = join(dir, `.${resultFileName(result.key)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, `${JSON.stringify(result, null, 1)}\n`);
    renameSync(temp, path);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
  return path;
}

const isNat = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const natOrNull = (x: unknown): boolean => x === null || isNat(x);

/** What is wrong with a parsed result, or null when it is whole. */
function problem(r: Record<string, unknown>): string | null {
  if (r.format !== RESULT_FORMAT) return `format is not ${RESULT_FORMAT}`;
  if (typeof r.key !== "string" || r.key === "") return "no key";
  if (!Array.isArray(r.codes) || r.codes.length === 0 || !r.codes.every((c) => typeof c === "string")) return "no codes";
  if (!isNat(r.to) || !isNat(r.computed)) return "no last heap (to) or computed count";
  if (r.status !== "proven" && r.status !== "open") return 'status is neither "proven" nor "open"';
  if (!natOrNull(r.period) || !natOrNull(r.preperiod) || !natOrNull(r.lastException) || !natOrNull(r.needed)) return "a bad period, preperiod or last exception";
  if (r.status === "proven" && r.period === null) return "proven without a period";
  const largest = r.largest as { value?: unknown; at?: unknown } | null;
  if (typeof largest !== "object" || largest === null || !isNat(largest.value) || !isNat(largest.at)) return "no largest value";
  const rare = r.rare as { mask?: unknown; count?: unknown; heaps?: unknown } | null;
  if (typeof rare !== "object" || rare === null || !isNat(rare.mask) || !isNat(rare.count) || !Array.isArray(rare.heaps)) return "no rare values";
  if (!Array.isArray(r.first) || !r.first.every(isNat)) return "no first values";
  if (typeof r.checksum !== "string" || !/^sha256:[0-9a-f]{64}$/.test(r.checksum)) return "no checksum of the values";
  if (typeof r.run !== "object" || r.run === null) return "no run";
  if (typeof r.digest !== "string") return "no digest";
  if (resultDigest(r as unknown as CensusResult) !== r.digest) return "its digest does not match its content (changed or cut short)";
  return null;
}

/**
 * Reads and checks a result file.
 *
 * @param path - the file
 * @returns its result
 * @throws GrundyError naming the file and what is wrong with it (not JSON, a field missing, a digest that does not match)
 */
export function readResult(path: string): CensusResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    const why = e instanceof SyntaxError ? "not JSON (cut short?)" : (e as Error).message;
    throw new GrundyError(`${path}: a corrupt census result: ${why}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new GrundyError(`${path}: a corrupt census result: not a JSON object`);
  const why = problem(parsed as Record<string, unknown>);
  if (why !== null) throw new GrundyError(`${path}: a corrupt census result: ${why}`);
  return parsed as CensusResult;
}
