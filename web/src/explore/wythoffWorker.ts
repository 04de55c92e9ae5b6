// Web Worker: Wythoff's Grundy table, computed off the page's thread by the library's
// wythoffGrundyTable and sent back as a transferred Uint32Array (G(x, y) at x·n + y).
import { wythoffGrundyTable } from "sprague-grundy";
import { heatPixels } from "./heatColours.ts";

/** A request: the side of the table, and whether P-positions are highlighted in the picture. */
export interface WythoffRequest {
  id: number;
  size: number;
  showP: boolean;
}

/**
 * The answer: the table, its largest value, its picture (null where a Worker cannot make
 * bitmaps) and the milliseconds the table and the picture took.
 */
export type WythoffAnswer =
  | { id: number; type: "done"; size: number; values: Uint32Array; max: number; bitmap: ImageBitmap | null; ms: number; pictureMs: number }
  | { id: number; type: "error"; message: string };

self.onmessage = (e: MessageEvent<WythoffRequest>) => {
  const { id, size, showP } = e.data;
  void answer(id, size, showP);
};

async function answer(id: number, size: number, showP: boolean): Promise<void> {
  try {
    const t0 = performance.now();
    const table = wythoffGrundyTable(size);
    let max = 0;
    const values = table.values;
    for (let i = 0; i < values.length; i++) if (values[i]! > max) max = values[i]!;
    const t1 = performance.now();
    let bitmap: ImageBitmap | null = null;
    if (typeof createImageBitmap === "function" && typeof ImageData === "function") bitmap = await createImageBitmap(heatPixels(values, size, max, showP));
    const done: WythoffAnswer = { id, type: "done", size, values, max, bitmap, ms: t1 - t0, pictureMs: performance.now() - t1 };
    (self as unknown as Worker).postMessage(done, bitmap ? [values.buffer, bitmap] : [values.buffer]);
  } catch (err) {
    const failed: WythoffAnswer = { id, type: "error", message: err instanceof Error ? err.message : String(err) };
    (self as unknown as Worker).postMessage(failed);
  }
}
