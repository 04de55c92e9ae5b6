// The analyse box: an expression in the position language → what `grundy analyze` prints
// (outcome, values, winning moves), computed in a Worker. Everything typed is shown as
// text; a parse error is one line under the input with its column marked.
import type { RefObject } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { COMPOUND_KINDS, isCompoundKind } from "sprague-grundy";
import type { AnalyzeAnswer, AnalyzeRequest } from "./analyzeWorker.ts";
import { ExampleRow } from "./ExampleRow.tsx";
import { ANALYSE_DEFAULT, ANALYSE_EXAMPLES } from "./exploreExamples.ts";
import { writeExploreHash } from "./hashState.ts";

const PLAYS = ["normal", "misere"] as const;
/** The compound kinds, as `grundy analyze --compound` lists them (the compound table's). */
const COMPOUNDS = COMPOUND_KINDS.map((k) => ({ value: k.kind, label: `${k.kind}: ${k.short}` }));

type State =
  | { state: "idle" }
  | { state: "running"; positions: number }
  | { state: "done"; lines: string[]; outcome: string; ms: number }
  | { state: "error"; message: string; column: number | null; source: string };

/** The typed text around a column, split so the character at it can be marked. */
function around(source: string, column: number): { before: string; at: string; after: string } {
  const i = Math.max(0, Math.min(source.length, column - 1));
  const from = Math.max(0, i - 24);
  const to = Math.min(source.length, i + 25);
  return {
    before: (from > 0 ? "…" : "") + source.slice(from, i),
    at: i < source.length ? source.slice(i, i + 1) : " ",
    after: source.slice(i + 1, to) + (to < source.length ? "…" : ""),
  };
}

