import { drawAxes, INK } from "./axes.js";
/** G = 0 (P-positions) in crimson; other values from pale yellow (small) to deep blue (large). */
export const P_COLOUR = [220, 20, 60];
const STOPS = [
    [255, 255, 217],
    [199, 233, 180],
    [65, 182, 196],
    [34, 94, 168],
    [8, 29, 88],
];
/** Colour of a value t in [0, 1] on the sequential scale. @internal */
export function scale(t) {
    const x = Math.min(1, Math.max(0, t)) * (STOPS.length - 1);
    const i = Math.min(STOPS.length - 2, Math.floor(x));
    const f = x - i;
    const a = STOPS[i];
    const b = STOPS[i + 1];
    return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}
/** The largest value of the table (at least 1: the top of the colour scale). @internal */
export function largestValue(table) {
    let max = 1;
    for (const v of table.values)
        if (v > max)
            max = v;
    return max;
}
/** Layout of the heat map for a table of side n. @internal */
export function heatmapSize(n) {
    const cell = Math.max(1, Math.floor(640 / Math.max(1, n)));
    const side = Math.max(n * cell, 1);
    return { width: 80 + side + 130, height: 60 + side + 60, cell };
}
/**
 * Draws Wythoff's Grundy values as a heat map: x to the right, y upwards, one cell per
 * position; P-positions (G = 0) in crimson form the two arms y ≈ φx and y ≈ x/φ.
 * @internal
 */
export function drawWythoffHeatmap(s, table, max) {
    const n = table.size;
    const { cell } = heatmapSize(n);
    const side = n * cell;
    // one colour a value (no n²·3 copy of the table): row r of the raster is y = n - 1 - r
    const palette = [P_COLOUR];
    for (let g = 1; g <= max; g++)
        palette.push(scale(g / max));
    const frame = { left: 80, top: 60, width: side, height: side };
    s.image(frame.left, frame.top, side, side, n, n, (x, r) => palette[table.at(x, n - 1 - r)]);
    drawAxes(s, frame, n, n, { x: "x (first pile)", y: "y (second pile)", title: `Wythoff's game: Grundy values G(x, y), x, y < ${n}` });
    // legend: colour bar and the P-position swatch
    const lx = frame.left + side + 30;
    const barTop = frame.top + 30;
    const barHeight = Math.max(60, Math.min(side - 60, 300));
    for (let k = 0; k < barHeight; k++)
        s.rect(lx, barTop + barHeight - 1 - k, 16, 1.5, scale(k / (barHeight - 1)));
    s.text(lx + 22, barTop, `G = ${max}`, { size: 11, color: INK });
    s.text(lx + 22, barTop + barHeight, "G = 1", { size: 11, color: INK });
    s.rect(lx, frame.top, 16, 12, P_COLOUR);
    s.text(lx + 22, frame.top + 6, "G = 0 (P)", { size: 11, color: INK });
}
//# sourceMappingURL=wythoffHeatmap.js.map