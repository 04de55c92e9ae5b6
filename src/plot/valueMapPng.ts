// A grid's heat map as a PNG in bounded memory: the values are made row after row (the grid's
// rows, e.g. a two-pile game's bitsets, not the table) and kept in a scratch file of 4 bytes a value,
// then the picture is drawn band after band (its top rows are the largest y, made last) from
// blocks of rows read back, and streamed. For n = 8192 and a game with bitset rows about 48 MiB of
// bitsets, a block of rows and a band of pixels, where the whole table took 4n² bytes more.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Grid } from "../games/grid.js";
import { writeRasterPng } from "./surface.js";
import { drawValueMap, type MapLabels, valueMapSize } from "./valueMap.js";

/** Rows read back at a time (8 MiB for n = 8192). */
const BLOCK_BYTES = 8 * 2 ** 20;

/** The scratch file of values, written in blocks of rows and read back a block at a time. */
class RowStore {
  private buffer: Uint32Array;
  private first = 0;
  private lo = 0;
  private hi = 0;
  max = 1;

  constructor(
    private readonly fd: number,
    private readonly n: number,
    private readonly perBlock: number,
  ) {
    this.buffer = new Uint32Array(Math.min(n, perBlock) * n);
  }

  /** Keeps row y (rows come in order 0, 1, …). */
  put(y: number, row: ArrayLike<number>): void {
    const n = this.n;
    if (y - this.first === this.perBlock) {
      this.flush(y);
      this.first = y;
    }
    for (let x = 0; x < n; x++) {
      const g = row[x]!;
      if (g > this.max) this.max = g;
      this.buffer[(y - this.first) * n + x] = g;
    }
  }

  /** Writes the rows kept since the last block, up to row `end` (exclusive). */
  flush(end: number): void {
    const bytes = new Uint8Array(this.buffer.buffer, 0, (end - this.first) * this.n * 4);
    writeSync(this.fd, bytes, 0, bytes.length, this.first * this.n * 4);
  }

  /** G(x, y), read back in blocks that end at the row asked for (the picture asks from the largest y down). */
  at(x: number, y: number): number {
    const n = this.n;
    if (y < this.lo || y >= this.hi) {
      this.hi = y + 1;
      this.lo = Math.max(0, this.hi - this.perBlock);
      if (this.buffer.length < (this.hi - this.lo) * n) this.buffer = new Uint32Array((this.hi - this.lo) * n);
      readSync(this.fd, new Uint8Array(this.buffer.buffer, 0, (this.hi - this.lo) * n * 4), 0, (this.hi - this.lo) * n * 4, this.lo * n * 4);
    }
    return this.buffer[(y - this.lo) * n + x]!;
  }
}

/**
 * Writes the heat map of a grid's G(x, y), x, y < n, as a PNG file: the same bytes as
 * `writeValueMap(gridTable(grid, n), "png", …)`.
 *
 * @param onProgress - told the stage ("computing", then "writing") and its fraction done, now and then
 * @param blockBytes - the most bytes of values held at a time @defaultValue 8 MiB
 */
export async function writeValueMapPng(
  grid: Pick<Grid, "rows">,
  n: number,
  path: string,
  labels: MapLabels,
  onProgress?: (stage: "computing" | "writing", fraction: number) => void,
  blockBytes = BLOCK_BYTES,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "grundy-map-"));
  const fd = openSync(join(dir, "values"), "w+");
  try {
    const store = new RowStore(fd, n, Math.max(1, Math.floor(blockBytes / (4 * Math.max(1, n)))));
    grid.rows(n, (y, row) => {
      store.put(y, row);
      if ((y & 63) === 0) onProgress?.("computing", y / n);
    });
    if (n > 0) store.flush(n);
    const { width, height } = valueMapSize(n);
    const table = { size: n, at: (x: number, y: number) => store.at(x, y) };
    await writeRasterPng(path, width, height, (s) => drawValueMap(s, table, store.max, labels), onProgress && ((f) => onProgress("writing", f)));
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}
