// The analysis engine that analyze and the play session share (one module both import): a
// summand as the compound rules see it (Term), reading an expression into terms within one
// search budget, deciding terms under a compound, the moves of an analysis (each carrying
// its term), and γ of a sum with a loopy game.
export type { Analysis, ComponentMove } from "./analysis.js";
export { analyzeTerms } from "./_internals/analyzeTerms.js";
export { componentMove, movedTerm } from "./_internals/componentMove.js";
export { MAX_WRITTEN_COPIES, readTerms, solveOptions } from "./_internals/read.js";
export { Term } from "./_internals/term.js";
export { quotientOf } from "./_internals/quotientSum.js";
