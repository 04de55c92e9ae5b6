// The games `grundy seq` and `grundy plot seq` read: codes, subtraction sets and names, and,
// with --games, a user's families loaded from files (games/familySequence.ts reads them, as
// the lab's sequence explorer does).
import type { Family } from "../games/family.js";
import { loadGames } from "./loadGames.js";

export { readSeqGame, type SeqGame, seqReport } from "../games/familySequence.js";

/** The families of the --games files. */
export async function seqFamilies(files: readonly string[]): Promise<Family[]> {
  const families: Family[] = [];
  for (const file of files) for (const family of await loadGames(file)) families.push(family);
  return families;
}
