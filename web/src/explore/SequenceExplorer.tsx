// The Grundy sequence explorer: a take-and-break code, subtraction set or name, or a heap
// game of the user's own from a .mjs file (as the Play page loads one), computed in a Worker
// (progress, Cancel), then the CLI's summary, a chart, a paged table of values and downloads
// (b-file, CSV, JSON).
import { useState } from "preact/hooks";
import { HEAP_DEFAULT } from "./exploreExamples.ts";
import { SeqForm } from "./SeqForm.tsx";
import { SeqResult } from "./SeqResult.tsx";
import { type SeqRun, useSeqRun } from "./useSeqRun.ts";

const fmt = (n: number) => n.toLocaleString("en-US");

export function SequenceExplorer({ params }: { params: URLSearchParams }) {
  // a first visit computes the registry's first heap game to 1000
  const [code, setCode] = useState(params.get("code") ?? HEAP_DEFAULT.name);
  const [toText, setToText] = useState(params.get("to") ?? (params.get("code") === null ? "1000" : ""));
  const seq = useSeqRun(code, toText, setCode);
  const { run, inputError } = seq;
  return (
    <div class="sequences">
      <p class="lead">
        A heap game's Grundy values G(0), G(1), G(2), … Type a take-and-break code such as <code>{HEAP_DEFAULT.code}</code> ({HEAP_DEFAULT.title}) or <code>4.07</code>, a
        subtraction set such as <code>{"{1,3,4}"}</code>, a name, or load a heap game of your own. The page computes the values with the same code as <code>grundy seq</code>, looks
        for a period and proves it when the periodicity theorem allows.
      </p>
      <SeqForm code={code} setCode={setCode} toText={toText} setToText={setToText} seq={seq} />
      <p id="seq-input-error" class="error" role="alert">
        {inputError ?? (run.state === "error" ? run.message : "")}
      </p>
      <Progress run={run} />
      {run.state === "done" && <SeqResult key={run.id} report={run.report} ms={run.ms} />}
    </div>
  );
}

/** How far a run has come (shown while it runs, and once cancelled). */
function Progress({ run }: { run: SeqRun }) {
  const counting = run.state === "running" || run.state === "cancelled" ? run : null;
  const pct = counting && counting.total > 0 ? (100 * counting.done) / counting.total : 0;
  return (
    <div class="progress" data-state={run.state} hidden={counting === null}>
      <label>
        {run.state === "cancelled" ? "Cancelled at" : "Computing:"}{" "}
        {counting ? `${fmt(counting.done)} of ${counting.total ? fmt(counting.total) : "?"} values (${pct.toFixed(1)}%, ${counting.seconds.toFixed(1)} s)` : ""}{" "}
        <progress max={100} value={pct} />
      </label>
    </div>
  );
}