export function AnalyseBox({ params }: { params: URLSearchParams }) {
  const [source, setSource] = useState(params.get("expr") ?? ANALYSE_DEFAULT);
  const [play, setPlay] = useState<(typeof PLAYS)[number]>(params.get("play") === "misere" ? "misere" : "normal");
  const askedCompound = params.get("compound");
  const [compound, setCompound] = useState<string>(isCompoundKind(askedCompound) ? askedCompound : "sum");
  const [result, setResult] = useState<State>({ state: "idle" });
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  const analyse = (e?: Event, text: string = source) => {
    e?.preventDefault();
    stop();
    // an analysis the user asked for goes into the link; the one a link asked for leaves it
    if (e || text !== source) writeExploreHash("analyze", { expr: text, play: play === "normal" ? undefined : play, compound: compound === "sum" ? undefined : compound });
    const id = ++runId.current;
    setResult({ state: "running", positions: 0 });
    const w = new Worker(new URL("./analyzeWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    const current = () => worker.current === w;
    w.onmessage = (m: MessageEvent<AnalyzeAnswer>) => {
      if (m.data.id !== runId.current || !current()) return;
      const column = answered(m.data, text, stop, setResult);
      const el = input.current;
      if (el && column !== null && e) {
        el.focus();
        el.setSelectionRange(column - 1, Math.min(text.length, column));
      }
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      if (!current()) return;
      stop();
      setResult({ state: "error", message: `the analysis stopped: ${ev.message || "the browser ran out of memory?"}`, column: null, source: text });
    };
    w.postMessage({ id, source: text, play, compound: compound as AnalyzeRequest["compound"], maxMoves: 50 } satisfies AnalyzeRequest);
  };
  const cancel = () => {
    stop();
    runId.current++;
    setResult({ state: "idle" });
  };
  useEffect(() => {
    analyse();
    return stop;
  }, []);
  const err = result.state === "error" ? result : null;
  const mark = err && err.column !== null ? around(err.source, err.column) : null;
  return (
    <div class="analyse">
      <p class="lead">
        Who wins a position, its Grundy values and every winning move — what <code>grundy analyze</code> prints. Join games with <code>+</code>; integers may be huge (
        <code>10^30</code>).
      </p>
      <form class="controls" onSubmit={analyse}>
        <PositionInput input={input} source={source} setSource={setSource} invalid={err !== null} />
        <RuleSelects play={play} setPlay={setPlay} compound={compound} setCompound={setCompound} />
        <button type="submit">Analyse</button>
        <button type="button" onClick={cancel} disabled={result.state !== "running"}>
          Cancel
        </button>
      </form>
      <ErrorLine err={err} mark={mark} />
      <ExampleRow
        examples={ANALYSE_EXAMPLES}
        onPick={(x) => {
          setSource(x);
          analyse(undefined, x);
        }}
      />
      <Result result={result} />
    </div>
  );
}

/**
 * Shows a worker's answer: progress, the analysis, or its error (the worker then stopped).
 * Returns the column of a parse error to mark in the input, else null.
 */
function answered(a: AnalyzeAnswer, text: string, stop: () => void, setResult: (s: State) => void): number | null {
  if (a.type === "progress") {
    setResult({ state: "running", positions: a.positions });
    return null;
  }
  stop();
  if (a.type === "done") {
    setResult({ state: "done", lines: a.lines, outcome: a.outcome, ms: a.ms });
    return null;
  }
  setResult({ state: "error", message: a.message, column: a.column, source: text });
  return a.column;
}

type Play = (typeof PLAYS)[number];

/** The play convention's and the compound's selects. */
function RuleSelects({ play, setPlay, compound, setCompound }: { play: Play; setPlay: (p: Play) => void; compound: string; setCompound: (c: string) => void }) {
  return (
    <>
      <span>
        <label for="analyse-play">Play</label>{" "}
        <select id="analyse-play" value={play} onChange={(e) => setPlay((e.currentTarget as HTMLSelectElement).value as (typeof PLAYS)[number])}>
          <option value="normal">normal (last move wins)</option>
          <option value="misere">misère (last move loses)</option>
        </select>
      </span>
      <span>
        <label for="analyse-compound">Compound</label>{" "}
        <select id="analyse-compound" value={compound} onChange={(e) => setCompound((e.currentTarget as HTMLSelectElement).value)}>
          {COMPOUNDS.map((c) => (
            <option value={c.value} key={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </span>
    </>
  );
}

/** The error line under the input, the typed text around the error's column marked. */
function ErrorLine({ err, mark }: { err: { message: string; column: number | null } | null; mark: ReturnType<typeof around> | null }) {
  return (
    <p id="analyse-error" class="error" role="alert" data-column={err?.column ?? undefined}>
      {err ? err.message : ""}
      {mark && (
        <>
          {" — "}
          <code class="at">
            {mark.before}
            <mark>{mark.at}</mark>
            {mark.after}
          </code>
        </>
      )}
    </p>
  );
}

/** The progress line while running; the verdict and the analysis when done. */
function Result({ result }: { result: State }) {
  return (
    <>
      {result.state === "running" && <p role="status">Analysing…{result.positions > 0 ? ` ${result.positions.toLocaleString("en-US")} positions solved` : ""}</p>}
      {result.state === "done" && <p class={`verdict ${result.outcome}`}>{result.lines[1]}</p>}
      {result.state === "done" && (
        <pre class={`analysis outcome-${result.outcome}`} data-testid="analysis" aria-live="polite">
          {result.lines.join("\n")}
        </pre>
      )}
    </>
  );
}

/** The position's input (marked invalid while an error is shown). */
function PositionInput({ input, source, setSource, invalid }: { input: RefObject<HTMLInputElement | null>; source: string; setSource: (s: string) => void; invalid: boolean }) {
  return (
    <label class="wide">
      Position{" "}
      <input
        ref={input}
        type="text"
        value={source}
        spellcheck={false}
        autocomplete="off"
        onInput={(e) => setSource((e.currentTarget as HTMLInputElement).value)}
        aria-invalid={invalid}
        aria-describedby="analyse-error"
      />
    </label>
  );
}
