// A record's two-coordinate face: a family whose positions are points (x, y) of the plane
// (two piles, two coordinates) says how the point is written and how its Grundy values are
// made row after row; `grundy plot <game>` and the lab's heat map draw any such family.

/**
 * The positions (x, y), x, y ≥ 0, of a family laid out on a plane, and their Grundy values
 * row after row (a family's optional `grid`).
 */
export interface Grid {
  /** The game's name in a title, e.g. "Wythoff's game". */
  readonly title: string;
  /** What x and y are, e.g. ["x (first pile)", "y (second pile)"]. */
  readonly axes: readonly [string, string];
  /** One sentence under the lab's map: the rule and where the P-positions lie. */
  readonly about: string;
  /** The position at (x, y) in the position language, e.g. `wythoff(3,5)`. */
  text(x: number, y: number): string;
  /**
   * G(x, y) for x, y < n, row after row: `onRow(y, row)` for y = 0, 1, …, n − 1 in order, with
   * `row[x]` = G(x, y) (the row may be reused after the call returns).
   */
  rows(n: number, onRow: (y: number, row: ArrayLike<number>) => void): void;
}

/** A grid's `rows` from a value per cell (a closed form that answers one position quickly). */
export function rowsOfCells(cell: (x: number, y: number) => number): Grid["rows"] {
  return (n, onRow) => {
    const row = new Uint32Array(n);
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) row[x] = cell(x, y);
      onRow(y, row);
    }
  };
}
