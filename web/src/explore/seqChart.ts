// Draws G(n) against n on a canvas, in the CLI chart's colours: common values blue, rare
// values crimson, the period's start as a green dashed line with the first period shaded.
// Past one heap a pixel, each pixel column shows the smallest to largest value it covers.
import { tickStep as axisStep, COMMON_COLOUR, PERIOD_COLOUR, RARE_COLOUR } from "sprague-grundy";
import { maskParity, type SequenceReport } from "sprague-grundy/sequence";
import { clearedContext } from "./canvas.ts";

const maxima = new WeakMap<SequenceReport, { key: string; max: number }>();

/** The largest value of heaps from … to (at least 1), remembered for the last range asked. */
function largest(report: SequenceReport, from: number, to: number): number {
  const key = `${from} ${to}`;
  const cached = maxima.get(report);
  if (cached && cached.key === key) return cached.max;
  let max = 1;
  for (let n = from; n <= to; n++) if (report.values[n]! > max) max = report.values[n]!;
  maxima.set(report, { key, max });
  return max;
}

const rgb = (c: readonly number[], a = 1) => `rgba(${c[0]},${c[1]},${c[2]},${a})`;

/** The chart's plotting area inside the canvas, in CSS pixels. */
const CHART_MARGIN = { left: 52, right: 14, top: 26, bottom: 36 };

/** A tick step of at least 1 (a cell or a heap) for about `count` ticks over `range`. */
function tickStep(range: number, count: number): number {
  return axisStep(Math.max(range, count), count);
}

/**
 * Draws heaps `from` … `to` of a report.
 *
 * @param canvas - the canvas (sized to its CSS box times the device pixel ratio)
 * @param report - the sequence and its period and rare values
 * @param from - first heap shown
 * @param to - last heap shown
 * @param hover - a heap to mark, or null
 */
