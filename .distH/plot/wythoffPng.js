// Wythoff's heat map as a PNG in bounded memory: the values are made row after row
// (wythoffGrundyRows: bitsets, not the table) and kept in a scratch file of 2 bytes a value,
// then the picture is drawn band after band (its top rows are the largest y, made last) from
// blocks of rows read back, and streamed. About 48 MiB of bitsets for n = 8192, a block of
// rows and a band of pixels, where the whole table took 4n² bytes (268 MB) more.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { wythoffGrundyRows } from "../games/wythoff/grundyRows.js";
import { writeRasterPng } from "./surface.js";
import { drawWythoffHeatmap, heatmapSize } from "./wythoffHeatmap.js";
/** Rows read back at a time (8 MiB for n = 8192). */
const BLOCK_BYTES = 8 * 2 ** 20;
/**
 * Writes the heat map of Wythoff's G(x, y), x, y < n, as a PNG file: the same bytes as
 * `writeWythoffHeatmap(wythoffGrundyTable(n), "png", …)`.
 *
 * @param onProgress - told the stage ("computing", then "writing") and its fraction done, now and then
 * @param blockBytes - the most bytes of values held at a time @defaultValue 8 MiB
 */
export async function writeWythoffPng(n, path, onProgress, blockBytes = BLOCK_BYTES) {
    const dir = mkdtempSync(join(tmpdir(), "grundy-wythoff-"));
    const fd = openSync(join(dir, "values"), "w+");
    try {
        const perBlock = Math.max(1, Math.floor(blockBytes / (2 * Math.max(1, n))));
        let buffer = new Uint16Array(Math.min(n, perBlock) * n);
        let max = 1;
        let first = 0;
        const flush = (end) => {
            const bytes = new Uint8Array(buffer.buffer, 0, (end - first) * n * 2);
            writeSync(fd, bytes, 0, bytes.length, first * n * 2);
        };
        wythoffGrundyRows(n, (y, row) => {
            if (y - first === perBlock) {
                flush(y);
                first = y;
            }
            for (let x = 0; x < n; x++) {
                const g = row[x];
                if (g > max)
                    max = g;
                buffer[(y - first) * n + x] = g;
            }
            if ((y & 63) === 0)
                onProgress?.("computing", y / n);
        });
        if (n > 0)
            flush(n);
        // the picture asks for rows from the largest y down: a block ends at the row asked for
        let lo = 0;
        let hi = 0;
        const at = (x, y) => {
            if (y < lo || y >= hi) {
                hi = y + 1;
                lo = Math.max(0, hi - perBlock);
                if (buffer.length < (hi - lo) * n)
                    buffer = new Uint16Array((hi - lo) * n);
                readSync(fd, new Uint8Array(buffer.buffer, 0, (hi - lo) * n * 2), 0, (hi - lo) * n * 2, lo * n * 2);
            }
            return buffer[(y - lo) * n + x];
        };
        const { width, height } = heatmapSize(n);
        await writeRasterPng(path, width, height, (s) => drawWythoffHeatmap(s, { size: n, at }, max), onProgress && ((f) => onProgress("writing", f)));
    }
    finally {
        closeSync(fd);
        rmSync(dir, { recursive: true, force: true });
    }
}
//# sourceMappingURL=wythoffPng.js.map