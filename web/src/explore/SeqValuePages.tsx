// The sequence explorer's values, a page at a time: First, Previous, Next, Last, Go to heap,
// and the page's table.
import { useState } from "preact/hooks";
import type { SequenceReport } from "sprague-grundy/sequence";
import { PAGE, ValuesTable } from "./ValuesTable.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

/** The page buttons and the table of the page shown (the first at first). */
export function SeqValuePages({ report }: { report: SequenceReport }) {
  const [page, setPage] = useState(0);
  const [goHeap, setGoHeap] = useState("");
  const last = report.values.length - 1;
  const pages = Math.ceil(report.values.length / PAGE);
  const goTo = (e: Event) => {
    e.preventDefault();
    const n = Number(goHeap.trim());
    if (/^\d+$/.test(goHeap.trim()) && n <= last) setPage(Math.floor(n / PAGE));
  };
  return (
    <>
      <fieldset class="controls">
        <legend class="visually-hidden">Pages of values</legend>
        <button type="button" onClick={() => setPage(0)} disabled={page === 0}>
          First
        </button>
        <button type="button" onClick={() => setPage(page - 1)} disabled={page === 0}>
          Previous
        </button>
        <span>
          heaps {fmt(page * PAGE)} … {fmt(Math.min(last, page * PAGE + PAGE - 1))} (page {fmt(page + 1)} of {fmt(pages)})
        </span>
        <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages - 1}>
          Next
        </button>
        <button type="button" onClick={() => setPage(pages - 1)} disabled={page >= pages - 1}>
          Last
        </button>
        <form onSubmit={goTo}>
          <label>
            Go to heap <input type="number" class="medium" min={0} max={last} value={goHeap} onInput={(e) => setGoHeap((e.currentTarget as HTMLInputElement).value)} />
          </label>{" "}
          <button type="submit">Go</button>
        </form>
      </fieldset>
      <div class="table-scroll">
        <ValuesTable report={report} first={page * PAGE} />
      </div>
    </>
  );
}
