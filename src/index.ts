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
export { parseHeapGame, heapGameOf, HEAP_GAME_NAMES } from "./games/heapRules.js";

// Grundy sequences of heap games: naive and sparse-space methods, periodicity.
export { maxRemoval, maxParts, checkRules, type HeapRules } from "./sequence/rules.js";
export { MAX_SEQUENCE_LENGTH, type GrundyValues, type SequenceOptions } from "./sequence/values.js";
export { naiveSequence } from "./sequence/naive.js";
export { sparseSequence, type SparseOptions } from "./sequence/sparse.js";
export { chooseMask, maskParity, type MaskChoice } from "./sequence/mask.js";
export { findPeriod, periodicityBound, type Periodicity, type PeriodOptions } from "./sequence/periodicity.js";
export {
  analyzeHeapGame,
  rareValues,
  AUTO_PROOF_LIMIT,
  type AnalyzeOptions,
  type RareValues,
  type SequenceReport,
} from "./sequence/analyze.js";
