// Brute forces of two-pile games for the pattern tests: each solves the game from its rules
// alone (no law, no formula), on a rectangle of positions.
import type { Table2 } from "../../src/pattern/table2.js";

/** Wythoff's Grundy values G(a, b), 0 ≤ a < rows, 0 ≤ b < cols: the mex over the row to the left, the column above and the diagonal. */
export function wythoffGrundy(rows: number, cols: number): Table2 {
  const values = new Int32Array(rows * cols);
  const stamp = new Int32Array(2 * (rows + cols) + 2).fill(-1);
  for (let a = 0; a < rows; a++) {
    for (let b = 0; b < cols; b++) {
      const id = a * cols + b;
      for (let x = 0; x < a; x++) stamp[values[x * cols + b]!] = id;
      for (let y = 0; y < b; y++) stamp[values[a * cols + y]!] = id;
      for (let k = 1; k <= Math.min(a, b); k++) stamp[values[(a - k) * cols + (b - k)]!] = id;
      let g = 0;
      while (stamp[g] === id) g++;
      values[id] = g;
    }
  }
  return { from: [0, 0], rows, cols, values };
}

/**
 * The outcome table (0 = P, 1 = N) of Fraenkel's generalised Wythoff game with parameter m:
 * take any k ≥ 1 from one pile, or k ≥ 1 and l ≥ 1 from both with |k − l| < m (m = 1 is
 * Wythoff's game). Row by row, a position no marked P-position reaches is P, and every
 * position that reaches it is marked N.
 */
export function generalisedWythoffOutcome(m: number, rows: number, cols: number): Table2 {
  const values = new Int32Array(rows * cols);
  for (let a = 0; a < rows; a++) {
    for (let b = 0; b < cols; b++) {
      if (values[a * cols + b] !== 0) continue;
      for (let x = a + 1; x < rows; x++) values[x * cols + b] = 1;
      for (let y = b + 1; y < cols; y++) values[a * cols + y] = 1;
      for (let k = 1; a + k < rows; k++) {
        for (let l = Math.max(1, k - m + 1); l <= k + m - 1 && b + l < cols; l++) values[(a + k) * cols + (b + l)] = 1;
      }
    }
  }
  return { from: [0, 0], rows, cols, values };
}

/**
 * The outcome table (0 = P, 1 = N) of Euclid's game on piles 1 ≤ a ≤ rows, 1 ≤ b ≤ cols: a move
 * subtracts a positive multiple of the smaller pile from the larger; emptying a pile wins.
 */
export function euclidOutcome(rows: number, cols: number): Table2 {
  const n = Math.max(rows, cols);
  const isP = new Uint8Array((n + 1) * (n + 1));
  for (let x = 1; x <= n; x++) {
    for (let y = x; y <= n; y++) {
      // options (x, y − j·x); reaching 0 wins at once
      let wins = y % x === 0;
      for (let r = y - x; r > 0 && !wins; r -= x) wins = isP[Math.min(x, r) * (n + 1) + Math.max(x, r)] === 1;
      isP[x * (n + 1) + y] = wins ? 0 : 1;
    }
  }
  const values = new Int32Array(rows * cols);
  for (let a = 1; a <= rows; a++) {
    for (let b = 1; b <= cols; b++) values[(a - 1) * cols + (b - 1)] = isP[Math.min(a, b) * (n + 1) + Math.max(a, b)] === 1 ? 0 : 1;
  }
  return { from: [1, 1], rows, cols, values };
}

/** Grundy values of the two-heap game where a move subtracts some s ∈ S from one heap (mex over the options of the pair itself). */
export function twoHeapSubtraction(S: readonly number[], rows: number, cols: number): Table2 {
  const values = new Int32Array(rows * cols);
  for (let a = 0; a < rows; a++) {
    for (let b = 0; b < cols; b++) {
      const seen = new Set<number>();
      for (const s of S) {
        if (a >= s) seen.add(values[(a - s) * cols + b]!);
        if (b >= s) seen.add(values[a * cols + (b - s)]!);
      }
      let g = 0;
      while (seen.has(g)) g++;
      values[a * cols + b] = g;
    }
  }
  return { from: [0, 0], rows, cols, values };
}

/**
 * Grundy values of an octal game on one heap, 0 … n − 1, from its code's digits (digit k: bit 1
 * remove k leaving nothing, bit 2 leaving one heap, bit 4 leaving two): mex over the options.
 */
export function octalValues(digits: readonly number[], n: number): number[] {
  const g: number[] = [];
  for (let h = 0; h < n; h++) {
    const seen = new Set<number>();
    digits.forEach((digit, i) => {
      const k = i + 1;
      if (k > h) return;
      const rest = h - k;
      if (digit & 1 && rest === 0) seen.add(0);
      if (digit & 2 && rest > 0) seen.add(g[rest]!);
      if (digit & 4) for (let x = 1; 2 * x <= rest; x++) seen.add(g[x]! ^ g[rest - x]!);
    });
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

/**
 * The P-positions (A_n, B_n), n = 0 … count − 1, of the generalised Wythoff game with
 * parameter m by Fraenkel's recurrence: A_n = mex{A_i, B_i : i < n}, B_n = A_n + m·n.
 */
export function mexPairs(m: number, count: number): [number[], number[]] {
  const A: number[] = [];
  const B: number[] = [];
  const used = new Uint8Array(count * (m + 3) + 2);
  let next = 0;
  for (let n = 0; n < count; n++) {
    while (used[next] === 1) next++;
    A.push(next);
    B.push(next + m * n);
    used[next] = 1;
    used[next + m * n] = 1;
  }
  return [A, B];
}

/**
 * ⌊k·x⌋ for x = [digits…] by a far convergent h/q (q past 2^200): for |k| < 2^70 the error
 * |k·x − k·h/q| < 2^−330 is far below the distance of k·x from the nearest integer (more than
 * 1/((max digit + 2)·|k|) for these badly approximable x), so the floors agree. Independent
 * of isqrt.
 */
export function floorByConvergent(digits: (i: number) => bigint, k: bigint): bigint {
  let [h, h1, q, q1] = [1n, 0n, 0n, 1n];
  for (let i = 0; q < 1n << 200n; i++) {
    const a = digits(i);
    [h, h1, q, q1] = [a * h + h1, h, a * q + q1, q];
  }
  const n = k * h;
  const f = n / q;
  return n < 0n && f * q !== n ? f - 1n : f;
}
