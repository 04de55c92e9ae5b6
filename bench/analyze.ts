// Wythoff's Grundy table: the bitset method against the direct mex over row, column and
// diagonal (the textbook O(n³) loop), same n, same run; then the bitset method at n = 4096.
import { wythoffGrundyTable } from "../src/games/wythoff/grundyTable.js";
import { peakRssMiB, table, timed } from "./_util.js";

/** Baseline: for each cell, mark every value in its row, column and diagonal, then take the mex. */
function directTable(n: number): Uint32Array {
  const g = new Uint32Array(n * n);
  const seen = new Uint8Array(2 * n + 2);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      seen.fill(0, 0, x + y + 2);
      for (let i = 0; i < x; i++) seen[g[i * n + y]!] = 1;
      for (let j = 0; j < y; j++) seen[g[x * n + j]!] = 1;
      for (let k = 1; k <= Math.min(x, y); k++) seen[g[(x - k) * n + (y - k)]!] = 1;
      let m = 0;
      while (seen[m]) m++;
      g[x * n + y] = m;
    }
  }
  return g;
}

export default async function run(): Promise<void> {
  const rows: (string | number)[][] = [["wythoff G(x, y), x, y < n", "n", "seconds", "× faster than direct mex", "peak RSS MiB"]];
  for (const n of [256, 512, 1024]) {
    const direct = timed(() => directTable(n));
    const fast = timed(() => wythoffGrundyTable(n));
    if (!direct.result.every((v, i) => v === fast.result.values[i])) throw new Error(`tables differ at n = ${n}`);
    rows.push(["bitset rows/columns/diagonals", n, fast.seconds, direct.seconds / fast.seconds, peakRssMiB()]);
    rows.push(["direct mex (baseline)", n, direct.seconds, 1, peakRssMiB()]);
  }
  const big = timed(() => wythoffGrundyTable(4096));
  rows.push(["bitset rows/columns/diagonals (goal ≤ 10 s)", 4096, big.seconds, "", peakRssMiB()]);
  table(rows);
}
