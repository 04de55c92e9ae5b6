// Φ of a misère quotient as a chart (SVG): heap n across, its element down the side (one row
// an element, named on the axis; P-elements red), the periodic part shaded one period in two.
import type { MisereSummary } from "./misereProtocol.ts";

/** The drawing's size in its own units; the SVG is as wide as the page and keeps the ratio. */
const WIDTH = 1000;
const HEIGHT = 280;
/** Room for the axis names and the tick labels (element names are a few letters). */
const PAD = { left: 76, right: 14, top: 12, bottom: 44 };
/** At most this many element names on the side, so that they never overlap. */
const MOST_Y_TICKS = 10;

/** Every k-th element named, from the first (the identity): at most MOST_Y_TICKS, evenly spaced. */
function yTicks(order: number): number[] {
  const step = Math.max(1, Math.ceil(order / MOST_Y_TICKS));
  const ticks: number[] = [];
  for (let e = 0; e < order; e += step) ticks.push(e);
  return ticks;
}

/** Φ(0 … last) of the quotient. */
export function PhiChart({ q, last }: { q: MisereSummary; last: number }) {
  const w = WIDTH - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const n = Math.max(1, last);
  const x = (heap: number): number => PAD.left + (heap / n) * w;
  const rows = Math.max(1, q.order - 1);
  const y = (element: number): number => PAD.top + (element / rows) * h;
  const r = Math.max(1.5, Math.min(4, w / (n * 2)));
  const periods: { start: number; end: number; k: number }[] = [];
  if (q.solved && q.period !== undefined && q.preperiod !== undefined && q.period > 0) {
    for (let start = q.preperiod, k = 0; start <= last; start += q.period, k++) periods.push({ start, end: Math.min(last, start + q.period), k });
  }
  const dots = q.phi.slice(0, last + 1);
  return (
    <svg class="chart phi" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Φ of ${q.name} for heaps 0 to ${last}`}>
      {periods.map((p) => (
        <rect key={p.start} class={p.k % 2 === 0 ? "period even" : "period odd"} x={x(p.start)} y={PAD.top} width={Math.max(1, x(p.end) - x(p.start))} height={h} />
      ))}
      <rect class="frame" x={PAD.left} y={PAD.top} width={w} height={h} />
      <g class="ticks-x">
        {[...new Set([0, Math.round(last / 2), last])].map((t) => (
          <text key={t} x={x(t)} y={HEIGHT - PAD.bottom + 16} text-anchor="middle">
            {t}
          </text>
        ))}
      </g>
      <g class="ticks-y">
        {yTicks(q.order).map((e) => (
          <text key={e} x={PAD.left - 6} y={y(e)} text-anchor="end" dominant-baseline="middle">
            {q.names[e]}
          </text>
        ))}
      </g>
      <text class="axis-label x" x={PAD.left + w / 2} y={HEIGHT - 6} text-anchor="middle">
        heap n
      </text>
      <text class="axis-label y" transform={`translate(14 ${PAD.top + h / 2}) rotate(-90)`} text-anchor="middle" dominant-baseline="middle">
        element Φ(n)
      </text>
      {dots.map((e, heap) => (
        <circle key={heap} class={q.inP[e] ? "p" : undefined} cx={x(heap)} cy={y(e)} r={r} />
      ))}
    </svg>
  );
}
