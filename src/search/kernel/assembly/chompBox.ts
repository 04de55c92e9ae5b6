// Chomp in a box (AssemblyScript): src/games/chomp/box.ts's parent marking — P or N of every
// diagram of a rows × columns box, one bit each, in rank order; a diagram whose bit is clear
// when it is reached is P, and every parent of it is marked N — on 32-bit ranks (a box has at
// most 2^32 diagrams), run in slices so that the caller reports progress. The loader
// (src/games/chomp/boxKernel.ts) writes the rank terms and reads the bits in this memory.

import { tableBase } from "./table";

let a: i32 = 0;
let width: i32 = 0;
let total: u64 = 0;
/** The next rank to visit, and the P-positions so far. */
let r: u64 = 0;
let pCount: f64 = 0;
let bits: usize = 0;
/** term[k·width + l] = C(l + k − 1, k) (u32), L[1..a] the diagram's rows from the bottom, L[a + 1] = columns. */
let term: usize = 0;
let L: usize = 0;
let delta: usize = 0;
let mu: usize = 0;
let part: usize = 0;

@inline function Lget(k: i32): i32 {
  return load<i32>(L + (<usize>k << 2));
}
@inline function Lset(k: i32, v: i32): void {
  store<i32>(L + (<usize>k << 2), v);
}

/** Sets up a box of `diagrams` diagrams: returns where the loader writes the (rows + 1) × (columns + 1) terms. */
export function chompSetup(rows: i32, columns: i32, diagrams: f64): usize {
  // an instance of its own: a search's table is the last of its memory and grows there
  if (tableBase() !== 0) unreachable();
  a = rows;
  width = columns + 1;
  total = <u64>diagrams;
  r = 0;
  pCount = 0;
  const words = <usize>((total >> 5) + 1);
  bits = heap.alloc(words << 2);
  memory.fill(bits, 0, words << 2);
  term = heap.alloc(<usize>(rows + 1) * <usize>width * 4);
  L = heap.alloc(<usize>(rows + 2) * 4);
  memory.fill(L, 0, <usize>(rows + 2) * 4);
  Lset(rows + 1, columns);
  delta = heap.alloc(<usize>(rows + 1) * <usize>width * 4);
  mu = heap.alloc(<usize>(rows + 2) * 4);
  part = heap.alloc(<usize>(rows + 2) * 4);
  store<u32>(bits, 1); // the empty diagram is N: its mover has already won
  return term;
}

export function chompBits(): usize {
  return bits;
}
export function chompP(): f64 {
  return pCount;
}

@inline function mark(p: u32): void {
  const at = bits + (<usize>(p >> 5) << 2);
  store<u32>(at, load<u32>(at) | (<u32>1 << (p & 31)));
}

/** Marks r + Σ_t delta[t][μ_t] for every non-increasing μ_1 … μ_h with 1 ≤ μ_1 ≤ w. */
function markPartitions(rank: u32, h: i32, w: i32): void {
  const dw = <usize>width << 2;
  store<u32>(part, rank);
  store<i32>(mu + 4, 1);
  store<u32>(part + 4, rank + load<u32>(delta + dw + 4));
  for (let t = 2; t < h; t++) {
    store<i32>(mu + (<usize>t << 2), 0);
    store<u32>(part + (<usize>t << 2), load<u32>(part + 4));
  }
  const last = delta + <usize>h * dw;
  while (true) {
    const p0 = load<u32>(part + (<usize>(h - 1) << 2));
    const top = h === 1 ? w : load<i32>(mu + (<usize>(h - 1) << 2));
    for (let m = h === 1 ? 1 : 0; m <= top; m++) mark(p0 + load<u32>(last + (<usize>m << 2)));
    let t = h - 1;
    while (t >= 1 && load<i32>(mu + (<usize>t << 2)) === (t === 1 ? w : load<i32>(mu + (<usize>(t - 1) << 2)))) t--;
    if (t === 0) return;
    const m = load<i32>(mu + (<usize>t << 2)) + 1;
    store<i32>(mu + (<usize>t << 2), m);
    const pt = load<u32>(part + (<usize>(t - 1) << 2)) + load<u32>(delta + <usize>t * dw + (<usize>m << 2));
    store<u32>(part + (<usize>t << 2), pt);
    for (let u = t + 1; u < h; u++) {
      store<i32>(mu + (<usize>u << 2), 0);
      store<u32>(part + (<usize>u << 2), pt);
    }
  }
}

/** Visits up to `limit` more diagrams in rank order: the diagrams visited so far (`total` when done). */
export function chompRun(limit: f64): f64 {
  const stop = r + <u64>limit < total ? r + <u64>limit : total;
  while (r < stop) {
    const rank = <u32>r;
    if (((load<u32>(bits + (<usize>(rank >> 5) << 2)) >> (rank & 31)) & 1) === 0) {
      pCount++;
      for (let k = a; k >= 1; k--) {
        const lk = Lget(k);
        const above = Lget(k + 1);
        if (lk === above) continue;
        const w = above - lk;
        let h = 1;
        while (k - h >= 1 && Lget(k - h) === lk) h++;
        for (let t = 1; t <= h; t++) {
          const row = term + ((<usize>(k - t + 1) * <usize>width + <usize>lk) << 2);
          const base = load<u32>(row);
          const d = delta + ((<usize>t * <usize>width) << 2);
          for (let m = 0; m <= w; m++) store<u32>(d + (<usize>m << 2), load<u32>(row + (<usize>m << 2)) - base);
        }
        markPartitions(rank, h, w);
      }
    }
    r++;
    // the next diagram: the lowest row that can grow grows, the rows below it empty
    let k = 1;
    while (k <= a && Lget(k) === Lget(k + 1)) k++;
    if (k > a) {
      r = total;
      break;
    }
    Lset(k, Lget(k) + 1);
    for (let j = 1; j < k; j++) Lset(j, 0);
  }
  return <f64>r;
}
