// --verify: some games of a merged table computed again, without the census's shortcut.
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { sparseSequence } from "../sequence/sparse.js";
import { seededInts } from "../_internals/random.js";
import { valuesChecksum } from "./censusGame.js";
import type { CensusResult } from "./resultFile.js";

/** One game checked again. */
export interface Verification {
  code: string;
  to: number;
  agrees: boolean;
}

/**
 * Picks `count` games of a table at random (all of them when there are fewer) and computes
 * each game's values G(0) … G(to) again in full (no period extends them), comparing their
 * checksum with the file's.
 *
 * @param results - the table's results
 * @param count - how many games
 * @param seed - the seed of the choice
 * @param onGame - called after each game
 */
export function verifyResults(results: readonly CensusResult[], count: number, seed: number, onGame?: (v: Verification) => void): Verification[] {
  const pick = seededInts(seed);
  const pool = results.slice();
  const out: Verification[] = [];
  while (out.length < count && pool.length > 0) {
    const r = pool.splice(pick(pool.length), 1)[0]!;
    const values = sparseSequence(parseHeapGame(r.codes[0]!), r.to + 1);
    const v = { code: r.codes[0]!, to: r.to, agrees: valuesChecksum(values) === r.checksum };
    out.push(v);
    onGame?.(v);
  }
  return out;
}
