// The sequence explorer's chart of G(n) over a range of heaps (all of them at first), the value
// under the pointer, and the fields and buttons that choose the range.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { maskParity, type SequenceReport } from "sprague-grundy/sequence";
import { drawSequenceChart, heapAtPoint } from "./seqChart.ts";
import { HeapInput } from "./ValuesTable.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

/** The chart and its range controls (redrawn when the window is resized). */
export function SeqChart({ report }: { report: SequenceReport }) {
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const chart = useRef<HTMLCanvasElement>(null);
  const last = report.values.length - 1;
  const shown = range ?? { from: 0, to: last };
  const draw = () => {
    if (chart.current) drawSequenceChart(chart.current, report, shown.from, shown.to, hover);
  };
  useLayoutEffect(draw);
  useEffect(() => {
    addEventListener("resize", draw);
    return () => removeEventListener("resize", draw);
  });
  const around = () => {
    if (!report.period) return;
    const { period, preperiod } = report.period;
    setRange({ from: Math.max(0, preperiod - 3 * period - 10), to: Math.min(last, preperiod + 4 * period + 10) });
  };
  return (
    <>
      <figure>
        <canvas
          ref={chart}
          class="chart"
          role="img"
          aria-label={`Chart of G(n) for heaps ${shown.from} to ${shown.to}: common values blue, rare values crimson, the period's start a green dashed line`}
          onPointerMove={(e) => setHover(heapAtPoint(chart.current!, e.offsetX, shown.from, shown.to))}
          onPointerLeave={() => setHover(null)}
        />
        <figcaption>
          {hover !== null ? (
            <output>
              G({fmt(hover)}) = {report.values[hover]}
              {maskParity(report.values[hover]!, report.rare.mask) === 0 ? " (rare)" : ""}
            </output>
          ) : (
            <span>
              <span class="swatch common">common</span> <span class="swatch rare">rare</span> values (mask 0x{report.rare.mask.toString(16)}),{" "}
              <span class="swatch period">period</span>. Point at the chart to read a value.
            </span>
          )}
        </figcaption>
      </figure>
      <div class="controls">
        <HeapInput label="Chart from heap" value={shown.from} last={last} lo={0} hi={shown.to} onValue={(v) => setRange({ from: v, to: shown.to })} />
        <HeapInput label="to" value={shown.to} last={last} lo={shown.from} hi={last} onValue={(v) => setRange({ from: shown.from, to: v })} />
        <button type="button" onClick={() => setRange(null)}>
          All heaps
        </button>
        <button type="button" onClick={around} disabled={!report.period}>
          Zoom to the period
        </button>
      </div>
    </>
  );
}
