/** `mex` (src/core/mex.ts) without the check of its argument: the solver's hot path. */
export declare function mexOf(values: Iterable<number>): number;
