// The public API of grundy: an explicit list; nothing internal is exported.
export { GrundyError, InputError, GameError, type InputLocation } from "./errors.js";

export { isqrt, bitLength, parseNatural, parseSafeNatural, parseNaturalInRange } from "./arith/bigint.js";
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

export { wythoffGrundyTable, type WythoffGrundyTable } from "./games/wythoffGrundyTable.js";
export { euclidGrundy } from "./games/euclidGrundy.js";

// Game families: the position language's games, one record each, and user-defined ones.
export { defineFamily, isFamily, type Family, type FamilySpec, type ClosedForms, type MovesTo, type SmithKind } from "./families/family.js";
export { FAMILIES, Registry } from "./families/registry.js";
export type { Args as FamilyArgs } from "./families/args.js";

export { parseExpression } from "./expression/parse.js";
export type { Atom, Call, Expression, Tuple } from "./expression/ast.js";
export { analyze, type Analysis, type AnalyzeOptions, type AnalyzeCompound, type ComponentMove } from "./analyze/analyze.js";
export { formatAnalysis, analysisJson } from "./analyze/format.js";

export { renderWythoffHeatmap, renderSequenceChart, imageFormatOf, type ImageFormat } from "./plot/render.js";
export type { SequenceChartData } from "./plot/sequenceChart.js";

// Heap games: take-and-break codes, subtraction sets, Grundy's game.
export { heapGame, type HeapGame } from "./games/heapGame.js";
export { parseTakeAndBreak, takeAndBreak, expandCodePattern } from "./games/takeAndBreak.js";
export {
  subtraction,
  subtractionRules,
  parseSubtraction,
  MAX_SUBTRACTION,
  type SubtractionOptions,
} from "./games/subtraction.js";
export { grundysGame, GRUNDYS_GAME } from "./games/grundysGame.js";
export { parseHeapGame, heapGameOf } from "./families/registry.js";

// Grundy sequences of heap games: naive and sparse-space methods, periodicity.
export { maxRemoval, maxParts, checkRules, heapOptions, type HeapRules, type HeapOptionsWindow } from "./games/heapRules.js";
export { MAX_SEQUENCE_LENGTH, type GrundyValues, type SequenceOptions } from "./sequence/values.js";
export { naiveSequence } from "./sequence/naive.js";
export { sparseSequence, type SparseOptions } from "./sequence/sparse.js";
export { chooseMask, maskParity, type MaskChoice } from "./sequence/mask.js";
export { findPeriod, periodicityBound, type Periodicity, type PeriodOptions } from "./sequence/periodicity.js";
export {
  analyzeHeapGame,
  rareValues,
  AUTO_PROOF_LIMIT,
  type AnalyzeOptions as HeapAnalysisOptions,
  type RareValues,
  type SequenceReport,
} from "./sequence/analyze.js";
