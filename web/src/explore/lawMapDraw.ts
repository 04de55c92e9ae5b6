// Drawing a table of two variables on a canvas, fitted: one cell a value in the heat map's
// colours, a to the right and b upwards, the law's P-positions in the P colour, a
// counterexample outlined, and the axes from the table's first a and b.
import { P_COLOUR, tickStep } from "sprague-grundy";
import { clearedContext } from "./canvas.ts";
import { palette } from "./heatColours.ts";
import type { LawValues } from "./lawWorker.ts";

/** Space around the map for the axes, in CSS pixels. */
const LEFT = 48;
const TOP = 8;
const RIGHT = 8;
const BOTTOM = 34;

type TableValues = Extract<LawValues, { kind: "table" }>;

/** The cells' picture: value colours, the law's P-positions (lawP = 1) in the P colour. */
export function lawPixels(t: TableValues, lawP: Uint8Array | null, max: number): ImageData {
  const lut = palette(max, false);
  const [pr, pg, pb] = P_COLOUR;
  const pColour = (0xff << 24) | (pb << 16) | (pg << 8) | pr;
  const image = new ImageData(t.rows, t.cols);
  const out = new Uint32Array(image.data.buffer);
  for (let i = 0; i < t.rows; i++) {
    for (let j = 0; j < t.cols; j++) {
      const k = i * t.cols + j;
      const v = t.values[k]!;
      out[(t.cols - 1 - j) * t.rows + i] = lawP?.[k] === 1 ? pColour : lut[Math.max(0, Math.min(max, v))]!;
    }
  }
  return image;
}

/** Where the table sits on the canvas: its corner and the side of a cell, in CSS pixels. */
export function mapGeometry(c: HTMLCanvasElement, t: TableValues): { s: number; x0: number; y0: number } {
  const w = Math.max(10, c.clientWidth - LEFT - RIGHT);
  const h = Math.max(10, c.clientHeight - TOP - BOTTOM);
  const s = Math.min(w / t.rows, h / t.cols);
  return { s, x0: LEFT, y0: TOP + h - s * t.cols };
}

/** The cell under a point of the canvas (CSS pixels), as [a, b], or null. */
export function cellAtPoint(c: HTMLCanvasElement, t: TableValues, mx: number, my: number): [number, number] | null {
  const { s, x0, y0 } = mapGeometry(c, t);
  const i = Math.floor((mx - x0) / s);
  const j = t.cols - 1 - Math.floor((my - y0) / s);
  if (i < 0 || j < 0 || i >= t.rows || j >= t.cols) return null;
  return [t.from[0] + i, t.from[1] + j];
}

/** Draws the picture fitted, the marked cell outlined (black and white, seen on any colour), and the axes. */
export function drawLawMap(c: HTMLCanvasElement, t: TableValues, picture: CanvasImageSource, marked: readonly [number, number] | null): void {
  const { ctx } = clearedContext(c);
  const { s, x0, y0 } = mapGeometry(c, t);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(picture, x0, y0, s * t.rows, s * t.cols);
  ctx.strokeStyle = "#999";
  ctx.strokeRect(x0 - 0.5, y0 - 0.5, s * t.rows + 1, s * t.cols + 1);
  if (marked) {
    const px = x0 + (marked[0] - t.from[0]) * s;
    const py = y0 + (t.cols - 1 - (marked[1] - t.from[1])) * s;
    const side = Math.max(6, s);
    const at = (q: number) => q + s / 2 - side / 2;
    ctx.lineWidth = 3;
    ctx.strokeStyle = "#000";
    ctx.strokeRect(at(px) - 2, at(py) - 2, side + 4, side + 4);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = "#fff";
    ctx.strokeRect(at(px) - 4.5, at(py) - 4.5, side + 9, side + 9);
  }
  drawAxes(ctx, t, s, x0, y0);
}

function drawAxes(ctx: CanvasRenderingContext2D, t: TableValues, s: number, x0: number, y0: number): void {
  const bottom = y0 + s * t.cols;
  ctx.fillStyle = "#333";
  ctx.strokeStyle = "#333";
  ctx.lineWidth = 1;
  ctx.font = "12px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.beginPath();
  const xs = Math.max(1, tickStep(Math.max(t.rows, 4), Math.max(2, Math.floor((s * t.rows) / 70))));
  for (let i = Math.ceil(t.from[0] / xs) * xs - t.from[0]; i < t.rows; i += xs) {
    const at = x0 + (i + 0.5) * s;
    ctx.moveTo(at, bottom);
    ctx.lineTo(at, bottom + 4);
    ctx.fillText(String(t.from[0] + i), at, bottom + 6);
  }
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  const ys = Math.max(1, tickStep(Math.max(t.cols, 4), Math.max(2, Math.floor((s * t.cols) / 50))));
  for (let j = Math.ceil(t.from[1] / ys) * ys - t.from[1]; j < t.cols; j += ys) {
    const at = bottom - (j + 0.5) * s;
    ctx.moveTo(x0, at);
    ctx.lineTo(x0 - 4, at);
    ctx.fillText(String(t.from[1] + j), x0 - 6, at);
  }
  ctx.stroke();
  ctx.textAlign = "left";
  ctx.textBaseline = "bottom";
  ctx.fillText(`${t.variables[0]} →`, x0 + s * t.rows - 30, bottom + 32);
  ctx.save();
  ctx.translate(12, y0 + 30);
  ctx.rotate(-Math.PI / 2);
  ctx.textAlign = "right";
  ctx.fillText(`${t.variables[1]} →`, 0, 6);
  ctx.restore();
}
