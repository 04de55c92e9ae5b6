// Cram regions too large to pack into a key: a region whose bounding box has more than 59
// cells (boards of 60 … 64 cells), but a 3 × 20 box (./lines.ts, WIDE_W), is interned instead. Its canonical lines, the least over
// the same symmetries as a packed key (4 of a rectangle, 8 of a square) in the same order
// (./regionKey.ts finds that orientation for both keys), are kept once in a store of typed arrays, and its key is a tag no packed region has (the
// height field 1 with no cells: a packed region is upright, H ≥ W ≥ 2; a strip's high word is 0)
// with the region's index in the store as the low word.
// An index means something in this process only: such keys are transient (never written to
// a table file, never sent to another thread; docs/large-position-search.md).
import { GrundyError } from "../../../errors.js";
import { grown } from "../../../search/grown.js";
import { count as popcount } from "../../../search/nimberSet.js";
import { keyBody, keyHeight, unpackLines, WIDE_H, WIDE_W } from "./lines.js";

/** The high word of every interned key (height field 1, body 0: a region of 2 lines or more, upright, has H ≥ 2); the low word is the index in the store. */
export const BIG_TAG = 0x08000000;
/** The most distinct interned regions a process keeps (about 24–48 bytes each: up to 8 lines, an index, a hash slot). */
const BIG_REGIONS_MAX = 1 << 24;
let cap = BIG_REGIONS_MAX;

/** The store holds at most `regions` regions from now on (the default, {@link BIG_REGIONS_MAX}; tests lower it to reach the error). */
export function setBigRegionCap(regions: number): void {
  cap = Math.min(BIG_REGIONS_MAX, Math.max(0, Math.floor(regions)));
}

/** Regions whose bounding box has more cells than this are interned (a packed key holds 59 bits of cells). */
let internAbove = 59;

/** Whether a key is an interned region's. */
export const isBigKey = (hi: number): boolean => hi >>> 0 === BIG_TAG;

/** Regions whose bounding box has more than `cells` cells are interned from now on (59, the default, is what a packed key holds; tests lower it to reach the interned path on small boards). */
export function setInternAbove(cells: number): void {
  internAbove = Math.min(59, Math.max(0, Math.floor(cells)));
}

/** Whether an upright W × H region is too large to pack (its key is then interned, {@link internLines}); a 3 × 20 box packs (lines.ts, WIDE_W). */
export const mustIntern = (W: number, H: number): boolean => W * H > internAbove && (W !== WIDE_W || H !== WIDE_H);

// the store: entry i has its lines at lines[start[i] …], and head[i] = W | H << 8 | cells << 16
let head = new Uint32Array(1 << 10);
let start = new Uint32Array(1 << 10);
let lines = new Int32Array(1 << 12);
let used = 0;
let count = 0;
// open addressing by hash of the lines: index + 1 (0: empty); at most half full
let slots = new Uint32Array(1 << 11);

/** Distinct regions interned so far in this process. */
export const bigRegionCount = (): number => count;

function hashLines(l: Int32Array, W: number, H: number): number {
  let h = Math.imul(W ^ (H << 8), 0x9e3779b1);
  for (let j = 0; j < W; j++) {
    h = Math.imul(h ^ l[j]!, 0x85ebca77);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

/**
 * The index in the store of the W × H region in lines `l`, its least orientation
 * (./regionKey.ts), added if new; its key is [index, {@link BIG_TAG}]. A GrundyError when the
 * store already holds {@link BIG_REGIONS_MAX} regions.
 */
export function internLines(l: Int32Array, W: number, H: number): number {
  const h = W | (H << 8);
  let mask = slots.length - 1;
  let s = hashLines(l, W, H) & mask;
  for (;;) {
    const e = slots[s]!;
    if (e === 0) break;
    const i = e - 1;
    if ((head[i]! & 0xffff) === h) {
      const o = start[i]!;
      let j = 0;
      while (j < W && lines[o + j] === l[j]) j++;
      if (j === W) return i;
    }
    s = (s + 1) & mask;
  }
  if (count >= cap)
    throw new GrundyError(
      `cram: the search met more than ${cap.toLocaleString("en-US")} distinct regions of over 59 cells (BIG_REGIONS_MAX in src/games/cram/_internals/bigRegions.ts, the store of regions too large for a packed key); a board of at most 59 cells needs none`,
    );
  if (count === head.length) {
    head = grown(head, 2 * count);
    start = grown(start, 2 * count);
  }
  if (used + W > lines.length) lines = grown(lines, 2 * lines.length);
  let cells = 0;
  for (let j = 0; j < W; j++) {
    lines[used + j] = l[j]!;
    cells += popcount(l[j]!);
  }
  const i = count++;
  head[i] = h | (cells << 16);
  start[i] = used;
  used += W;
  if (2 * count > slots.length) {
    rehash(2 * slots.length);
    mask = slots.length - 1;
    s = hashLines(l, W, H) & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
  }
  slots[s] = i + 1;
  return i;
}

function rehash(n: number): void {
  slots = new Uint32Array(n);
  const mask = n - 1;
  const l = new Int32Array(32);
  for (let i = 0; i < count; i++) {
    const W = head[i]! & 0xff;
    const o = start[i]!;
    for (let j = 0; j < W; j++) l[j] = lines[o + j]!;
    let s = hashLines(l, W, (head[i]! >>> 8) & 0xff) & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = i + 1;
  }
}

function entry(index: number): number {
  if (index >= count) throw new Error(`cram: no interned region ${index} in this process (${count} interned)`);
  return head[index]!;
}

/** The height H (bits a line) of interned region `index`. */
const bigHeight = (index: number): number => (entry(index) >>> 8) & 0xff;

/** The cells of interned region `index`. */
export const bigCells = (index: number): number => entry(index) >>> 16;

/** Writes the lines of interned region `index` to `out`; returns W (its number of lines). */
export function bigLines(index: number, out: Int32Array): number {
  const W = entry(index) & 0xff;
  const o = start[index]!;
  for (let j = 0; j < W; j++) out[j] = lines[o + j]!;
  return W;
}

/** Forgets every interned region (tests: a store as a new process has it). Only while no table holds an interned key. */
export function resetBigRegions(): void {
  count = 0;
  used = 0;
  slots.fill(0);
}

/** The height H (bits a line) of any key's region but a strip's. */
export const heightOf = (lo: number, hi: number): number => (isBigKey(hi) ? bigHeight(lo) : keyHeight(hi));

/** Writes the lines of any key's region but a strip's to `out` (H: {@link heightOf}); returns W. */
export const linesOf = (lo: number, hi: number, H: number, out: Int32Array): number => (isBigKey(hi) ? bigLines(lo, out) : unpackLines(lo, hi, H, out));

/** The cells of any key's region but a strip's. */
export const cellsOfKey = (lo: number, hi: number): number => (isBigKey(hi) ? bigCells(lo) : popcount(lo) + popcount(keyBody(hi)));
