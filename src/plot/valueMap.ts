// A heat map of Grundy values over two coordinates (x to the right, y upwards, one cell a
// position), for any family with a grid: the cells, the axes, and a legend that explains the
// colours (G = 0 in crimson, a colour bar with its values for the rest).
import type { Grid } from "../games/grid.js";
import { drawAxes, INK } from "./axes.js";
import { legendTicks, P_COLOUR, scale } from "./heatColours.js";
import type { Rgb, Surface } from "./surface.js";

/** Values over x, y < size. */
export interface ValueTable {
  readonly size: number;
  at(x: number, y: number): number;
}

/** The words on a map: its title and the two axes. */
export interface MapLabels {
  readonly title: string;
  readonly x: string;
  readonly y: string;
}

/** The labels of a grid's map of side n, e.g. "<the grid's title>: Grundy values G(x, y), x, y < 64". */
export function mapLabels(grid: Grid, n: number): MapLabels {
  return { title: `${grid.title}: Grundy values G(x, y), x, y < ${n}`, x: grid.axes[0], y: grid.axes[1] };
}

/** The largest value of a table (at least 1: the top of the colour scale). @internal */
export function largestValue(table: ValueTable): number {
  let max = 1;
  for (let x = 0; x < table.size; x++) for (let y = 0; y < table.size; y++) max = Math.max(max, table.at(x, y));
  return max;
}

/** Layout of the map for a table of side n. @internal */
export function valueMapSize(n: number): { width: number; height: number; cell: number } {
  const cell = Math.max(1, Math.floor(640 / Math.max(1, n)));
  const side = Math.max(n * cell, 1);
  return { width: 80 + side + 150, height: 60 + side + 60, cell };
}

/** The legend right of the map: the P swatch, then a colour bar from G = 1 (bottom) to G = max (top) with its values. */
function drawLegend(s: Surface, left: number, top: number, side: number, max: number): void {
  s.text(left, top - 8, "colour = G", { size: 11, color: INK });
  s.rect(left, top + 4, 16, 12, P_COLOUR);
  s.text(left + 22, top + 10, "G = 0 (P)", { size: 11, color: INK });
  const barTop = top + 34;
  const barHeight = Math.max(60, Math.min(side - 60, 300));
  // the bar runs from G = 1 at the bottom to G = max at the top, each row the colour of its value
  const valueAt = (k: number): number => 1 + (k / (barHeight - 1)) * (max - 1);
  for (let k = 0; k < barHeight; k++) s.rect(left, barTop + barHeight - 1 - k, 16, 1.5, scale(valueAt(k) / max));
  for (const g of legendTicks(max)) {
    const y = barTop + barHeight - 1 - (max === 1 ? barHeight - 1 : ((g - 1) / (max - 1)) * (barHeight - 1));
    s.rect(left + 16, y, 4, 1, INK);
    s.text(left + 24, y, `${g}`, { size: 11, color: INK });
  }
}

/**
 * Draws a table of Grundy values as a heat map: x to the right, y upwards, one cell per
 * position; G = 0 (the P-positions) in crimson, other values from pale yellow to deep blue.
 * @internal
 */
export function drawValueMap(s: Surface, table: ValueTable, max: number, labels: MapLabels): void {
  const n = table.size;
  const { cell } = valueMapSize(n);
  const side = n * cell;
  // one colour a value (no n²·3 copy of the table): row r of the raster is y = n - 1 - r
  const palette: Rgb[] = [P_COLOUR];
  for (let g = 1; g <= max; g++) palette.push(scale(g / max));
  const frame = { left: 80, top: 60, width: side, height: side };
  s.image(frame.left, frame.top, side, side, n, n, (x, r) => palette[table.at(x, n - 1 - r)]!);
  drawAxes(s, frame, n, n, labels);
  drawLegend(s, frame.left + side + 24, frame.top + 8, side, max);
}
