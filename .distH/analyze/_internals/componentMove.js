const TERM = Symbol("term");
/** The term a move of an analysis leads its component to (moves made by {@link analyzeTerms}). */
export function movedTerm(m) {
    return m[TERM];
}
/** A move in the analysis, written in the language; it carries its term for the play session (not in JSON). */
export const componentMove = (terms, component, to) => Object.defineProperty({ component, from: terms[component].text, to: to.text }, TERM, { value: to, enumerable: false });
//# sourceMappingURL=componentMove.js.map