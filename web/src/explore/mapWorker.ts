// Web Worker: a family's grid of Grundy values, computed off the page's thread by the
// library's gridTable and sent back as a transferred Uint32Array (G(x, y) at x·n + y).
import { FAMILIES, gridTable } from "sprague-grundy";
import { heatPixels } from "./heatColours.ts";

/** A request: the family (one with a grid), the side of the table, and whether P-positions are highlighted. */
export interface MapRequest {
  id: number;
  game: string;
  size: number;
  showP: boolean;
}

/**
 * The answer: the table, its largest value, its picture (null where a Worker cannot make
 * bitmaps) and the milliseconds the table and the picture took.
 */
export type MapAnswer =
  | { id: number; type: "done"; size: number; values: Uint32Array; max: number; bitmap: ImageBitmap | null; ms: number; pictureMs: number }
  | { id: number; type: "error"; message: string };

self.onmessage = (e: MessageEvent<MapRequest>) => {
  void answer(e.data);
};

async function answer({ id, game, size, showP }: MapRequest): Promise<void> {
  try {
    const grid = FAMILIES.find((f) => f.name === game)?.grid;
    if (grid === undefined) throw new Error(`${game} has no map`);
    const t0 = performance.now();
    const table = gridTable(grid, size);
    const values = table.values;
    const t1 = performance.now();
    let bitmap: ImageBitmap | null = null;
    if (typeof createImageBitmap === "function" && typeof ImageData === "function") bitmap = await createImageBitmap(heatPixels(values, size, table.max, showP));
    const done: MapAnswer = { id, type: "done", size, values, max: table.max, bitmap, ms: t1 - t0, pictureMs: performance.now() - t1 };
    (self as unknown as Worker).postMessage(done, bitmap ? [values.buffer, bitmap] : [values.buffer]);
  } catch (err) {
    const failed: MapAnswer = { id, type: "error", message: err instanceof Error ? err.message : String(err) };
    (self as unknown as Worker).postMessage(failed);
  }
}
