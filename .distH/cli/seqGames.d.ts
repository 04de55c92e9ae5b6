import type { Family } from "../games/family.js";
export { readSeqGame, type SeqGame, seqReport } from "../games/familySequence.js";
/** The families of the --games files. */
export declare function seqFamilies(files: readonly string[]): Promise<Family[]>;
