// The Grundy sequence explorer: a take-and-break code, subtraction set or name, or a heap
// game of the user's own from a .mjs file (as the Play page loads one), computed in a Worker
// (progress, Cancel), then the CLI's summary, a chart, a paged table of values and downloads
// (b-file, CSV, JSON).
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { formatReport, maskParity, type SequenceReport } from "sprague-grundy/sequence";
import { type DownloadFormat, download } from "./download.ts";
import { writeExploreHash } from "./hashState.ts";
import { drawSequenceChart, heapAtPoint } from "./seqChart.ts";
import type { SeqAnswer, SeqModule, SeqRequest } from "./seqWorker.ts";
import { HeapInput, PAGE, ValuesTable } from "./ValuesTable.tsx";

/** The largest last heap the page computes (2^26 values take 128 MiB). */
const MAX_TO = 2 ** 26 - 1;

type Run =
  | { state: "idle" }
  | { state: "running"; done: number; total: number; seconds: number }
  | { state: "cancelled"; done: number; total: number; seconds: number }
  | { state: "error"; message: string }
  | { state: "done"; report: SequenceReport; ms: number; workerMs: number };

/** The lines of `grundy seq`'s text report down to its list of values. */
function summaryLines(report: SequenceReport): string {
  const full = formatReport(report, "text").split("\n");
  const end = full.indexOf("values");
  return full.slice(0, end < 0 ? full.length : end).join("\n");
}

/** Reads the "last heap" field: empty means as far as `grundy seq` goes by itself. */
function parseTo(text: string): number | undefined | string {
  const t = text.trim().replace(/[_,\s]/g, "");
  if (t === "") return undefined;
  let n: number;
  const pow = /^(\d+)\^(\d+)$/.exec(t);
  if (pow) n = Number(pow[1]) ** Number(pow[2]);
  else if (/^\d+$/.test(t)) n = Number(t);
  else return `the last heap must be a whole number (like 1000 or 2^20), not "${text.trim()}"`;
  if (!(n <= MAX_TO)) return `the last heap must be at most ${MAX_TO.toLocaleString("en-US")} (2^26 − 1) in the browser; grundy seq goes further`;
  return n;
}

