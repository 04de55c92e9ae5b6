// Φ of a misère quotient as a chart: heap n across, its element down the side (one row an
// element, P-elements marked), the periodic part shaded one period in two.
import { clearedContext } from "./canvas.ts";
import type { MisereSummary } from "./misereProtocol.ts";

const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

/** Draws Φ(0 … last) of the quotient on the canvas. */
export function drawPhiChart(canvas: HTMLCanvasElement, q: MisereSummary, last: number): void {
  const { ctx, cw, ch } = clearedContext(canvas);
  const w = cw - PAD.left - PAD.right;
  const h = ch - PAD.top - PAD.bottom;
  const n = Math.max(1, last);
  const x = (heap: number): number => PAD.left + (heap / n) * w;
  const rows = Math.max(1, q.order - 1);
  const y = (element: number): number => PAD.top + (element / rows) * h;
  // the periodic part: every other period shaded, from the preperiod on
  if (q.solved && q.period !== undefined && q.preperiod !== undefined) {
    for (let start = q.preperiod, k = 0; start <= last; start += q.period, k++) {
      ctx.fillStyle = k % 2 === 0 ? "rgba(70, 130, 220, 0.16)" : "rgba(70, 130, 220, 0.07)";
      ctx.fillRect(x(start), PAD.top, Math.max(1, x(Math.min(last, start + q.period)) - x(start)), h);
    }
  }
  ctx.strokeStyle = "#999";
  ctx.strokeRect(PAD.left, PAD.top, w, h);
  ctx.fillStyle = "#333";
  ctx.font = "11px system-ui, sans-serif";
  ctx.textAlign = "center";
  for (const t of [0, Math.round(last / 2), last]) ctx.fillText(String(t), x(t), ch - 10);
  ctx.textAlign = "right";
  ctx.fillText("element", PAD.left - 4, PAD.top + 8);
  const r = Math.max(1.5, Math.min(4, w / (n * 2)));
  for (let heap = 0; heap <= last && heap < q.phi.length; heap++) {
    const e = q.phi[heap]!;
    ctx.fillStyle = q.inP[e] ? "#c0392b" : "#1f4e9c";
    ctx.beginPath();
    ctx.arc(x(heap), y(e), r, 0, 2 * Math.PI);
    ctx.fill();
  }
}
