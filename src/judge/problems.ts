import { hdu1527 } from "./hdu1527.js";
import { hdu3595 } from "./hdu3595.js";
import { hdu4559 } from "./hdu4559.js";
import type { JudgeSolver } from "./options.js";

/** The judge problems `grundy judge` knows, by name. */
export const problems = { hdu1527, hdu3595, hdu4559 } as const satisfies Record<string, JudgeSolver>;

/** A problem name. */
export type ProblemName = keyof typeof problems;
