/** The value of a strip of n cells, computed by mex up to n on first use. */
export declare function strip(n: number): number;
