// The public API of grundy (the root entry): an explicit list; nothing internal is exported.
export { GrundyError, InputError, GameError, UserCodeError, type InputLocation } from "./errors.js";

export { isqrt, bitLength, parseNatural, parseSafeNatural, parseNaturalInRange } from "./arith/bigint.js";
export { continuedFraction } from "./arith/continuedFraction.js";
export { nimMultiply, nimProduct, nimSquare, nimInverse, nimMultiply32 } from "./arith/nimMultiply.js";

export { defineGame, type Game, type GameSpec, type Key, type FiniteGame, type LoopyGame } from "./core/game.js";
export { mex } from "./core/mex.js";
export { misereNimWins, nimSum, nimSumBig } from "./core/nim.js";
export { clearCache, cacheSize, DEFAULT_BUDGET, SearchBudget, type SolveOptions } from "./core/solver.js";
export { grundy } from "./core/grundy.js";
export { outcome, winningMoves, type Outcome, type OutcomeOptions, type Play } from "./core/outcome.js";
export { remoteness } from "./core/remoteness.js";
export { suspense } from "./core/suspense.js";
export { genus, formatGenus, type Genus } from "./core/genus.js";
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
export { compoundGame } from "./core/compoundGame.js";
export { boardOf, type Board, type BoardKind, type View, type ViewExample } from "./games/view.js";
export { type GroundTree, groundTree } from "./games/groundTree.js";

export { nim } from "./games/nim/index.js";
export { turtles, mockturtles, ruler, corners, type CoinRow, type CoinGrid } from "./games/coins/index.js";

export {
  wythoff,
  wythoffGame,
  wythoffIsP,
  wythoffPPosition,
  wythoffPartner,
  wythoffWinningMoves,
  type WythoffPosition,
} from "./games/wythoff/index.js";
export {
  euclid,
  euclidGame,
  euclidSuspense,
  euclidSuspenseOfQuotients,
  euclidQuotients,
  type EuclidPosition,
} from "./games/euclid/index.js";
export {
  strip,
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
} from "./games/strip/index.js";

export { wythoffGrundyTable, type WythoffGrundyTable } from "./games/wythoff/index.js";
export { euclidGrundy } from "./games/euclid/index.js";
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
  fsvpSummary,
  encodeFsvpTable,
  decodeFsvpTable,
  fsvpTsvRows,
  fsvpTsvBytes,
  parseFsvpTsv,
  type FsvpSummary,
} from "./games/fsvp/index.js";

// Game families: the position language's games, one record each, and user-defined ones.
// Each built-in game is one folder, src/games/<game>/, whose index.ts exports one namespace
// (`family`, `game`, closed forms).
export { chomp } from "./games/chomp/index.js";
export { coord, type CoordPosition, type CoordRules } from "./games/coord/index.js";
export { moore } from "./games/moore/index.js";
export { lasker } from "./games/lasker/index.js";
export { heaps } from "./games/heaps/index.js";
export { subadd } from "./games/subadd/index.js";
export { digraph } from "./games/digraph/index.js";
export { arcKayles, nodeKayles, type GraphPosition } from "./games/graphKayles/index.js";
export { defineFamily, isFamily } from "./games/defineFamily.js";
export type { Family, FamilyExamples, FamilySpec, ClosedForms, MovesTo, SmithKind } from "./games/family.js";
export { FAMILIES, Registry } from "./games/registry.js";
export {
  ANALYZE_EXAMPLES,
  FIRST_HEAP_GAME,
  ONE_VARIABLE_EXAMPLES,
  PATTERN_EXAMPLES,
  SINGLE_GAME_EXAMPLES,
  SUM_EXAMPLES,
  TWO_VARIABLE_EXAMPLES,
  exampleList,
  isSumExpression,
  shellQuoted,
} from "./games/examples.js";
export { rowsOfCells, type Grid } from "./games/grid.js";
export { gridTable, type GridTable } from "./games/gridTable.js";
export { readSeqGame, seqReport, type SeqGame } from "./games/familySequence.js";
export type { Args as FamilyArgs } from "./games/args.js";

