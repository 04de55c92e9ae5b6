/**
 * A Chomp position: the row lengths of a Young diagram, top row (with the poisoned corner)
 * first, non-increasing, every entry ≥ 1 (empty rows are dropped). `[1]` is the corner
 * alone: the end of the game.
 */
export type ChompPosition = readonly number[];
/** `chomp(rows,columns)`: Chomp; outcomes exact for rectangles, two rows, L shapes and squares, the engine elsewhere. */
export declare const chompFamily: import("../family.js").Family<ChompPosition>;
