// Whether a connected Cram region stays connected when a domino is taken, told from the cells
// round the domino alone: if the domino's free neighbours are joined to each other inside a
// small window round it (the domino's cells taken), every path of the region that went
// through the domino can go round it, so the region is still one. The window is the 10 cells
// round the domino — 3 lines of 4 bits for a domino down a line, 4 lines of 3 bits for one
// across two lines — and the answer for each of its 2^10 fillings is a table built once by a
// flood fill in the window. "No" means only "not seen here" (the region may be joined further
// out): the caller then splits the board as usual (./reduce.ts).

/** For a domino down line j (bits i, i + 1): bit 4t + c of the pattern is cell (line j − 1 + t, bit i − 1 + c). */
const DOWN = new Uint8Array(1 << 12);
/** For a domino across lines j, j + 1 (bit i): bit 3t + c of the pattern is cell (line j − 1 + t, bit i − 1 + c). */
const ACROSS = new Uint8Array(1 << 12);

/** Fills `table` for a window of `lines` lines of `bits` bits holding the domino's two cells `a` and `b` (pattern bit numbers). */
function build(table: Uint8Array, lines: number, bits: number, a: number, b: number): void {
  const cells = lines * bits;
  const near = (p: number): number[] => {
    const t = Math.floor(p / bits);
    const c = p % bits;
    const out: number[] = [];
    if (c > 0) out.push(p - 1);
    if (c + 1 < bits) out.push(p + 1);
    if (t > 0) out.push(p - bits);
    if (t + 1 < lines) out.push(p + bits);
    return out;
  };
  const neighbours = [...new Set([...near(a), ...near(b)])].filter((p) => p !== a && p !== b);
  for (let pattern = 0; pattern < 1 << cells; pattern++) {
    if ((pattern >>> a) & 1 || (pattern >>> b) & 1) continue; // the domino's cells are taken
    const free = neighbours.filter((p) => (pattern >>> p) & 1);
    if (free.length <= 1) {
      table[pattern] = 1;
      continue;
    }
    // flood fill from one free neighbour over the window's free cells
    let seen = 1 << free[0]!;
    const stack = [free[0]!];
    while (stack.length > 0) {
      const p = stack.pop()!;
      for (const q of near(p))
        if ((pattern >>> q) & 1 && !((seen >>> q) & 1)) {
          seen |= 1 << q;
          stack.push(q);
        }
    }
    table[pattern] = free.every((p) => (seen >>> p) & 1) ? 1 : 0;
  }
}
build(DOWN, 3, 4, 5, 6);
build(ACROSS, 4, 3, 4, 7);

/** Bits i − 1 … i − 1 + n − 1 of line t of `b` (W lines), 0 outside the lines and below bit 0. */
function slice(b: Int32Array, W: number, t: number, i: number, mask: number): number {
  if (t < 0 || t >= W) return 0;
  const x = b[t]!;
  return (i > 0 ? x >>> (i - 1) : x << 1) & mask;
}

/**
 * Whether the region in lines `b[0 … W − 1]`, connected before the domino down line j at bits
 * i and i + 1 was taken (those cells now empty in `b`), is seen to be connected still.
 */
export function joinedAfterDown(b: Int32Array, W: number, j: number, i: number): boolean {
  return DOWN[slice(b, W, j - 1, i, 15) | (slice(b, W, j, i, 15) << 4) | (slice(b, W, j + 1, i, 15) << 8)] === 1;
}

/**
 * Whether the region in lines `b[0 … W − 1]`, connected before the domino across lines j and
 * j + 1 at bit i was taken (those cells now empty in `b`), is seen to be connected still.
 */
export function joinedAfterAcross(b: Int32Array, W: number, j: number, i: number): boolean {
  return ACROSS[slice(b, W, j - 1, i, 7) | (slice(b, W, j, i, 7) << 3) | (slice(b, W, j + 1, i, 7) << 6) | (slice(b, W, j + 2, i, 7) << 9)] === 1;
}
