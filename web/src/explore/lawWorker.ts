// Web Worker: the law of an expression with free variables, found by the library's
// findPattern exactly as `grundy pattern` finds it, off the page's thread. The law comes
// back as plain data (the page rebuilds it with foundLaw), the values transferred, for a
// table the law's P-positions cell by cell (for the heat map's marks), and the verdict on a
// law found before (./lawCheck.ts) when the new values reach further.
import { type AnalyzeCompound, findPattern, foundLaw, type Law, type Play } from "sprague-grundy";
import { type Before, checkLaw, type Verdict } from "./lawCheck.ts";
import { lastOf, rangeOptions } from "./lawRange.ts";
import type { LawValues } from "./lawValues.ts";

/** A request: the expression, its range as typed ("600" or "n=0..600"), play and compound. */
export interface LawRequest {
  id: number;
  expr: string;
  range: string;
  play: Play;
  compound: AnalyzeCompound;
  /** A law found before on the same game, checked on the new values when they reach further. */
  before?: Before;
}

export type { LawValues } from "./lawValues.ts";

/** The answer. `lawP`, for a table: 1 where the law says P (value 0 or outcome P), else 0. */
export type LawAnswer =
  | { id: number; type: "progress"; done: number; total: number }
  | { id: number; type: "done"; law: Law; values: LawValues; theorem: string | null; lawP: Uint8Array | null; verdict: Verdict | null; ms: number }
  | { id: number; type: "error"; message: string };

const post = (a: LawAnswer, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(a, transfer);

/**
 * Where the law says P in a table (1; else 0). The law holds on every value it was found on,
 * so it says P only where the value is 0: those cells alone are asked (a cell the law does
 * not cover, such as a row past those a rows law lists, stays 0).
 */
function lawPositions(law: Law, table: Extract<LawValues, { kind: "table" }>): Uint8Array {
  const found = foundLaw(law);
  const out = new Uint8Array(table.rows * table.cols);
  if (law.kind === "none") return out;
  for (let k = 0; k < out.length; k++) {
    if (table.values[k] !== 0) continue;
    try {
      const v = found.at([BigInt(table.from[0] + Math.floor(k / table.cols)), BigInt(table.from[1] + (k % table.cols))]);
      if (v === "P" || v === 0n) out[k] = 1;
    } catch {
      // a point no law covers is not marked
    }
  }
  return out;
}

self.onmessage = (e: MessageEvent<LawRequest>) => {
  const { id, expr, range, play, compound } = e.data;
  try {
    const t0 = performance.now();
    const pattern = findPattern(expr, { ...rangeOptions(range), play, compound, onProgress: (done, total) => post({ id, type: "progress", done, total }) });
    const v = pattern.values;
    if (!v) throw new Error("no values were computed");
    // values that own their buffer, so the transfer moves no more than they hold
    const own = v.values.byteOffset === 0 && v.values.byteLength === v.values.buffer.byteLength ? v.values : v.values.slice();
    const values: LawValues =
      "rows" in v
        ? { kind: "table", variables: v.variables, from: v.from, rows: v.rows, cols: v.cols, values: own, measure: v.measure, of: v.of }
        : { kind: "line", variable: v.variable, from: v.from, values: own, measure: v.measure, of: v.of };
    const lawP = values.kind === "table" ? lawPositions(pattern.law, values) : null;
    const before = e.data.before;
    const verdict = before && lastOf(values).some((v, k) => v > before.last[k]!) ? checkLaw(before, values) : null;
    const done: LawAnswer = { id, type: "done", law: pattern.law, values, theorem: pattern.theorem ?? null, lawP, verdict, ms: performance.now() - t0 };
    post(done, lawP ? [values.values.buffer, lawP.buffer] : [values.values.buffer]);
  } catch (err) {
    post({ id, type: "error", message: err instanceof Error ? err.message : String(err) });
  }
};
