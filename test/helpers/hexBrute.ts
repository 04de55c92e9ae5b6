// A plain hexadecimal take-and-break solver for tests, written from the definition of the code
// (Howse & Nowakowski, Theoret. Comput. Sci. 313 (2004), §1): digit d_i = Σ δ_j·2^j lets a move
// remove i tokens and leave exactly j non-empty heaps for each δ_j = 1 (j = 0 … 3).

/**
 * G(0) … G(count − 1) of a hexadecimal code "d0.d1d2…" by the mex definition: for each removal
 * i, each way to leave the rest r = n − i as k = 0 … 3 non-empty heaps the digit allows (bit
 * 2^(k) for k heaps; k = 0 only when r = 0), the nim-sum of the heaps' values.
 */
export function hexBrute(code: string, count: number): number[] {
  const [whole, frac] = code.split(".") as [string, string];
  const digits = [Number.parseInt(whole, 16), ...[...frac].map((c) => Number.parseInt(c, 16))];
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const options = new Set<number>();
    digits.forEach((d, i) => {
      const r = n - i;
      if (r < 0) return;
      if (d & 1 && r === 0 && i > 0) options.add(0);
      if (d & 2 && r >= 1 && i > 0) options.add(g[r]!);
      // two heaps x ≤ y, three heaps x ≤ y ≤ z, summing to r
      for (let x = 1; d & 4 && 2 * x <= r; x++) options.add(g[x]! ^ g[r - x]!);
      for (let x = 1; d & 8 && 3 * x <= r; x++) for (let y = x; x + 2 * y <= r; y++) options.add(g[x]! ^ g[y]! ^ g[r - x - y]!);
    });
    let mex = 0;
    while (options.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}
