// Grundy values by the definition for the short runs the misère tameness test asks (heaps
// 0…N, N in the hundreds): heapValues (src/heap/heapValues.ts) against the kernel forced to
// fresh copies (what every run did before short runs ran it as written) and against the plain
// loop the misère code had of its own (written here as the baseline), same rules, same run.
import { compileRules } from "../src/heap/_internals/compile.js";
import { naiveFill } from "../src/heap/_internals/naiveFill.js";
import { Workspace } from "../src/heap/_internals/workspace.js";
import type { HeapRules } from "../src/heap/heapRules.js";
import { heapValues } from "../src/heap/heapValues.js";
import { parseHeapGame } from "../src/heap/parseHeapGame.js";
import { median, table, timed } from "./_util.js";

/** The baseline: the mex over the options, heap by heap, in plain arrays. */
function plain(rules: HeapRules, count: number): number[] {
  const { digits, tail, unequal } = rules;
  const g: number[] = [0];
  const mark: number[] = [];
  for (let n = 1; n < count; n++) {
    const last = tail !== 0 ? n : Math.min(digits.length - 1, n);
    for (let i = 0; i <= last; i++) {
      const d = i < digits.length ? digits[i]! : tail;
      const r = n - i;
      if (d & 1 && r === 0 && i > 0) mark[0] = n;
      if (d & 2 && r > 0 && i > 0) mark[g[r]!] = n;
      if (d & 4) for (let a = 1, top = unequal ? (r - 1) >> 1 : r >> 1; a <= top; a++) mark[g[a]! ^ g[r - a]!] = n;
      if (d & 8) for (let a = 1; 3 * a <= r; a++) for (let b = a; a + 2 * b <= r; b++) mark[g[a]! ^ g[b]! ^ g[r - a - b]!] = n;
    }
    let v = 0;
    while (mark[v] === n) v++;
    g.push(v);
  }
  return g;
}

/** The kernel as fresh copies for every run, whatever its length. */
function copies(rules: HeapRules, count: number): ArrayLike<number> {
  const ws = new Workspace(count);
  naiveFill(compileRules(rules), ws, 0, count, true);
  return ws.values;
}

/** Median microseconds a call over `reps` calls (after as many to warm up). */
function perCall(f: () => ArrayLike<number>, reps: number): number {
  for (let i = 0; i < reps; i++) f();
  const times: number[] = [];
  for (let i = 0; i < reps; i++) times.push(timed(f).seconds * 1e6);
  return median(times);
}

export default async function run(): Promise<void> {
  const rows: (string | number)[][] = [["game", "heaps", "plain µs", "copies µs", "heapValues µs", "heapValues × plain", "copies × plain"]];
  for (const code of ["0.77", "0.007"]) {
    const rules = parseHeapGame(code);
    for (const count of [101, 301, 1001, 3001, 10001]) {
      const expected = plain(rules, count);
      const same = Array.from(heapValues(rules, count)).every((v, n) => v === expected[n]);
      if (!same) throw new Error(`${code}: heapValues and the plain loop disagree`);
      const reps = Math.max(5, Math.min(200, Math.round(2e5 / count)));
      const p = perCall(() => plain(rules, count), reps);
      const c = perCall(() => copies(rules, count), reps);
      const h = perCall(() => heapValues(rules, count), reps);
      rows.push([code, count - 1, p, c, h, h / p, c / p]);
    }
  }
  table(rows);
}
