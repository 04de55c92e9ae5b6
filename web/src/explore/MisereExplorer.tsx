// The misère quotient of a heap game (Plambeck–Siegel), computed in a Worker: its order,
// P-portion, presentation and Φ's period; Φ as a chart with the period shaded; the
// multiplication table as a grid (P-elements marked).
import { useEffect, useRef, useState } from "preact/hooks";
import { HEAP_DEFAULT } from "./exploreExamples.ts";
import { writeExploreHash } from "./hashState.ts";
import { type MisereAnswer, type MisereRequest, type MisereSummary, PHI_SHOWN, TABLE_MAX } from "./misereProtocol.ts";
import { PhiChart } from "./PhiChart.tsx";

type Run = { state: "idle" } | { state: "running" } | { state: "error"; message: string } | { state: "done"; q: MisereSummary; ms: number };

export function MisereExplorer({ params }: { params: URLSearchParams }) {
  const [code, setCode] = useState(params.get("code") ?? HEAP_DEFAULT.name);
  const [run, setRun] = useState<Run>({ state: "idle" });
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  const start = (e?: Event) => {
    e?.preventDefault();
    if (code.trim() === "") {
      setRun({ state: "error", message: `type a game: a take-and-break code (${HEAP_DEFAULT.code}) or a name (${HEAP_DEFAULT.name})` });
      return;
    }
    stop();
    if (e) writeExploreHash("misere", { code: code.trim() });
    const id = ++runId.current;
    setRun({ state: "running" });
    const w = new Worker(new URL("./misereWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    w.onmessage = (m: MessageEvent<MisereAnswer>) => {
      const a = m.data;
      if (a.id !== runId.current || worker.current !== w) return;
      stop();
      setRun(a.type === "error" ? { state: "error", message: a.message } : { state: "done", q: a.summary, ms: a.ms });
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      if (worker.current !== w) return;
      stop();
      setRun({ state: "error", message: `the computation stopped: ${ev.message || "the browser ran out of memory?"}` });
    };
    w.postMessage({ id, code: code.trim() } satisfies MisereRequest);
  };
  useEffect(() => {
    start();
    return stop;
  }, []);
  const q = run.state === "done" ? run.q : null;
  // Φ up to three periods past the preperiod (at least 30 heaps), or the first 200 heaps of an
  // unsolved quotient; never past what was computed nor past PHI_SHOWN
  const last = q ? Math.min(q.phi.length - 1, q.solved && q.period !== undefined ? Math.max(30, (q.preperiod ?? 0) + 3 * q.period) : 200, PHI_SHOWN) : 0;
  return (
    <div class="misere">
      <form class="controls" onSubmit={start}>
        <label>
          Game <input value={code} onInput={(e) => setCode((e.target as HTMLInputElement).value)} aria-label="Game" placeholder={`${HEAP_DEFAULT.code} or ${HEAP_DEFAULT.name}`} />
        </label>
        <button type="submit">Compute the quotient</button>
      </form>
      <div class="result" data-state={run.state} aria-live="polite">
        {run.state === "running" && <p>Computing the misère quotient…</p>}
        {run.state === "error" && (
          <p class="error" role="alert">
            {run.message}
          </p>
        )}
        {q && (
          <>
            <h3>
              {q.name} ({q.code}): |Q| = {q.order}, |P| = {q.pSize}
              {q.solved ? `, Φ periodic from heap ${q.preperiod} with period ${q.period}` : `, not solved by heap ${q.heap}`}
            </h3>
            <QuotientFacts q={q} />
            <h4>Φ(0 … {last}): each heap's element (red: in P), the period shaded</h4>
            <PhiChart q={q} last={last} />
            <h4>Multiplication table</h4>
            <MultiplicationTable q={q} />
            <p class="timing">computed in {(run as { ms: number }).ms.toFixed(0)} ms</p>
          </>
        )}
      </div>
    </div>
  );
}

/** The quotient's presentation, P-portion, tameness, order changes and why it stopped. */
function QuotientFacts({ q }: { q: MisereSummary }) {
  return (
    <dl class="misere-facts" data-testid="misere-facts">
      <dt>presentation</dt>
      <dd data-testid="misere-presentation">{q.presentation}</dd>
      <dt>P-portion</dt>
      <dd data-testid="misere-p">{q.names.filter((_, x) => q.inP[x]).join(", ")}</dd>
      <dt>tame</dt>
      <dd>{q.tame ? "yes" : "no"}</dd>
      <dt>order changes</dt>
      <dd>{q.changes.map((c) => `heap ${c.heap}: ${c.order}`).join("; ")}</dd>
      {q.stoppedBecause && (
        <>
          <dt>stopped</dt>
          <dd>{q.stoppedBecause}</dd>
        </>
      )}
    </dl>
  );
}

/** The multiplication table as a grid, P-elements marked (up to order TABLE_MAX). */
function MultiplicationTable({ q }: { q: MisereSummary }) {
  if (!q.table) {
    return (
      <p>
        The table has {q.order}² cells: it is shown up to order {TABLE_MAX}.
      </p>
    );
  }
  return (
    <div class="mul-wrap">
      <table class="mul" data-testid="misere-table">
        <thead>
          <tr>
            <th>·</th>
            {q.names.map((n) => (
              <th key={n}>{n}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {q.names.map((rowName, x) => (
            <tr key={rowName}>
              <th>{rowName}</th>
              {q.names.map((_, y) => {
                const p = q.table![x * q.order + y]!;
                return (
                  <td key={y} class={q.inP[p] ? "p" : undefined}>
                    {q.names[p]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
