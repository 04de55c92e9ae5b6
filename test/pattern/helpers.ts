// Helpers of the pattern tests, written apart from grundy's own code: a brute-force mex of
// take-and-break codes and subtraction sets, a seeded generator. (The tests' interpreter of the
// Program IR is ../helpers/runProgram.ts.)

/** G(0) … G(count − 1) of the take-and-break code with digits d0.d1d2… (hexadecimal bits 1, 2, 4, 8), by the mex definition. */
export function bruteTakeBreak(digits: readonly number[], count: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    for (let i = 1; i < digits.length && i <= n; i++) {
      const d = digits[i]!;
      const r = n - i;
      if (d & 1 && r === 0) seen.add(0);
      if (d & 2 && r > 0) seen.add(g[r]!);
      if (d & 4) for (let a = 1; 2 * a <= r; a++) seen.add(g[a]! ^ g[r - a]!);
      if (d & 8) for (let a = 1; 3 * a <= r; a++) for (let b = a; a + 2 * b <= r; b++) seen.add(g[a]! ^ g[b]! ^ g[r - a - b]!);
    }
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** G(0) … G(count − 1) of the subtraction game with set S. */
export function bruteSubtraction(set: readonly number[], count: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set(set.filter((s) => s <= n).map((s) => g[n - s]!));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** A seeded generator of integers 0 … k − 1 (xorshift32). */
export function seeded(seed: number): (k: number) => number {
  let x = seed >>> 0 || 1;
  return (k) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % k;
  };
}
