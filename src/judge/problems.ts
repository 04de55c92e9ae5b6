import type { JudgeSolver } from "./options.js";

/** A judge problem's record: its name (the judge's id) and one line saying what it asks, its input and its output. */
export interface JudgeProblem<N extends string = string> {
  readonly name: N;
  readonly summary: string;
}

/** The judge problems `grundy judge` knows, each with its line for `grundy judge --help` (the solvers load only when judging: see {@link loadProblem}). */
export const PROBLEMS = [
  { name: "hdu1527", summary: "Wythoff's game: lines `a b` -> 0 (the player to move loses) or 1" },
  { name: "hdu3595", summary: "GG and MM, Every-SG of Euclid games: cases `N` + N lines `p q` -> MM or GG" },
  { name: "hdu4559", summary: "2xN strip colouring: `T`, cases `n m` + m cells `x y` -> Case i: Alice|Bob" },
] as const satisfies readonly JudgeProblem[];

/** The judge problems' names, in the order of {@link PROBLEMS}. */
export const PROBLEM_NAMES: readonly ProblemName[] = PROBLEMS.map((p) => p.name);

/** A problem name. */
export type ProblemName = (typeof PROBLEMS)[number]["name"];

/**
 * Loads the solver of a problem (only its own modules, to keep start-up short).
 *
 * @param name - the problem
 * @returns its solver
 */
export async function loadProblem(name: ProblemName): Promise<JudgeSolver> {
  switch (name) {
    case "hdu1527":
      return (await import("./hdu1527.js")).hdu1527;
    case "hdu3595":
      return (await import("./hdu3595.js")).hdu3595;
    case "hdu4559":
      return (await import("./hdu4559.js")).hdu4559;
  }
}
