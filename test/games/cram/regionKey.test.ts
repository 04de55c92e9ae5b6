import { afterEach, describe, expect, it } from "vitest";
import { BIG_TAG, bigLines, resetBigRegions, setInternAbove } from "../../../src/games/cram/_internals/bigRegions.js";
import { regionKey } from "../../../src/games/cram/_internals/regionKey.js";

type Cell = [number, number]; // [line, bit]

/** The 8 maps of the plane (bit 0: lines reversed, bit 1: bits reversed, bit 2: the two swapped), each image moved to (0, 0). */
function images(cells: Cell[]): Cell[][] {
  const out: Cell[][] = [];
  for (let s = 0; s < 8; s++) {
    let m = cells.map(([x, y]): Cell => [s & 1 ? -x : x, s & 2 ? -y : y]);
    if (s & 4) m = m.map(([x, y]): Cell => [y, x]);
    const x0 = Math.min(...m.map((c) => c[0]));
    const y0 = Math.min(...m.map((c) => c[1]));
    out.push(m.map(([x, y]): Cell => [x - x0, y - y0]));
  }
  return out;
}

/** A name for a set of cells at (0, 0) in a frame of 7 × 7: cell (x, y) is 2^(7x + y) (below 2^49: exact). */
function name(cells: Cell[]): number {
  return cells.reduce((n, [x, y]) => n + 2 ** (7 * x + y), 0);
}

/** The packed key (as the 64 bits hi · 2^32 + lo) of an image of W lines of H bits, written by hand: cell (x, y) at bit x·H + y, H above bit 59. */
function packedByHand(cells: Cell[], H: number): bigint {
  return cells.reduce((k, [x, y]) => k | (1n << BigInt(x * H + y)), BigInt(H) << 59n);
}

/** Every set of cells of a box of R lines of C bits, as lines. */
function* subsets(R: number, C: number): Generator<{ lines: Int32Array; cells: Cell[] }> {
  for (let m = 1; m < 2 ** (R * C); m++) {
    const lines = new Int32Array(64);
    const cells: Cell[] = [];
    for (let x = 0; x < R; x++) {
      for (let y = 0; y < C; y++) {
        if ((m >> (x * C + y)) & 1) {
          lines[x] = lines[x]! | (1 << y);
          cells.push([x, y]);
        }
      }
    }
    yield { lines, cells };
  }
}

const BOXES: [number, number][] = [
  [3, 4],
  [4, 3],
  [4, 4],
  [2, 6],
  [6, 2],
  [2, 7],
];

/** The key regionKey gives a set of cells in lines, its bounding box found cell by cell. */
function keyOf(lines: Int32Array, cells: Cell[], up: Int32Array, key: Uint32Array): { symmetric: boolean; lo: number; hi: number } {
  const jmin = Math.min(...cells.map((c) => c[0]));
  const jmax = Math.max(...cells.map((c) => c[0]));
  const low = Math.min(...cells.map((c) => c[1]));
  const h = Math.max(...cells.map((c) => c[1])) - low + 1;
  const symmetric = regionKey(lines, jmin, jmax, low, h, up, key);
  return { symmetric, lo: key[0]!, hi: key[1]! };
}

afterEach(() => {
  setInternAbove(59);
  resetBigRegions();
});

