// Cram on the generic engine: the published 3 × n values (Lemoine & Viennot) and a few
// wider boards, with time, CPU, moves examined, positions memoised and peak memory; and
// the gain of splitting into regions up to symmetry, against the same rules unsplit.
// `npm run bench -- cram [--n=3,4,…,12]` (default 3 … 11: 3 × 12 takes minutes).
import { cacheSize, clearCache, defineGame, grundy, SearchBudget } from "../src/index.js";
import { emptyBoard } from "../src/games/cram/board.js";
import { cram } from "../src/games/cram/index.js";
import { cramMoves } from "../src/games/cram/rules.js";
import { peakRssMiB, table, timed } from "./_util.js";

/** Cram 3 × n for n = 3 … 20 (Lemoine & Viennot; the MCGS results page). */
const PUBLISHED_3: Record<number, number> = { 3: 0, 4: 1, 5: 1, 6: 4, 7: 1, 8: 3, 9: 1, 10: 2, 11: 0, 12: 1, 13: 2, 14: 3, 15: 1, 16: 4, 17: 0, 18: 1, 19: 0, 20: 2 };
const OTHERS: [number, number, number][] = [
  [4, 4, 0],
  [4, 5, 2],
  [4, 6, 0],
  [5, 5, 0],
];

export default async function run(args: string[]): Promise<void> {
  const nArg = args.find((a) => a.startsWith("--n="));
  const ns = nArg ? nArg.slice(4).split(",").map(Number) : [3, 4, 5, 6, 7, 8, 9, 10, 11];
  const rows: (string | number)[][] = [["board", "value", "published", "seconds", "cpu s", "moves", "memoised", "peak MiB"]];
  const one = (r: number, c: number, published: number | undefined): void => {
    clearCache(cram.game);
    const budget = new SearchBudget(Infinity);
    const cpu = process.cpuUsage();
    const { result, seconds } = timed(() => grundy(cram.game, emptyBoard(r, c), { budget }));
    const used = process.cpuUsage(cpu);
    rows.push([`${r}×${c}`, result, published ?? "", seconds, (used.user + used.system) / 1e6, budget.spent, cacheSize(cram.game), Math.round(peakRssMiB())]);
    if (published !== undefined && result !== published) throw new Error(`cram ${r}×${c}: ${result}, published ${published}`);
  };
  for (const n of ns) one(3, n, PUBLISHED_3[n]);
  for (const [r, c, v] of OTHERS) one(r, c, v);
  table(rows);

  // the same rules without regions or symmetry: every board is one position of its own
  const plain = defineGame({ name: "cram-unsplit", moves: cramMoves, key: (b: { empty: bigint; columns: number }) => `${b.columns}:${b.empty}` });
  const ratio: (string | number)[][] = [["board", "unsplit s", "regions up to symmetry s", "ratio"]];
  for (const [r, c] of [
    [3, 6],
    [4, 4],
    [3, 7],
  ] as const) {
    clearCache(cram.game);
    const a = timed(() => grundy(plain, emptyBoard(r, c), { budget: Infinity }));
    const b = timed(() => grundy(cram.game, emptyBoard(r, c), { budget: Infinity }));
    if (a.result !== b.result) throw new Error(`cram ${r}×${c}: unsplit ${a.result}, split ${b.result}`);
    ratio.push([`${r}×${c}`, a.seconds, b.seconds, a.seconds / b.seconds]);
    clearCache(plain);
  }
  console.log("");
  table(ratio);
}
