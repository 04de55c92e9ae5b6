// The public API of grundy: an explicit list; nothing internal is exported.
export { GrundyError, InputError, GameError, type InputLocation } from "./errors.js";

export { isqrt, bitLength, parseNatural, parseSafeNatural } from "./arith/bigint.js";
export { continuedFraction } from "./arith/continuedFraction.js";

export { defineGame, type Game, type GameSpec, type Key } from "./core/game.js";
export { mex } from "./core/mex.js";
export { nimSum, nimSumBig } from "./core/nim.js";
export { clearCache, cacheSize, type SolveOptions } from "./core/solver.js";
export { grundy } from "./core/grundy.js";
export { outcome, winningMoves, type Outcome, type OutcomeOptions, type Play } from "./core/outcome.js";
export { remoteness } from "./core/remoteness.js";
export { suspense } from "./core/suspense.js";
export {
  compound,
  disjunctiveSum,
  selectiveCompound,
  conjunctiveCompound,
  continuedConjunctiveCompound,
  type Component,
  type CompoundKind,
  type CompoundResult,
} from "./core/compound.js";

export { nim } from "./games/nim.js";

export {
  wythoff,
  wythoffGame,
  wythoffIsP,
  wythoffPPosition,
  wythoffPartner,
  wythoffWinningMoves,
  type WythoffPosition,
} from "./games/wythoff.js";
export {
  euclid,
  euclidGame,
  euclidSuspense,
  euclidSuspenseOfQuotients,
  euclidQuotients,
  type EuclidPosition,
} from "./games/euclid.js";
export {
  stripColouring,
  stripColouringGame,
  stripColouringGrundy,
  stripBlankGrundy,
  stripColouringSegments,
  stripColouringWinningMove,
  stripColouringPeriodicity,
  type StripBoard,
  type StripCell,
  type StripMove,
  type StripPeriodicity,
  type StripSegment,
} from "./games/stripColouring.js";

// the judge solvers run anywhere on a TokenReader and a LineWriter; reading and writing
// file descriptors (src/judge/fd.ts, src/judge/run.ts) is Node-only and stays with the CLI
export { TokenReader, memorySource, type ByteSource, type TokenReaderOptions } from "./judge/tokens.js";
export { LineWriter, memorySink, type ByteSink } from "./judge/output.js";
export { hdu1527 } from "./judge/hdu1527.js";
export { hdu3595 } from "./judge/hdu3595.js";
export { hdu4559 } from "./judge/hdu4559.js";
export { PROBLEM_NAMES, loadProblem, type ProblemName } from "./judge/problems.js";
export type { JudgeOptions, JudgeSolver } from "./judge/options.js";