describe("the key of a Cram region (regionKey)", () => {
  it("is the least packed key over the region's upright images, one key for a region and all 8 of its images, another for every other region: every set of cells of 3 × 4, 4 × 3, 4 × 4, 2 × 6, 6 × 2 and 2 × 7 boxes", () => {
    const up = new Int32Array(32);
    const key = new Uint32Array(2);
    const byName = new Map<number, string>();
    const byKey = new Map<string, number>();
    const wrong: string[] = [];
    for (const [R, C] of BOXES) {
      for (const { lines, cells } of subsets(R, C)) {
        const all = images(cells);
        const id = Math.min(...all.map(name));
        const { symmetric, lo, hi } = keyOf(lines, cells, up, key);
        // upright: the images of fewer lines than bits (all 8 for a square), the least packed by hand
        const W = Math.min(...all.map((m) => Math.max(...m.map((c) => c[0])) + 1));
        const H = Math.max(...all.map((m) => Math.max(...m.map((c) => c[0])) + 1));
        const upright = all.filter((m) => Math.max(...m.map((c) => c[0])) + 1 === W);
        const least = upright.map((m) => packedByHand(m, H)).reduce((a, b) => (b < a ? b : a));
        const got = (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
        if (got !== least) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: key ${got}, least ${least}`);
        // its own half turn: the cells map to themselves by (x, y) → (W − 1 − x, H − 1 − y) in the box
        const box = images(cells)[0]!; // the cells at (0, 0)
        const w = Math.max(...box.map((c) => c[0])) + 1;
        const h = Math.max(...box.map((c) => c[1])) + 1;
        const self = new Set(box.map(([x, y]) => `${x},${y}`));
        if (symmetric !== box.every(([x, y]) => self.has(`${w - 1 - x},${h - 1 - y}`))) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: half turn ${symmetric}`);
        // one key per region up to symmetry, and one region per key
        const k = `${lo >>> 0},${hi >>> 0}`;
        if (byName.has(id) && byName.get(id) !== k) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: key ${k}, an image had ${byName.get(id)}`);
        byName.set(id, k);
        if (byKey.has(k) && byKey.get(k) !== id) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: key ${k} of another region too`);
        byKey.set(k, id);
        // the lines left in `up` are an upright image of the region
        const upCells: Cell[] = [];
        for (let x = 0; x < W; x++) for (let y = 0; y < H; y++) if ((up[x]! >>> y) & 1) upCells.push([x, y]);
        if (!all.map(name).includes(name(upCells))) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: upright lines not an image`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(byName.size).toBe(byKey.size);
    expect(byName.size).toBeGreaterThan(10_000); // the loop ran: 10,777 regions up to symmetry in these boxes
  });

  it("interned (every region of more than 4 cells): one index for a region and its images, another for every other region, read back as the least upright image", () => {
    setInternAbove(4);
    const up = new Int32Array(32);
    const key = new Uint32Array(2);
    const back = new Int32Array(32);
    const byName = new Map<number, number>();
    const byIndex = new Map<number, number>();
    const wrong: string[] = [];
    for (const [R, C] of BOXES) {
      for (const { lines, cells } of subsets(R, C)) {
        const all = images(cells);
        const W = Math.min(...all.map((m) => Math.max(...m.map((c) => c[0])) + 1));
        const H = Math.max(...all.map((m) => Math.max(...m.map((c) => c[0])) + 1));
        if (W * H <= 4) continue;
        const id = Math.min(...all.map(name));
        const { lo, hi } = keyOf(lines, cells, up, key);
        if (hi >>> 0 !== BIG_TAG) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: not interned`);
        if (byName.has(id) && byName.get(id) !== lo) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: index ${lo}, an image had ${byName.get(id)}`);
        byName.set(id, lo);
        if (byIndex.has(lo) && byIndex.get(lo) !== id) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: index ${lo} of another region too`);
        byIndex.set(lo, id);
        // the stored lines: the upright image of least packed key, by hand
        if (bigLines(lo, back) !== W) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: stored with other lines`);
        const stored: Cell[] = [];
        for (let x = 0; x < W; x++) for (let y = 0; y < H; y++) if ((back[x]! >>> y) & 1) stored.push([x, y]);
        const upright = all.filter((m) => Math.max(...m.map((c) => c[0])) + 1 === W);
        const least = upright.map((m) => packedByHand(m, H)).reduce((a, b) => (b < a ? b : a));
        if (packedByHand(stored, H) !== least) wrong.push(`${R}×${C} ${JSON.stringify(cells)}: stored not as its least image`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(byName.size).toBe(byIndex.size);
  });
});