export function SequenceExplorer({ params }: { params: URLSearchParams }) {
  const [code, setCode] = useState(params.get("code") ?? "kayles");
  const [toText, setToText] = useState(params.get("to") ?? (params.get("code") === null ? "1000" : ""));
  const [inputError, setInputError] = useState<string | null>(null);
  const [run, setRun] = useState<Run>({ state: "idle" });
  const [games, setGames] = useState<{ name: string; code: string; summary: string }[]>([]);
  const [page, setPage] = useState(0);
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [goHeap, setGoHeap] = useState("");
  const [downloadError, setDownloadError] = useState<string | null>(null);
  /** The user's module (its families can be named in the game field) and its families. */
  const [userModule, setUserModule] = useState<SeqModule | null>(null);
  const [userFamilies, setUserFamilies] = useState<{ name: string; summary: string }[]>([]);
  const worker = useRef<Worker | null>(null);
  const started = useRef(0);
  const runId = useRef(0);
  const chart = useRef<HTMLCanvasElement>(null);
  const result = useRef<HTMLDivElement>(null);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };

  /** Computes the game typed, or, for a module just picked, its first family. */
  const start = (e?: Event, picked?: SeqModule) => {
    e?.preventDefault();
    const to = parseTo(toText);
    if (typeof to === "string") {
      setInputError(to);
      return;
    }
    if (!picked && code.trim() === "") {
      setInputError("type a game: a take-and-break code (0.77), a subtraction set ({1,3,4}) or a name (kayles)");
      return;
    }
    setInputError(null);
    stop();
    // a run the user started goes into the link; the one a link started leaves it as it was
    if (e && !picked) writeExploreHash("seq", { code: code.trim(), to: to === undefined ? undefined : to });
    const id = ++runId.current;
    started.current = performance.now();
    setRun({ state: "running", done: 0, total: to === undefined ? 0 : to + 1, seconds: 0 });
    const w = new Worker(new URL("./seqWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    w.onmessage = (m: MessageEvent<SeqAnswer>) => {
      const a = m.data;
      if (a.type === "games") {
        setGames(a.games);
        return;
      }
      if (a.id !== runId.current || worker.current !== w) return;
      if (a.type === "families") {
        setUserModule(picked ?? userModule);
        setUserFamilies(a.families);
        setCode(a.chosen);
        return;
      }
      if (a.type === "progress") setRun({ state: "running", done: a.done, total: a.total, seconds: (performance.now() - started.current) / 1000 });
      else if (a.type === "error") {
        stop();
        setRun({ state: "error", message: a.message });
      } else {
        const ms = performance.now() - started.current;
        stop();
        setPage(0);
        setRange(null);
        setHover(null);
        setRun({ state: "done", report: a.report, ms, workerMs: a.ms });
      }
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      if (worker.current !== w) return;
      stop();
      setRun({ state: "error", message: `the computation stopped: ${ev.message || "the browser ran out of memory?"}` });
    };
    const module = picked ?? userModule;
    const request: SeqRequest = { id, ...(picked ? {} : { code: code.trim() }), ...(to === undefined ? {} : { to }), ...(module ? { games: module } : {}) };
    w.postMessage(request);
  };

  const loadFile = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (file) start(undefined, { name: file.name, source: await file.text() });
  };

  const cancel = () => {
    if (run.state !== "running") return;
    stop();
    runId.current++;
    setRun({ state: "cancelled", done: run.done, total: run.total, seconds: (performance.now() - started.current) / 1000 });
  };

  // a link with a game computes it on arrival; so does a first visit (Kayles to 1000)
  useEffect(() => {
    start();
    return stop;
  }, []);

  const report = run.state === "done" ? run.report : null;
  const last = report ? report.values.length - 1 : 0;
  const shown = report ? (range ?? { from: 0, to: last }) : null;
  const summary = useMemo(() => (report ? summaryLines(report) : ""), [report]);

  useLayoutEffect(() => {
    if (report && chart.current && shown) drawSequenceChart(chart.current, report, shown.from, shown.to, hover);
    if (result.current && run.state === "done") result.current.dataset.ms = run.ms.toFixed(1);
  });
  useEffect(() => {
    const on = () => {
      if (report && chart.current && shown) drawSequenceChart(chart.current, report, shown.from, shown.to, hover);
    };
    addEventListener("resize", on);
    return () => removeEventListener("resize", on);
  });

  const pct = run.state === "running" || run.state === "cancelled" ? (run.total > 0 ? (100 * run.done) / run.total : 0) : 0;
  const fmt = (n: number) => n.toLocaleString("en-US");

  const around = () => {
    if (!report?.period) return;
    const { period, preperiod } = report.period;
    setRange({ from: Math.max(0, preperiod - 3 * period - 10), to: Math.min(last, preperiod + 4 * period + 10) });
  };

  const pages = report ? Math.ceil(report.values.length / PAGE) : 0;
  const goTo = (e: Event) => {
    e.preventDefault();
    const n = Number(goHeap.trim());
    if (report && /^\d+$/.test(goHeap.trim()) && n <= last) setPage(Math.floor(n / PAGE));
  };

  return (
    <div class="sequences">
      <p class="lead">
        A heap game's Grundy values G(0), G(1), G(2), … Type a take-and-break code such as <code>0.77</code> (Kayles) or <code>4.07</code>, a subtraction set such as{" "}
        <code>{"{1,3,4}"}</code>, a name, or load a heap game of your own. The page computes the values with the same code as <code>grundy seq</code>, looks for a period and proves
        it when the periodicity theorem allows.
      </p>
      <form class="controls" onSubmit={start}>
        <label>
          Game{" "}
          <input
            type="text"
            value={code}
            list="heap-games"
            spellcheck={false}
            autocomplete="off"
            onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
            aria-describedby="seq-input-error"
            aria-invalid={inputError !== null || run.state === "error"}
          />
        </label>
        <datalist id="heap-games">
          {userFamilies.map((g) => (
            <option value={g.name} key={`user ${g.name}`}>
              {g.summary} (yours)
            </option>
          ))}
          {games.map((g) => (
            <option value={g.name} key={g.name}>
              {g.summary}
            </option>
          ))}
          <option value="{1,3,4}">subtraction game: take 1, 3 or 4</option>
          <option value="4.07">hexadecimal/octal code 4.07</option>
        </datalist>
        <label>
          Last heap{" "}
          <input
            type="text"
            inputMode="numeric"
            class="medium"
            value={toText}
            placeholder="automatic"
            onInput={(e) => setToText((e.currentTarget as HTMLInputElement).value)}
            aria-describedby="seq-to-help"
          />
        </label>
        <button type="submit">Start</button>
        <button type="button" onClick={cancel} disabled={run.state !== "running"}>
          Cancel
        </button>
        <span id="seq-to-help" class="hint">
          heaps 0 … n; like 1000 or 2^20; empty: as far as grundy seq goes by itself
        </span>
        <label>
          Or load your own (a .mjs file) <input type="file" accept=".mjs,.js,text/javascript" onChange={loadFile} aria-describedby="seq-games-help" />
        </label>
        <span id="seq-games-help" class="hint">
          {userFamilies.length > 0
            ? `loaded: ${userFamilies.map((f) => f.name).join(", ")} (type a name above; links cannot carry them)`
            : "families with heap rules, or whose positions are heap sizes (computed from their moves, as grundy seq --games does)"}
        </span>
      </form>
      <p id="seq-input-error" class="error" role="alert">
        {inputError ?? (run.state === "error" ? run.message : "")}
      </p>
      <div class="progress" data-state={run.state} hidden={run.state !== "running" && run.state !== "cancelled"}>
        <label>
          {run.state === "cancelled" ? "Cancelled at" : "Computing:"}{" "}
          {run.state === "running" || run.state === "cancelled"
            ? `${fmt(run.done)} of ${run.total ? fmt(run.total) : "?"} values (${pct.toFixed(1)}%, ${run.seconds.toFixed(1)} s)`
            : ""}{" "}
          <progress max={100} value={pct} />
        </label>
      </div>
      {report && shown && run.state === "done" && (
        <div class="result" ref={result} data-state="done">
          <h3>
            {report.rules.name !== report.rules.code ? `${report.rules.name} (${report.rules.code})` : report.rules.code}:{" "}
            {report.period
              ? `period ${fmt(report.period.period)} from heap ${fmt(report.period.preperiod)}, ${report.period.proven ? "proven" : "apparent"}`
              : "no period apparent"}
          </h3>
          <pre class="summary" data-testid="seq-summary">
            {summary}
          </pre>
          <p class="timing">
            {fmt(report.values.length)} values in {Math.round(run.ms)} ms.
          </p>
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
          <h4>Values</h4>
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
          <fieldset class="controls downloads">
            <legend class="visually-hidden">Downloads</legend>
            <span aria-hidden="true">Download:</span>
            {(["bfile", "csv", "json"] as DownloadFormat[]).map((f) => (
              <button type="button" key={f} onClick={() => setDownloadError(download(report, f))}>
                {f === "bfile" ? "b-file (OEIS)" : f.toUpperCase()}
              </button>
            ))}
          </fieldset>
          {downloadError && (
            <p class="error" role="alert">
              {downloadError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
