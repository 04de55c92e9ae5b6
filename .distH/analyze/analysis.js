/** How many moves the generic solver may examine for one analysis, all its searches together (a few seconds' work). */
export const ANALYZE_BUDGET = 2_000_000;
//# sourceMappingURL=analysis.js.map