// A Grundy sequence computed: its period (or none) as a heading, `grundy seq`'s summary, the
// time taken, the chart, the values a page at a time and the downloads. The page mounts a new
// one for each run, so the chart's range and the page shown start afresh.
import { useLayoutEffect, useMemo, useRef } from "preact/hooks";
import { formatReport, type SequenceReport } from "sprague-grundy/sequence";
import { SeqChart } from "./SeqChart.tsx";
import { SeqDownloads } from "./SeqDownloads.tsx";
import { SeqValuePages } from "./SeqValuePages.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

/** The lines of `grundy seq`'s text report down to its list of values. */
function summaryLines(report: SequenceReport): string {
  const full = formatReport(report, "text").split("\n");
  const end = full.indexOf("values");
  return full.slice(0, end < 0 ? full.length : end).join("\n");
}

/** The result of one run (`ms`: how long it took, kept on the element as data-ms). */
export function SeqResult({ report, ms }: { report: SequenceReport; ms: number }) {
  const result = useRef<HTMLDivElement>(null);
  const summary = useMemo(() => summaryLines(report), [report]);
  useLayoutEffect(() => {
    if (result.current) result.current.dataset.ms = ms.toFixed(1);
  });
  return (
    <div class="result" ref={result} data-state="done">
      <h3>
        {report.rules.name !== report.rules.code ? `${report.rules.name} (${report.rules.code})` : report.rules.code}:{" "}
        {report.period ? `period ${fmt(report.period.period)} from heap ${fmt(report.period.preperiod)}, ${report.period.proven ? "proven" : "apparent"}` : "no period apparent"}
      </h3>
      <pre class="summary" data-testid="seq-summary">
        {summary}
      </pre>
      <p class="timing">
        {fmt(report.values.length)} values in {Math.round(ms)} ms.
      </p>
      <SeqChart report={report} />
      <h4>Values</h4>
      <SeqValuePages report={report} />
      <SeqDownloads report={report} />
    </div>
  );
}
