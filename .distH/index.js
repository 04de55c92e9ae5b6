// The public API of grundy (the root entry): an explicit list; nothing internal is exported.
export { GrundyError, InputError, GameError, UserCodeError } from "./errors.js";
export { isqrt, bitLength, parseNatural, parseSafeNatural, parseNaturalInRange } from "./arith/bigint.js";
export { continuedFraction } from "./arith/continuedFraction.js";
export { nimMultiply, nimProduct, nimSquare, nimInverse, nimMultiply32 } from "./arith/nimMultiply.js";
export { defineGame } from "./core/game.js";
export { mex } from "./core/mex.js";
export { nimSum, nimSumBig } from "./core/nim.js";
export { clearCache, cacheSize, DEFAULT_BUDGET, SearchBudget } from "./core/solver.js";
export { grundy } from "./core/grundy.js";
export { outcome, winningMoves } from "./core/outcome.js";
export { remoteness } from "./core/remoteness.js";
export { suspense } from "./core/suspense.js";
export { genus, formatGenus } from "./core/genus.js";
export { gamma, gammaSum, formatGamma, outcomeOfGamma, drawingMoves } from "./core/loopy.js";
export { compound, disjunctiveSum, selectiveCompound, conjunctiveCompound, continuedConjunctiveCompound, } from "./core/compound.js";
export { COMPOUND_KINDS, compoundKind, explainCompound, isCompoundKind } from "./core/compoundKinds.js";
export { compoundGame } from "./core/compoundGame.js";
export { boardOf } from "./games/view.js";
export { nim } from "./games/nim/index.js";
export { turtles, mockturtles, ruler, corners } from "./games/coins/index.js";
export { wythoff, wythoffGame, wythoffIsP, wythoffPPosition, wythoffPartner, wythoffWinningMoves, } from "./games/wythoff/index.js";
export { euclid, euclidGame, euclidSuspense, euclidSuspenseOfQuotients, euclidQuotients, } from "./games/euclid/index.js";
export { strip, stripColouring, stripColouringGame, stripColouringGrundy, stripBlankGrundy, stripColouringSegments, stripColouringWinningMove, stripColouringPeriodicity, } from "./games/strip/index.js";
export { wythoffGrundyTable } from "./games/wythoff/index.js";
export { euclidGrundy } from "./games/euclid/index.js";
export { solveFsvp, partitionCount, fsvpIndex, fsvpPosition, fsvpOptions, fsvpGammaOf, checkFsvpTable, FSVP_MAX_N, FSVP_P, FSVP_N, FSVP_D, FSVP_INFINITE, FSVP_NO_REMOTENESS, fsvpSummary, encodeFsvpTable, decodeFsvpTable, fsvpTsvRows, fsvpTsvBytes, parseFsvpTsv, } from "./games/fsvp/index.js";
// Game families: the position language's games, one record each, and user-defined ones.
// Each built-in game is one folder, src/games/<game>/, whose index.ts exports one namespace
// (`family`, `game`, closed forms).
export { chomp } from "./games/chomp/index.js";
export { moore } from "./games/moore/index.js";
export { lasker } from "./games/lasker/index.js";
export { heaps } from "./games/heaps/index.js";
export { subadd } from "./games/subadd/index.js";
export { digraph } from "./games/digraph/index.js";
export { arcKayles, nodeKayles } from "./games/graphKayles/index.js";
export { defineFamily, isFamily } from "./games/family.js";
export { FAMILIES, Registry } from "./games/registry.js";
export { readSeqGame, familyHeaps, seqReport } from "./games/familySequence.js";
export { parseExpression } from "./expression/parse.js";
export { analyze } from "./analyze/analyze.js";
export { formatAnalysis, analysisLines, analysisJson } from "./analyze/format.js";
// the charts' scales and colours (browser-safe: the lab draws the CLI's pictures on canvases)
export { tickStep } from "./plot/axes.js";
export { P_COLOUR, scale as heatScale } from "./plot/wythoffHeatmap.js";
export { COMMON_COLOUR, PERIOD_COLOUR, RARE_COLOUR } from "./plot/sequenceChart.js";
// Heap games: take-and-break codes, subtraction sets, Grundy's game.
export { heapGame } from "./heap/heapGame.js";
export { parseTakeAndBreak, takeAndBreak, expandCodePattern } from "./heap/takeAndBreak.js";
export { subtraction, subtractionRules, parseSubtraction, MAX_SUBTRACTION, } from "./heap/subtraction.js";
export { grundysGame, GRUNDYS_GAME } from "./heap/grundysGame.js";
export { parseHeapGame, heapGameOf } from "./heap/parseHeapGame.js";
export { NAMED_HEAP_RULES } from "./heap/namedHeapRules.js";
export { maxRemoval, maxParts, checkRules } from "./heap/heapRules.js";
export { heapOptions } from "./heap/heapOptions.js";
export { misereQuotient, parseMisereGame, MISERE_DEFAULT_TO, MISERE_DEFAULT_ELEMENTS, MISERE_DEFAULT_SECONDS, MISERE_MAX_TO, } from "./misere/index.js";
// Grundy sequences (sprague-grundy/sequence), the judge solvers (…/judge) and charts
// (…/plot) have entry points of their own: src/sequence/index.ts, src/judge/index.ts,
// src/plot/index.ts. This entry runs in a browser: no Node built-in is reachable from it.
// Playing a position against the computer (the terminal's grundy play and the browser lab).
export { PlaySession } from "./play/session.js";
export { hasValue, searchValue } from "./search/searchValue.js";
//# sourceMappingURL=index.js.map