export function drawSequenceChart(canvas: HTMLCanvasElement, report: SequenceReport, from: number, to: number, hover: number | null): void {
  const { ctx, cw, ch } = clearedContext(canvas);
  const { values, period } = report;
  const m = CHART_MARGIN;
  const w = cw - m.left - m.right;
  const h = ch - m.top - m.bottom;
  // a canvas with no room yet (hidden, or in the middle of a layout change): nothing to draw
  if (w < 10 || h < 10 || to < from) return;
  const count = to - from + 1;
  const max = largest(report, from, to);
  const px = (n: number) => m.left + ((n - from + 0.5) / count) * w;
  const py = (v: number) => m.top + h - (v / max) * h;
  const f: Frame = { ctx, ch, w, h, from, to, count, max, px, py };
  drawAxes(f);
  if (period && period.preperiod <= to) drawPeriod(f, period);
  drawValues(f, report);
  if (hover !== null && hover >= from && hover <= to) {
    const x = px(hover);
    ctx.strokeStyle = "rgba(0,0,0,0.5)";
    ctx.beginPath();
    ctx.moveTo(Math.round(x) + 0.5, m.top);
    ctx.lineTo(Math.round(x) + 0.5, m.top + h);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, py(values[hover]!), 4, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/** A chart being drawn: its context, the plotting area's size, the heaps shown and the largest value, and where a heap and a value go. */
interface Frame {
  ctx: CanvasRenderingContext2D;
  /** The canvas's height, CSS pixels. */
  ch: number;
  w: number;
  h: number;
  from: number;
  to: number;
  count: number;
  max: number;
  px(n: number): number;
  py(v: number): number;
}

/** The grid, the axes, their ticks and labels. */
function drawAxes({ ctx, ch, w, h, from, to, count, max, px, py }: Frame): void {
  const m = CHART_MARGIN;
  ctx.font = "12px system-ui, sans-serif";
  ctx.strokeStyle = "#e3e3e3";
  ctx.fillStyle = "#333";
  ctx.lineWidth = 1;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  const ys = tickStep(max, 5);
  ctx.beginPath();
  for (let v = 0; v <= max; v += ys) {
    const y = Math.round(py(v)) + 0.5;
    ctx.moveTo(m.left, y);
    ctx.lineTo(m.left + w, y);
    ctx.fillText(String(v), m.left - 6, y);
  }
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  const xs = tickStep(count, Math.max(2, Math.floor(w / 90)));
  ctx.strokeStyle = "#333";
  ctx.beginPath();
  for (let n = Math.ceil(from / xs) * xs; n <= to; n += xs) {
    const x = Math.round(px(n)) + 0.5;
    ctx.moveTo(x, m.top + h);
    ctx.lineTo(x, m.top + h + 4);
    ctx.fillText(n.toLocaleString("en-US"), x, m.top + h + 6);
  }
  ctx.stroke();
  ctx.strokeRect(m.left - 0.5, m.top - 0.5, w + 1, h + 1);
  ctx.textBaseline = "bottom";
  ctx.fillText("heap size n", m.left + w / 2, ch - 1);
  ctx.save();
  ctx.translate(12, m.top + h / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText("G(n)", 0, 6);
  ctx.restore();
}

/** The first period, shaded, and its start. */
function drawPeriod({ ctx, w, h, from, to, count, px }: Frame, period: NonNullable<SequenceReport["period"]>): void {
  const m = CHART_MARGIN;
  const a = Math.max(from, period.preperiod);
  const b = Math.min(to, period.preperiod + period.period - 1);
  if (a <= b) {
    ctx.fillStyle = rgb(PERIOD_COLOUR, 0.12);
    ctx.fillRect(px(a) - (0.5 * w) / count, m.top, ((b - a + 1) * w) / count, h);
  }
  if (period.preperiod >= from) {
    const x = Math.round(px(period.preperiod) - (0.5 * w) / count) + 0.5;
    ctx.strokeStyle = rgb(PERIOD_COLOUR);
    ctx.setLineDash([5, 4]);
    ctx.beginPath();
    ctx.moveTo(x, m.top);
    ctx.lineTo(x, m.top + h);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.fillStyle = rgb(PERIOD_COLOUR);
  ctx.textAlign = "left";
  ctx.textBaseline = "bottom";
  const label = `period ${period.period.toLocaleString("en-US")} from heap ${period.preperiod.toLocaleString("en-US")} (${period.proven ? "proven" : "apparent"})`;
  const lx = Math.min(Math.max(m.left, px(Math.max(from, period.preperiod))), m.left + w - ctx.measureText(label).width);
  ctx.fillText(label, lx, m.top - 4);
}

/** The values: a dot a heap, or past one heap a pixel the range of common values, then of rare ones, a pixel column. */
function drawValues({ ctx, w, from, to, count, px, py }: Frame, report: SequenceReport): void {
  const { values, rare } = report;
  const m = CHART_MARGIN;
  const common = rgb(COMMON_COLOUR);
  const rareColour = rgb(RARE_COLOUR);
  if (count <= w) {
    const dot = count <= 200 ? 4 : count <= 600 ? 3 : 2;
    for (let n = from; n <= to; n++) {
      const v = values[n]!;
      ctx.fillStyle = maskParity(v, rare.mask) === 0 ? rareColour : common;
      ctx.fillRect(px(n) - dot / 2, py(v) - dot / 2, dot, dot);
    }
  } else {
    // one column of pixels at a time: the range of common values, then of rare ones
    const columns = Math.floor(w);
    const c = columnRanges(report, from, to, columns);
    for (let i = 0; i < columns; i++) {
      const x = m.left + i;
      const lo = c[4 * i]!;
      const hi = c[4 * i + 1]!;
      const rlo = c[4 * i + 2]!;
      const rhi = c[4 * i + 3]!;
      if (hi >= 0) {
        ctx.fillStyle = common;
        ctx.fillRect(x, py(hi) - 1, 1, Math.max(2, py(lo) - py(hi) + 1));
      }
      if (rhi >= 0) {
        ctx.fillStyle = rareColour;
        ctx.fillRect(x - 1, py(rhi) - 1, 2, Math.max(2, py(rlo) - py(rhi) + 1));
      }
    }
  }
}

/** The last column ranges computed per report: a pointer moving over the chart redraws without a pass over the values. */
const ranges = new WeakMap<SequenceReport, { key: string; data: Int32Array }>();

/** Per pixel column: the smallest and largest common value, then rare value (−1: none). */
function columnRanges(report: SequenceReport, from: number, to: number, columns: number): Int32Array {
  const key = `${from} ${to} ${columns}`;
  const cached = ranges.get(report);
  if (cached && cached.key === key) return cached.data;
  const { values, rare } = report;
  const count = to - from + 1;
  const data = new Int32Array(4 * columns);
  for (let c = 0; c < columns; c++) {
    const a = from + Math.floor((c * count) / columns);
    const b = Math.max(a, from + Math.floor(((c + 1) * count) / columns) - 1);
    let lo = 2 ** 31 - 1;
    let hi = -1;
    let rlo = 2 ** 31 - 1;
    let rhi = -1;
    for (let n = a; n <= b; n++) {
      const v = values[n]!;
      if (maskParity(v, rare.mask) === 0) {
        if (v < rlo) rlo = v;
        if (v > rhi) rhi = v;
      } else {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    data[4 * c] = lo;
    data[4 * c + 1] = hi;
    data[4 * c + 2] = rlo;
    data[4 * c + 3] = rhi;
  }
  ranges.set(report, { key, data });
  return data;
}

/** The heap under a point of the chart (CSS pixels from the canvas's corner), or null. */
export function heapAtPoint(canvas: HTMLCanvasElement, x: number, from: number, to: number): number | null {
  const w = canvas.clientWidth - CHART_MARGIN.left - CHART_MARGIN.right;
  const t = (x - CHART_MARGIN.left) / w;
  if (t < 0 || t > 1) return null;
  return Math.min(to, from + Math.floor(t * (to - from + 1)));
}
