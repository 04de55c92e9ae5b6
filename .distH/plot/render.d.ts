import type { WythoffGrundyTable } from "../games/wythoff/grundyTable.js";
import { type SequenceChartData } from "./sequenceChart.js";
/** Image formats the plots write. */
export type ImageFormat = "svg" | "png";
/** The image format named by a file's extension (.svg or .png). */
export declare function imageFormatOf(path: string): ImageFormat;
/**
 * Renders Wythoff's Grundy values as a heat map.
 *
 * @param table - from `wythoffGrundyTable` (grundy)
 * @param format - 'svg' or 'png'
 * @returns the image file's bytes
 */
export declare function renderWythoffHeatmap(table: WythoffGrundyTable, format: ImageFormat): Buffer;
/**
 * Writes Wythoff's heat map to a file: a PNG is drawn band after band and streamed (its rows
 * deflated as they are written; one band of pixels held at a time), an SVG written whole.
 *
 * @param table - from `wythoffGrundyTable` (grundy)
 * @param format - 'svg' or 'png'
 * @param path - the file
 * @param onProgress - told the fraction of the PNG's rows written, now and then
 */
export declare function writeWythoffHeatmap(table: WythoffGrundyTable, format: ImageFormat, path: string, onProgress?: (fraction: number) => void): Promise<void>;
/**
 * Renders a Grundy sequence chart (values, rare values, period).
 *
 * @param data - the values and what to mark
 * @param format - 'svg' or 'png'
 * @returns the image file's bytes
 */
export declare function renderSequenceChart(data: SequenceChartData, format: ImageFormat): Buffer;
