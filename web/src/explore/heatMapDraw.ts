// Drawing the heat map on its canvas: the table's bitmap at the view's zoom (nearest
// neighbour), grid lines and values when cells are large, the P-positions on top when they are
// small, the marked cell, and the axes.
import { tickStep as axisStep } from "sprague-grundy";
import { P_CSS, palette } from "./heatColours.ts";
import { clearedContext } from "./canvas.ts";

/** Space around the map for the axes, in CSS pixels. */
export const LEFT = 56;
export const TOP = 10;
const RIGHT = 12;
const BOTTOM = 36;

export interface Table {
  size: number;
  values: Uint32Array;
  max: number;
  /** the P-positions (G = 0), as x, y pairs: drawn on top when cells are smaller than two pixels */
  zeros: Int32Array;
}

/** The P-positions of a table, as x, y pairs (one per row and column at most). */
export function zerosOf(values: Uint32Array, n: number): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === 0) out.push(Math.floor(i / n), i % n);
  return Int32Array.from(out);
}
export interface View {
  /** CSS pixels per cell */
  s: number;
  /** the cell coordinates at the plot's bottom-left corner */
  vx: number;
  vy: number;
}

/** A tick step of at least 1 (a cell or a heap) for about `count` ticks over `range`. */
function tickStep(range: number, count: number): number {
  return axisStep(Math.max(range, count), count);
}

/** The plotting area inside the axes, in CSS pixels. */
export function plotArea(c: HTMLCanvasElement): { w: number; h: number } {
  return { w: Math.max(10, c.clientWidth - LEFT - RIGHT), h: Math.max(10, c.clientHeight - TOP - BOTTOM) };
}

/** What a frame draws. */
interface Frame {
  table: Table | null;
  bitmap: ImageBitmap | null;
  view: View;
  marked: { x: number; y: number } | null;
  showP: boolean;
}

/** The visible cells of a frame and the pixel place of a cell's corner. */
interface Visible {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  px: (x: number) => number;
  py: (y: number) => number;
}

/** Draws one frame; writes the view drawn into the canvas's data-view (read by the tests). */
export function drawHeatMap(c: HTMLCanvasElement, state: Frame): void {
  const { table: t, bitmap, view } = state;
  const { ctx, ch } = clearedContext(c);
  const { w, h } = plotArea(c);
  ctx.strokeStyle = "#999";
  ctx.strokeRect(LEFT - 0.5, TOP - 0.5, w + 1, h + 1);
  if (!t || !bitmap) return;
  const { s, vx, vy } = view;
  const n = t.size;
  const bottom = TOP + h;
  ctx.save();
  ctx.beginPath();
  ctx.rect(LEFT, TOP, w, h);
  ctx.clip();
  ctx.imageSmoothingEnabled = false;
  ctx.translate(LEFT - vx * s, bottom - (n - vy) * s);
  ctx.scale(s, s);
  ctx.drawImage(bitmap, 0, 0);
  ctx.restore();
  const visible: Visible = {
    x0: Math.max(0, Math.floor(vx)),
    x1: Math.min(n - 1, Math.ceil(vx + w / s)),
    y0: Math.max(0, Math.floor(vy)),
    y1: Math.min(n - 1, Math.ceil(vy + h / s)),
    px: (x: number) => LEFT + (x - vx) * s,
    py: (y: number) => bottom - (y - vy) * s,
  };
  ctx.save();
  ctx.beginPath();
  ctx.rect(LEFT, TOP, w, h);
  ctx.clip();
  drawCellMarks(ctx, t, state, visible);
  ctx.restore();
  drawTicks(ctx, { w, h, ch }, view, visible);
  c.dataset.view = JSON.stringify({ s, vx, vy, left: LEFT, top: TOP, width: w, height: h, size: n });
}

