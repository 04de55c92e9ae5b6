type Cell = readonly [row: 1 | 2, column: bigint];
/** A 2×n strip with some cells coloured: cells sorted by column then row, each once. */
export interface Strip {
    readonly n: bigint;
    readonly cells: readonly Cell[];
}
/** `strip(n; row,column …)`: colouring a 2×n strip, exact for any n (proven period of blank runs). */
export declare const stripFamily: import("./family.js").Family<Strip>;
export {};
