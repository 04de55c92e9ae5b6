// Web Worker: Wythoff's Grundy table, computed off the page's thread by the library's
// wythoffGrundyTable and sent back as a transferred Uint32Array (G(x, y) at x·n + y).
import { wythoffGrundyTable } from "../../../src/games/wythoffGrundyTable.ts";

/** A request: the side of the table. */
export interface WythoffRequest {
  id: number;
  size: number;
}

/** The answer: the table, its largest value and the milliseconds it took. */
export type WythoffAnswer = { id: number; type: "done"; size: number; values: Uint32Array; max: number; ms: number } | { id: number; type: "error"; message: string };

self.onmessage = (e: MessageEvent<WythoffRequest>) => {
  const { id, size } = e.data;
  try {
    const t0 = performance.now();
    const table = wythoffGrundyTable(size);
    let max = 0;
    const values = table.values;
    for (let i = 0; i < values.length; i++) if (values[i]! > max) max = values[i]!;
    const answer: WythoffAnswer = { id, type: "done", size, values, max, ms: performance.now() - t0 };
    (self as unknown as Worker).postMessage(answer, [values.buffer]);
  } catch (err) {
    const answer: WythoffAnswer = { id, type: "error", message: err instanceof Error ? err.message : String(err) };
    (self as unknown as Worker).postMessage(answer);
  }
};
