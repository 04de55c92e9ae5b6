// The generic solver on numeric keys: positions solved per second, and a 10^6-deep game.
import { clearCache, defineGame, grundy, remoteness, type Game } from "../src/index.js";
import { peakRssMiB, table, timed } from "./_util.js";

function subtraction(set: readonly number[]): Game<number> {
  return defineGame<number>({ name: `sub{${set}}`, moves: (n) => set.filter((s) => s <= n).map((s) => n - s) });
}

/** Kayles heaps as single numbers; a move leaves one or two heaps, encoded as a*2^20+b. */
const SHIFT = 1 << 20;
const kaylesPair = defineGame<number>({
  name: "kayles",
  moves(code) {
    const out: number[] = [];
    const n = code % SHIFT;
    if (code >= SHIFT) return out; // pairs are split into components below
    for (const take of [1, 2]) for (let left = 0; 2 * left <= n - take; left++) out.push(left * SHIFT + (n - take - left));
    return out;
  },
  components: (code) => (code >= SHIFT ? [Math.floor(code / SHIFT), code % SHIFT] : [code]),
});

/** Baseline: the same values by a hand-written typed-array loop (what the engine must approach). */
function directSubtraction(set: readonly number[], n: number): number {
  const g = new Int32Array(n + 1);
  const seen = new Uint8Array(set.length + 2);
  for (let i = 0; i <= n; i++) {
    seen.fill(0);
    for (const s of set) if (s <= i && g[i - s]! <= set.length) seen[g[i - s]!] = 1;
    let m = 0;
    while (seen[m]) m++;
    g[i] = m;
  }
  return g[n]!;
}

export default async function run(): Promise<void> {
  const rows: (string | number)[][] = [["case", "positions", "seconds", "positions/s", "peak RSS MiB", "× direct loop"]];
  const N = 2_000_000;
  for (const set of [
    [1, 2, 3],
    [1, 3, 4],
    [2, 5, 7, 11],
  ]) {
    const g = subtraction(set);
    // solve bottom-up in chunks, as a user asking for every heap would
    const { seconds } = timed(() => {
      for (let n = 0; n <= N; n += 1000) grundy(g, n);
      return grundy(g, N);
    });
    const direct = timed(() => directSubtraction(set, N));
    if (direct.result !== grundy(g, N)) throw new Error("engine and direct loop disagree");
    rows.push([`subtraction {${set}} heaps 0..${N}`, N + 1, seconds, (N + 1) / seconds, peakRssMiB(), seconds / direct.seconds]);
    clearCache(g);
  }
  {
    const K = 3000;
    const { seconds } = timed(() => {
      for (let n = 0; n <= K; n++) grundy(kaylesPair, n);
    });
    // each heap n has about n options; count positions solved (heaps) and options examined
    const options = (K * (K + 1)) / 2;
    rows.push([`kayles heaps 0..${K} (${options.toLocaleString("en-US")} options)`, K + 1, seconds, options / seconds, peakRssMiB()]);
  }
  {
    const g = subtraction([1]);
    const depth = 1_000_000;
    const { seconds, result } = timed(() => remoteness(g, depth));
    rows.push([`one game 10^6 moves deep (remoteness ${result})`, depth + 1, seconds, (depth + 1) / seconds, peakRssMiB()]);
  }
  table(rows);
}
