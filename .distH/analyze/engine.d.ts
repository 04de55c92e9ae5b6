export type { Analysis, ComponentMove } from "./analysis.js";
export { analyzeTerms } from "./_internals/analyzeTerms.js";
export { componentMove, movedTerm } from "./_internals/componentMove.js";
export { MAX_WRITTEN_COPIES, readTerms, solveOptions } from "./_internals/read.js";
export { Term } from "./_internals/term.js";
export { quotientOf } from "./_internals/quotientSum.js";
