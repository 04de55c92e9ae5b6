// The values of one variable beside its law, a page at a time, 20 a row: the cells before
// the period (the preperiod) shaded grey, each period in turn in one of two heat colours, the
// first cell of each period edged, and a counterexample outlined (class "counterexample").
import type { Law } from "sprague-grundy";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Found } from "./useLawRuns.ts";
import { PAGE, PER_ROW } from "./ValuesTable.tsx";

/** The preperiod and period of a law that has them, else null. */
export function periodOf(law: Law): { preperiod: number; period: number } | null {
  const l = law as Partial<Record<"period" | "preperiod", unknown>>;
  return typeof l.period === "number" && typeof l.preperiod === "number" && l.period > 0 ? { preperiod: l.preperiod, period: l.period } : null;
}

/** The classes of the cell of n. */
function cellClass(n: number, lawFrom: number, shape: { preperiod: number; period: number } | null, marked: number | null): string {
  const out: string[] = [];
  if (shape && n >= lawFrom) {
    if (n < shape.preperiod) out.push("pre");
    else {
      const k = Math.floor((n - shape.preperiod) / shape.period);
      out.push(k % 2 === 0 ? "period-a" : "period-b");
      if ((n - shape.preperiod) % shape.period === 0) out.push("period-start");
    }
  }
  if (n === marked) out.push("counterexample");
  return out.join(" ");
}

/** The legend of the table's shading (the parts the law has). */
function Legend({ shaped, marked }: { shaped: boolean; marked: boolean }) {
  return (
    <p class="legend law-legend">
      {shaped && <span class="swatch law-pre">preperiod</span>}
      {shaped && <span class="swatch law-period">one period, the next</span>}
      {marked && <span class="swatch law-counter">counterexample</span>}
    </p>
  );
}

export function LawLineTable({ found, marked }: { found: Found; marked: number | null }) {
  const { values, law } = found;
  const from = values.kind === "line" ? values.from : 0;
  const [page, setPage] = useState(() => (marked !== null ? Math.floor((marked - from) / PAGE) : 0));
  const box = useRef<HTMLDivElement>(null);
  // a counterexample in a table wider than the screen is scrolled into the box's view
  useEffect(() => {
    const cell = box.current?.querySelector<HTMLElement>("td.counterexample");
    const scroller = box.current;
    if (cell && scroller && scroller.scrollWidth > scroller.clientWidth) {
      const left = cell.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft;
      scroller.scrollLeft = Math.max(0, left - scroller.clientWidth / 2);
    }
  }, [marked, page]);
  if (values.kind !== "line") return null;
  const { variable } = values;
  const count = values.values.length;
  const pages = Math.ceil(count / PAGE);
  const first = from + page * PAGE;
  const shape = periodOf(law);
  const lawFrom = (law as { from?: unknown }).from;
  const rows: number[] = [];
  for (let n = first; n < Math.min(from + count, first + PAGE); n += PER_ROW) rows.push(n);
  return (
    <div class="law-values">
      <Legend shaped={shape !== null} marked={marked !== null} />
      <div class="table-scroll" ref={box}>
        <table class="values">
          <caption class="visually-hidden">
            Values v({variable}); a row starts at the {variable} in its first column
          </caption>
          <thead>
            <tr>
              <th scope="col">{variable}</th>
              {Array.from({ length: PER_ROW }, (_, i) => (
                <th scope="col" key={i}>
                  +{i}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r}>
                <th scope="row">{r.toLocaleString("en-US")}</th>
                {Array.from({ length: PER_ROW }, (_, i) => {
                  const n = r + i;
                  if (n >= from + count) return <td key={i} />;
                  const v = values.values[n - from]!;
                  const cls = cellClass(n, typeof lawFrom === "number" ? lawFrom : from, shape, marked);
                  return (
                    <td key={i} class={cls || undefined} title={`v(${n}) = ${v}`} data-n={n} aria-label={n === marked ? `v(${n}) = ${v}: the counterexample` : undefined}>
                      {v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <p class="controls">
          <button type="button" onClick={() => setPage(Math.max(0, page - 1))} disabled={page === 0}>
            Previous
          </button>
          <span>
            {variable} = {first.toLocaleString("en-US")} … {Math.min(from + count - 1, first + PAGE - 1).toLocaleString("en-US")} of {(from + count - 1).toLocaleString("en-US")}
          </span>
          <button type="button" onClick={() => setPage(Math.min(pages - 1, page + 1))} disabled={page >= pages - 1}>
            Next
          </button>
        </p>
      )}
    </div>
  );
}
