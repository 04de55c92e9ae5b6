import { writeFileSync } from "node:fs";
import { GrundyError } from "../errors.js";
import { CHART_SIZE, drawSequenceChart, type SequenceChartData } from "./sequenceChart.js";
import { RasterSurface, SvgSurface, type Surface, writeRasterPng } from "./surface.js";
import { drawValueMap, largestValue, type MapLabels, type ValueTable, valueMapSize } from "./valueMap.js";

/** Image formats the plots write. */
export type ImageFormat = "svg" | "png";

/** The image format named by a file's extension (.svg or .png). */
export function imageFormatOf(path: string): ImageFormat {
  const m = /\.(svg|png)$/i.exec(path);
  if (!m) throw new GrundyError(`grundy plot: --out "${path}": expected a file name ending in .svg or .png`);
  return m[1]!.toLowerCase() as ImageFormat;
}

function surface(format: ImageFormat, width: number, height: number, title: string): Surface {
  return format === "svg" ? new SvgSurface(width, height, title) : new RasterSurface(width, height);
}

/**
 * Renders a table of Grundy values over two coordinates as a heat map.
 *
 * @param table - the values, e.g. `gridTable(family.grid, n)` (grundy)
 * @param format - 'svg' or 'png'
 * @param labels - the title and the axes, e.g. `mapLabels(family.grid, n)`
 * @returns the image file's bytes
 */
export function renderValueMap(table: ValueTable, format: ImageFormat, labels: MapLabels): Buffer {
  const { width, height } = valueMapSize(table.size);
  const s = surface(format, width, height, labels.title);
  drawValueMap(s, table, largestValue(table), labels);
  return s.finish();
}

/**
 * Writes a heat map to a file: a PNG is drawn band after band and streamed (its rows
 * deflated as they are written; one band of pixels held at a time), an SVG written whole.
 *
 * @param table - the values, e.g. `gridTable(family.grid, n)` (grundy)
 * @param format - 'svg' or 'png'
 * @param path - the file
 * @param labels - the title and the axes
 * @param onProgress - told the fraction of the PNG's rows written, now and then
 */
export async function writeValueMap(table: ValueTable, format: ImageFormat, path: string, labels: MapLabels, onProgress?: (fraction: number) => void): Promise<void> {
  if (format === "svg") {
    writeFileSync(path, renderValueMap(table, format, labels));
    return;
  }
  const { width, height } = valueMapSize(table.size);
  const max = largestValue(table);
  await writeRasterPng(path, width, height, (s) => drawValueMap(s, table, max, labels), onProgress);
}

/**
 * Renders a Grundy sequence chart (values, rare values, period).
 *
 * @param data - the values and what to mark
 * @param format - 'svg' or 'png'
 * @returns the image file's bytes
 */
export function renderSequenceChart(data: SequenceChartData, format: ImageFormat): Buffer {
  const s = surface(format, CHART_SIZE.width, CHART_SIZE.height, data.title);
  drawSequenceChart(s, data);
  return s.finish();
}