export { parseExpression, type ParseOptions } from "./expression/parse.js";
export { parsePattern, bindVariables, variablesOf, MAX_VARIABLES } from "./expression/variables.js";
export type { Atom, Call, Expression, Tuple } from "./expression/ast.js";
export { analyze, type Analysis, type AnalyzeOptions, type AnalyzeCompound, type ComponentMove } from "./analyze/analyze.js";
export { formatAnalysis, analysisLines, analysisJson } from "./analyze/format.js";
export {
  patternValues,
  PATTERN_BUDGET,
  PATTERN_DEFAULTS,
  MAX_PATTERN_VALUES,
  type PatternOptions,
  type PatternValues,
  type PatternLine,
  type PatternTable,
  type PatternMeasure,
  type PatternHeapRules,
  type HeapRulesKind,
} from "./analyze/patternTable.js";
export { parsePatternRanges, parsePatternTo, type PatternRange, type PatternRanges } from "./analyze/patternRange.js";
// The law of a game (grundy pattern): the catalogue of laws on plain values and tables, and the
// law of an expression with free variables.
export { findPattern, splitByVariable, PATTERN_PROOF_LIMIT, type FindPatternOptions, type Pattern } from "./analyze/findPattern.js";
export { findLaw, foundLaw, isLaw2, type Counterexample, type FindLawConstraints, type FoundLaw } from "./pattern/findLaw.js";
export type * from "./pattern/law.js";
export type { LawTheorem } from "./pattern/theorem.js";
export type { Table2 } from "./pattern/table2.js";
export type { Program, Expr, Cond, Stmt } from "./pattern/code/program.js";
export { writeCode, codeLanguage, CODE_LANGUAGES, type CodeLanguage } from "./pattern/code/writeCode.js";
export { runProgram } from "./pattern/code/evaluate.js";
// the charts' scales and colours (browser-safe: the lab draws the CLI's pictures on canvases)
export { tickStep } from "./plot/axes.js";
export { legendTicks, P_COLOUR, scale as heatScale } from "./plot/heatColours.js";
export { COMMON_COLOUR, PERIOD_COLOUR, RARE_COLOUR } from "./plot/sequenceChart.js";

// Heap games: take-and-break codes, subtraction sets, Grundy's game.
export { heapGame, type HeapGame } from "./heap/heapGame.js";
export { parseTakeAndBreak, takeAndBreak, expandCodePattern } from "./heap/takeAndBreak.js";
export {
  subtraction,
  subtractionRules,
  parseSubtraction,
  MAX_SUBTRACTION,
  type SubtractionOptions,
} from "./heap/subtraction.js";
export { grundysGame, GRUNDYS_GAME } from "./heap/grundysGame.js";
export { parseHeapGame, heapGameOf } from "./heap/parseHeapGame.js";
export { NAMED_HEAP_RULES, type NamedHeapRules } from "./heap/namedHeapRules.js";

export { maxRemoval, maxParts, checkRules, type HeapRules } from "./heap/heapRules.js";
export { heapOptions, type HeapOptionsWindow } from "./heap/heapOptions.js";
export {
  misereQuotient,
  parseMisereGame,
  MISERE_DEFAULT_TO,
  MISERE_DEFAULT_ELEMENTS,
  MISERE_DEFAULT_SECONDS,
  MISERE_MAX_TO,
  type MisereQuotient,
  type MisereQuotientOptions,
} from "./misere/index.js";

// Grundy sequences (sprague-grundy/sequence), the judge solvers (…/judge) and charts
// (…/plot) have entry points of their own: src/sequence/index.ts, src/judge/index.ts,
// src/plot/index.ts. This entry runs in a browser: no Node built-in is reachable from it.

// Playing a position against the computer (the terminal's grundy play and the browser lab).
export { PlaySession, type PlayOptions, type Level, type Move, type MoveList, type Played, type Player } from "./play/session.js";
export { hasValue, type SearchValueOptions, searchValue } from "./search/searchValue.js";
export type { OptionSink, SearchFamily } from "./search/family.js";
export { provideKernelModule } from "./search/kernel/kernelModule.js";