/** Grid lines and values when cells are large, the P-positions on top when they are small, the marked cell. */
function drawCellMarks(ctx: CanvasRenderingContext2D, t: Table, state: Frame, v: Visible): void {
  const { view, marked: m, showP } = state;
  const { s } = view;
  const n = t.size;
  const { x0, x1, y0, y1, px, py } = v;
  if (s >= 8) {
    ctx.strokeStyle = "rgba(255,255,255,0.6)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = x0; x <= x1 + 1; x++) {
      ctx.moveTo(Math.round(px(x)) + 0.5, py(y0));
      ctx.lineTo(Math.round(px(x)) + 0.5, py(y1 + 1));
    }
    for (let y = y0; y <= y1 + 1; y++) {
      ctx.moveTo(px(x0), Math.round(py(y)) + 0.5);
      ctx.lineTo(px(x1 + 1), Math.round(py(y)) + 0.5);
    }
    ctx.stroke();
  }
  if (s >= 22) {
    const lut = palette(t.max, showP);
    ctx.font = `${Math.min(16, Math.floor(s / 2.6))}px ui-monospace, monospace`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const g = t.values[x * n + y]!;
        const c32 = lut[g]!;
        const lum = 0.299 * (c32 & 255) + 0.587 * ((c32 >>> 8) & 255) + 0.114 * ((c32 >>> 16) & 255);
        ctx.fillStyle = lum > 150 ? "#222" : "#fff";
        ctx.fillText(String(g), px(x + 0.5), py(y + 0.5));
      }
    }
  }
  if (s < 2 && showP) {
    // small cells would drop P-positions from the picture: draw them on top, two pixels wide
    const side = 2;
    ctx.fillStyle = P_CSS;
    const z = t.zeros;
    for (let i = 0; i < z.length; i += 2) {
      const zx = z[i]!;
      const zy = z[i + 1]!;
      if (zx < x0 || zx > x1 || zy < y0 || zy > y1) continue;
      ctx.fillRect(px(zx + 0.5) - side / 2, py(zy + 0.5) - side / 2, side, side);
    }
  }
  if (m && m.x < n && m.y < n) {
    ctx.strokeStyle = "#000";
    ctx.lineWidth = 2;
    ctx.strokeRect(px(m.x) - 1, py(m.y + 1) - 1, Math.max(3, s) + 2, Math.max(3, s) + 2);
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = 1;
    ctx.strokeRect(px(m.x) - 2.5, py(m.y + 1) - 2.5, Math.max(3, s) + 5, Math.max(3, s) + 5);
  }
}

/** The axes: ticks at cell centres and the axis names. */
function drawTicks(ctx: CanvasRenderingContext2D, size: { w: number; h: number; ch: number }, view: View, v: Visible): void {
  const { w, h, ch } = size;
  const { s, vx, vy } = view;
  const bottom = TOP + h;
  ctx.fillStyle = "#333";
  ctx.strokeStyle = "#333";
  ctx.font = "12px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  const xs = tickStep(w / s, Math.max(2, Math.floor(w / 90)));
  ctx.beginPath();
  for (let x = Math.ceil(Math.max(0, vx) / xs) * xs; x <= v.x1; x += xs) {
    const at = v.px(x + 0.5);
    if (at < LEFT || at > LEFT + w) continue;
    ctx.moveTo(at, bottom);
    ctx.lineTo(at, bottom + 4);
    ctx.fillText(String(x), at, bottom + 6);
  }
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  const ys = tickStep(h / s, Math.max(2, Math.floor(h / 60)));
  for (let y = Math.ceil(Math.max(0, vy) / ys) * ys; y <= v.y1; y += ys) {
    const at = v.py(y + 0.5);
    if (at < TOP || at > bottom) continue;
    ctx.moveTo(LEFT, at);
    ctx.lineTo(LEFT - 4, at);
    ctx.fillText(String(y), LEFT - 6, at);
  }
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  ctx.fillText("x →", LEFT + w / 2, ch - 1);
  ctx.save();
  ctx.translate(12, TOP + h / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText("y →", 0, 6);
  ctx.restore();
}
