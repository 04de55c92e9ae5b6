// The public API of grundy (the root entry): an explicit list; nothing internal is exported.
export { GrundyError, InputError, GameError, type InputLocation } from "./errors.js";

export { isqrt, bitLength, parseNatural, parseSafeNatural, parseNaturalInRange } from "./arith/bigint.js";
export { continuedFraction } from "./arith/continuedFraction.js";

export { defineGame, type Game, type GameSpec, type Key, type FiniteGame, type LoopyGame } from "./core/game.js";
export { mex } from "./core/mex.js";
export { nimSum, nimSumBig } from "./core/nim.js";
export { clearCache, cacheSize, DEFAULT_BUDGET, SearchBudget, type SolveOptions } from "./core/solver.js";
export { grundy } from "./core/grundy.js";
export { outcome, winningMoves, type Outcome, type OutcomeOptions, type Play } from "./core/outcome.js";
export { remoteness } from "./core/remoteness.js";
export { suspense } from "./core/suspense.js";
export { gamma, gammaSum, formatGamma, outcomeOfGamma, drawingMoves, type Gamma, type InfiniteGamma, type LoopyOutcome } from "./core/loopy.js";
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
export { COMPOUND_KINDS, compoundKind, explainCompound, isCompoundKind, type CompoundKindInfo, type CompoundMeasure } from "./core/compoundKinds.js";
export { boardOf, type Board, type BoardKind, type View, type ViewExample } from "./games/view.js";

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

export { wythoffGrundyTable, type WythoffGrundyTable } from "./games/wythoffGrundyTable.js";
export { euclidGrundy } from "./games/euclidGrundy.js";
export {
  solveFsvp,
  partitionCount,
  fsvpIndex,
  fsvpPosition,
  fsvpOptions,
  fsvpGammaOf,
  checkFsvpTable,
  FSVP_MAX_N,
  FSVP_P,
  FSVP_N,
  FSVP_D,
  FSVP_INFINITE,
  FSVP_NO_REMOTENESS,
  type FsvpTable,
  type FsvpProgress,
  type FsvpSolveOptions,
} from "./games/fsvp.js";
export { fsvpSummary, encodeFsvpTable, decodeFsvpTable, fsvpTsvRows, fsvpTsvBytes, parseFsvpTsv, type FsvpSummary } from "./games/fsvpTable.js";

// Game families: the position language's games, one record each, and user-defined ones.
export { defineFamily, isFamily, type Family, type FamilySpec, type ClosedForms, type MovesTo, type SmithKind } from "./families/family.js";
export { FAMILIES, Registry } from "./families/registry.js";
export type { Args as FamilyArgs } from "./families/args.js";

export { parseExpression } from "./expression/parse.js";
export type { Atom, Call, Expression, Tuple } from "./expression/ast.js";
export { analyze, type Analysis, type AnalyzeOptions, type AnalyzeCompound, type ComponentMove } from "./analyze/analyze.js";
export { formatAnalysis, analysisLines, analysisJson } from "./analyze/format.js";
// the charts' scales and colours (browser-safe: the lab draws the CLI's pictures on canvases)
export { tickStep } from "./plot/axes.js";
export { P_COLOUR, scale as heatScale } from "./plot/wythoffHeatmap.js";
export { COMMON_COLOUR, PERIOD_COLOUR, RARE_COLOUR } from "./plot/sequenceChart.js";

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

export { maxRemoval, maxParts, checkRules, heapOptions, type HeapRules, type HeapOptionsWindow } from "./games/heapRules.js";

// Grundy sequences (sprague-grundy/sequence), the judge solvers (…/judge) and charts
// (…/plot) have entry points of their own: src/sequence/index.ts, src/judge/index.ts,
// src/plot/index.ts. This entry runs in a browser: no Node built-in is reachable from it.

// Playing a position against the computer (the terminal's grundy play and the browser lab).
export { PlaySession, type PlayOptions, type Level, type Move, type MoveList, type Played, type Player } from "./play/session.js";
