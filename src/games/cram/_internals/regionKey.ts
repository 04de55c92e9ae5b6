// The key of a Cram region for the search (../searchFamily.ts): the region cut to its
// bounding box, turned upright (its lines the long side: H bits a line, W ≤ H lines), and the
// least of its orientations (4 of a rectangle, 8 of a square) in the packed keys' order: the
// lines compared from the last (the most significant) down, each as a number. That one
// orientation is packed into 64 bits (./lines.ts) or, past 59 cells, interned
// (./bigRegions.ts): both keys come from one search for it.
//
// The search looks at the top line of each orientation first (the first line of the reversed
// order, the lines' bit reverses, and a square's transposes: two bit reverses, and two columns
// of a square), which decides most regions; only a tie there builds every orientation.
import { BIG_TAG, internLines, mustIntern } from "./bigRegions.js";
import { packLines, reverseBits } from "./lines.js";

// scratch: the least orientation, the top line of each orientation, every orientation (ties), a transpose
const best = new Int32Array(32);
const tops = new Int32Array(8);
const img = new Int32Array(8 * 32);
const tr = new Int32Array(32);

/**
 * The key of the region in lines `cur[jmin … jmax]`, its cells in bits `low … low + h − 1`,
 * into `key` = [lo, hi]; the region upright goes to `up` (H ≥ W lines). Whether the region
 * is its own half turn.
 */
export function regionKey(cur: Int32Array, jmin: number, jmax: number, low: number, h: number, up: Int32Array, key: Uint32Array): boolean {
  const w = jmax - jmin + 1;
  if (h >= w) {
    for (let j = 0; j < w; j++) up[j] = cur[jmin + j]! >>> low;
    return canonicalKey(up, w, h, key);
  }
  // turned upright: line i of the region is bit low + i across its w lines
  for (let i = 0; i < h; i++) {
    let x = 0;
    for (let j = 0; j < w; j++) x |= ((cur[jmin + j]! >>> (low + i)) & 1) << j;
    up[i] = x;
  }
  return canonicalKey(up, h, w, key);
}

/** The key of the upright W × H region in `l` (W ≤ H ≤ 31, lines of H bits), into `key`; whether it is its own half turn. */
export function canonicalKey(l: Int32Array, W: number, H: number, key: Uint32Array): boolean {
  const symmetric = leastOrientation(l, W, H, best);
  if (mustIntern(W, H)) {
    key[0] = internLines(best, W, H);
    key[1] = BIG_TAG;
  } else packLines(best, W, H, key);
  return symmetric;
}

/** Bit j of each of the W lines in `l`: line j of the transpose. */
function column(l: Int32Array, W: number, j: number): number {
  let x = 0;
  for (let i = 0; i < W; i++) x |= ((l[i]! >>> j) & 1) << i;
  return x;
}

/**
 * The least orientation of the upright W × H region in `l` into `out`; whether the region is
 * its own half turn (line k the reverse of line W − 1 − k). Orientation s: bit 0, the lines in
 * reverse order; bit 1, each line's bits reversed; bit 2 (a square), transposed first.
 */
export function leastOrientation(l: Int32Array, W: number, H: number, out: Int32Array): boolean {
  const top = l[W - 1]!;
  const bottom = l[0]!;
  const rTop = reverseBits(top, H);
  const rBottom = reverseBits(bottom, H);
  let symmetric = rBottom === top;
  for (let k = 1; symmetric && 2 * k < W; k++) symmetric = reverseBits(l[W - 1 - k]!, H) === l[k];
  // the top line of each orientation (lines of H ≤ 31 bits: non-negative, compared as numbers)
  tops[0] = top;
  tops[1] = bottom;
  tops[2] = rTop;
  tops[3] = rBottom;
  const n = W === H ? 8 : 4;
  if (n === 8) {
    const t = column(l, W, W - 1);
    const b = column(l, W, 0);
    tops[4] = t;
    tops[5] = b;
    tops[6] = reverseBits(t, H);
    tops[7] = reverseBits(b, H);
  }
  let s = 0;
  let least = top;
  let ties = 1;
  for (let t = 1; t < n; t++) {
    const x = tops[t]!;
    if (x < least) {
      least = x;
      s = t;
      ties = 1;
    } else if (x === least) ties++;
  }
  if (ties === 1) {
    orientation(l, W, H, s, out, 0);
    return symmetric;
  }
  // a tie on the top line: every orientation, compared line by line among the least so far
  let alive = 0;
  for (let t = 0; t < n; t++) {
    if (tops[t] !== least) continue;
    alive |= 1 << t;
    orientation(l, W, H, t, img, t * 32);
  }
  for (let k = W - 2; k >= 0 && (alive & (alive - 1)) !== 0; k--) {
    let m = 0x7fffffff;
    for (let t = 0; t < n; t++) if ((alive >>> t) & 1 && img[t * 32 + k]! < m) m = img[t * 32 + k]!;
    for (let t = 0; t < n; t++) if ((alive >>> t) & 1 && img[t * 32 + k]! !== m) alive &= ~(1 << t);
  }
  s = 31 - Math.clz32(alive & -alive);
  for (let j = 0; j < W; j++) out[j] = img[s * 32 + j]!;
  return symmetric;
}

/** Orientation s (see {@link leastOrientation}) of the W × H region in `l`, into `out[at …]`. */
function orientation(l: Int32Array, W: number, H: number, s: number, out: Int32Array, at: number): void {
  let src = l;
  if (s & 4) {
    for (let j = 0; j < W; j++) tr[j] = column(l, W, j);
    src = tr;
  }
  if (s & 2) {
    if (s & 1) for (let j = 0; j < W; j++) out[at + j] = reverseBits(src[W - 1 - j]!, H);
    else for (let j = 0; j < W; j++) out[at + j] = reverseBits(src[j]!, H);
  } else if (s & 1) for (let j = 0; j < W; j++) out[at + j] = src[W - 1 - j]!;
  else for (let j = 0; j < W; j++) out[at + j] = src[j]!;
}
