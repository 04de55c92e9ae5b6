import type { WythoffGrundyTable } from "../games/wythoff/grundyTable.js";
import type { Rgb, Surface } from "./surface.js";
/** G = 0 (P-positions) in crimson; other values from pale yellow (small) to deep blue (large). */
export declare const P_COLOUR: Rgb;
/** Colour of a value t in [0, 1] on the sequential scale. @internal */
export declare function scale(t: number): Rgb;
/** The largest value of the table (at least 1: the top of the colour scale). @internal */
export declare function largestValue(table: WythoffGrundyTable): number;
/** Layout of the heat map for a table of side n. @internal */
export declare function heatmapSize(n: number): {
    width: number;
    height: number;
    cell: number;
};
/**
 * Draws Wythoff's Grundy values as a heat map: x to the right, y upwards, one cell per
 * position; P-positions (G = 0) in crimson form the two arms y ≈ φx and y ≈ x/φ.
 * @internal
 */
export declare function drawWythoffHeatmap(s: Surface, table: Pick<WythoffGrundyTable, "size" | "at">, max: number): void;
