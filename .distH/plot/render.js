import { writeFileSync } from "node:fs";
import { GrundyError } from "../errors.js";
import { CHART_SIZE, drawSequenceChart } from "./sequenceChart.js";
import { RasterSurface, SvgSurface, writeRasterPng } from "./surface.js";
import { drawWythoffHeatmap, heatmapSize, largestValue } from "./wythoffHeatmap.js";
/** The image format named by a file's extension (.svg or .png). */
export function imageFormatOf(path) {
    const m = /\.(svg|png)$/i.exec(path);
    if (!m)
        throw new GrundyError(`grundy plot: --out "${path}": expected a file name ending in .svg or .png`);
    return m[1].toLowerCase();
}
function surface(format, width, height, title) {
    return format === "svg" ? new SvgSurface(width, height, title) : new RasterSurface(width, height);
}
/**
 * Renders Wythoff's Grundy values as a heat map.
 *
 * @param table - from `wythoffGrundyTable` (grundy)
 * @param format - 'svg' or 'png'
 * @returns the image file's bytes
 */
export function renderWythoffHeatmap(table, format) {
    const { width, height } = heatmapSize(table.size);
    const s = surface(format, width, height, `Wythoff's game: Grundy values for x, y < ${table.size}`);
    drawWythoffHeatmap(s, table, largestValue(table));
    return s.finish();
}
/**
 * Writes Wythoff's heat map to a file: a PNG is drawn band after band and streamed (its rows
 * deflated as they are written; one band of pixels held at a time), an SVG written whole.
 *
 * @param table - from `wythoffGrundyTable` (grundy)
 * @param format - 'svg' or 'png'
 * @param path - the file
 * @param onProgress - told the fraction of the PNG's rows written, now and then
 */
export async function writeWythoffHeatmap(table, format, path, onProgress) {
    if (format === "svg") {
        writeFileSync(path, renderWythoffHeatmap(table, format));
        return;
    }
    const { width, height } = heatmapSize(table.size);
    const max = largestValue(table);
    await writeRasterPng(path, width, height, (s) => drawWythoffHeatmap(s, table, max), onProgress);
}
/**
 * Renders a Grundy sequence chart (values, rare values, period).
 *
 * @param data - the values and what to mark
 * @param format - 'svg' or 'png'
 * @returns the image file's bytes
 */
export function renderSequenceChart(data, format) {
    const s = surface(format, CHART_SIZE.width, CHART_SIZE.height, data.title);
    drawSequenceChart(s, data);
    return s.finish();
}
//# sourceMappingURL=render.js.map