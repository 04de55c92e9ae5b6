// The position type of Chomp, apart from the record so that the view and the box solver can name it.
/**
 * A Chomp position: the row lengths of a Young diagram, top row (with the poisoned corner)
 * first, non-increasing, every entry ≥ 1 (empty rows are dropped). `[1]` is the corner
 * alone: the end of the game.
 */
export type ChompPosition = readonly number[];
