// An invertible mix of a 64-bit key (two 32-bit words, any bits): the transposition table takes
// its bucket from the mixed key and keeps the mixed key, which it turns back into the key when
// the table is saved. Three Feistel rounds on the two halves: a round xors one half with a
// function of the other, so applying the same round again undoes it, whatever the function.

/** The round constants (odd multipliers). */
export const K1 = 0x85ebca6b;
export const K2 = 0xc2b2ae35;
export const K3 = 0x9e3779b1;

/** A round's function of one half (an int32): its high bits depend on every bit of `x`. */
export function round(x: number, k: number): number {
  const h = Math.imul(x ^ (x >>> 16), k);
  return h ^ (h >>> 15);
}

/**
 * Mixes the key (lo, hi) into `out` = [m0, m1] (uint32 each). The table inlines these three
 * lines in its look-up; `unmixKey` is their inverse.
 */
export function mixKey(lo: number, hi: number, out: Uint32Array): void {
  const h1 = hi ^ round(lo, K1);
  const m0 = lo ^ round(h1, K2);
  out[0] = m0;
  out[1] = h1 ^ round(m0, K3);
}

/** The key (lo, hi) whose mix is (m0, m1), into `out` = [lo, hi] (uint32 each). */
export function unmixKey(m0: number, m1: number, out: Uint32Array): void {
  const h1 = m1 ^ round(m0, K3);
  const lo = m0 ^ round(h1, K2);
  out[0] = lo;
  out[1] = h1 ^ round(lo, K1);
}
