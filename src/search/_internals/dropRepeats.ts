// The options of a frame listed twice (the same parts and the same xor of known parts: a
// mirror move of a symmetric region) have one value: the search counts them once.

/**
 * Drops from `order[from … to)` every option record equal to an earlier one (records
 * `[k, x, lo₀, hi₀, …]` in `arena`), found through a small hash of (x, the first part);
 * keeps the first of each (the order otherwise unchanged) and returns the new end.
 */
export function dropRepeats(arena: Uint32Array, order: Int32Array, score: Float64Array, from: number, to: number): number {
  if (to - from > SLOTS >> 1) return to; // too many to hash here: keep them all (still right)
  if (++stamp === 1 << 30) {
    stamps.fill(0); // a stamp of long ago must never seem current
    stamp = 1;
  }
  let w = from;
  for (let i = from; i < to; i++) {
    const o = order[i]!;
    let h = (Math.imul(arena[o + 2]! ^ Math.imul(arena[o + 3]!, 0x9e3779b1) ^ (arena[o + 1]! << 20), 0x85ebca77) >>> 24) & (SLOTS - 1);
    let repeat = false;
    while (stamps[h] === stamp) {
      if (sameRecord(arena, slots[h]!, o)) {
        repeat = true;
        break;
      }
      h = (h + 1) & (SLOTS - 1);
    }
    if (repeat) continue;
    stamps[h] = stamp;
    slots[h] = o;
    order[w] = o;
    score[w++] = score[i]!;
  }
  return w;
}

const SLOTS = 256;
const slots = new Int32Array(SLOTS);
const stamps = new Int32Array(SLOTS);
let stamp = 0;

function sameRecord(a: Uint32Array, p: number, q: number): boolean {
  const k = a[p]!;
  if (a[q] !== k || a[p + 1] !== a[q + 1]) return false;
  for (let i = 2; i < 2 + 2 * k; i++) if (a[p + i] !== a[q + i]) return false;
  return true;
}
