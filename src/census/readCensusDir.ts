// The results of a census directory, each file checked; corrupt files are named, not merged.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { GrundyError } from "../errors.js";
import { readResult, resultFileName, type CensusResult } from "./resultFile.js";

/** The results of a directory, by key, and the files that could not be read. */
export interface CensusDir {
  results: CensusResult[];
  /** One line for each corrupt file: its path and what is wrong. */
  corrupt: string[];
}

/**
 * Reads every result file (`*.json`, not the hidden temporary files of a write in progress)
 * of a census directory, sorted by key. A file that is not a whole result, or that holds
 * a game under another game's file name, is listed in `corrupt` and left out.
 *
 * @param dir - the directory
 * @throws GrundyError when the directory cannot be read or holds no result file
 */
export function readCensusDir(dir: string): CensusDir {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json") && !n.startsWith("."));
  } catch (e) {
    throw new GrundyError(`${dir}: cannot read the census directory: ${(e as Error).message}`);
  }
  if (names.length === 0) throw new GrundyError(`${dir}: no census results (*.json) in this directory`);
  const results: CensusResult[] = [];
  const corrupt: string[] = [];
  for (const name of names.sort()) {
    const path = join(dir, name);
    try {
      const r = readResult(path);
      if (resultFileName(r.key) !== name) throw new GrundyError(`${path}: a corrupt census result: it holds the game ${r.key}, whose file is ${resultFileName(r.key)}`);
      results.push(r);
    } catch (e) {
      if (!(e instanceof GrundyError)) throw e;
      corrupt.push(e.message);
    }
  }
  results.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { results, corrupt };
}
