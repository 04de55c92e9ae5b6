// A model of Chomp written from its rules, for the tests of the move words (a bite at a row and column).

/** Chomp's rows after a bite at (row, column), 1-based from the poisoned corner; empty rows dropped. */
export function bite(rows: number[], row: number, column: number): number[] {
  return rows.map((len, i) => (i >= row - 1 ? Math.min(len, column - 1) : len)).filter((len) => len > 0);
}

/** The rows of a chomp position's text: chomp(r,c) is r rows of c; chomp(r,c; a,b,…) the rows a, b, …. */
export function chompRows(text: string): number[] {
  const m = /^chomp\((\d+),(\d+)(?:; ([\d,]+))?\)$/.exec(text);
  if (!m) throw new Error(`not a chomp position: ${text}`);
  return m[3] ? m[3].split(",").map(Number) : new Array<number>(Number(m[1])).fill(Number(m[2]));
}
