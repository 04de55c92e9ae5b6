// Bit operations on a Cram region stored as lines (up to 30 bits each) for the search.

/** The bits of `x` reversed within its low `h` bits. */
export function reverseBits(x: number, h: number): number {
  let v = x;
  v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
  v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
  v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
  v = ((v >>> 8) & 0x00ff00ff) | ((v & 0x00ff00ff) << 8);
  v = (v >>> 16) | (v << 16);
  return v >>> (32 - h);
}

/**
 * The runs of set bits of `line` (up to 31 bits) that meet `seed` (seed ⊆ line). Up a run by a
 * carry: adding the seed clears each run from its lowest seed bit up (the carry stops at the
 * run's end, a clear bit), so `line & ~(line + seed)` is that part, but for seed bits above the
 * lowest, which the addition sets instead (put back by `| seed`). Down a run in five steps.
 */
export function closure(seed: number, line: number): number {
  let d = seed;
  let p = line;
  d |= p & (d >>> 1);
  p &= p >>> 1;
  d |= p & (d >>> 2);
  p &= p >>> 2;
  d |= p & (d >>> 4);
  p &= p >>> 4;
  d |= p & (d >>> 8);
  p &= p >>> 8;
  d |= p & (d >>> 16);
  return d | (line & ~(line + seed));
}

/**
 * A region in a box of 3 lines of 20 bits (the regions of a 3 × 20 board) packs into 60 bits
 * with no room for its height: its key's top 4 bits are 1111 instead, which no other key has
 * (a packed height is at most 29: 2 lines or more of H bits in 59; the thin regions' key has
 * the height field 31 and a low word of 0, which a 3 × 20 box, its first line not empty, never has).
 */
export const WIDE_W = 3;
export const WIDE_H = 20;

/** The height H (bits a line) of a packed key's region. */
export const keyHeight = (hi: number): number => (hi >>> 28 === 15 ? WIDE_H : hi >>> 27);

/** The cells' bits of a packed key's high word (below its height field, or below the 3 × 20 tag). */
export const keyBody = (hi: number): number => (hi >>> 28 === 15 ? hi & 0xfffffff : hi & 0x7ffffff);

/** Packs W lines of H bits (line j at bit j·H) and the height into `out` = [lo, hi] (H·W ≤ 59, H < 32, or the 3 × 20 box: {@link WIDE_W}). */
export function packLines(l: Int32Array, W: number, H: number, out: Uint32Array): void {
  let lo = 0;
  let hi = 0;
  for (let j = 0; j < W; j++) {
    const o = j * H;
    const x = l[j]!;
    if (o + H <= 32) lo |= x << o;
    else if (o >= 32) hi |= x << (o - 32);
    else {
      lo |= x << o;
      hi |= x >>> (32 - o);
    }
  }
  out[0] = lo;
  out[1] = W * H > 59 ? hi | 0xf0000000 : hi | (H << 27);
}

/** Unpacks a key into lines (the inverse of {@link packLines}); returns W (the last line is the highest non-empty one). */
export function unpackLines(lo: number, hi: number, H: number, out: Int32Array): number {
  const body = keyBody(hi);
  const top = body !== 0 ? 63 - Math.clz32(body) : 31 - Math.clz32(lo);
  const W = Math.floor(top / H) + 1;
  const m = (1 << H) - 1;
  for (let j = 0; j < W; j++) {
    const o = j * H;
    if (o + H <= 32) out[j] = (lo >>> o) & m;
    else if (o >= 32) out[j] = (body >>> (o - 32)) & m;
    else out[j] = ((lo >>> o) | (body << (32 - o))) & m;
  }
  return W;
}
