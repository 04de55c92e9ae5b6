// The Laws section: the law of an expression with free variables (what `grundy pattern`
// prints), found in a Worker; its values beside it (a table for one variable, a heat map for
// two), "Check further" to test the law on a larger range (the first counterexample named and
// outlined), and the law as code. The state lives in the URL: #explore=laws&expr=…&to=…&was=….
import { COMPOUND_KINDS, isCompoundKind, type Play } from "sprague-grundy";
import { useEffect, useState } from "preact/hooks";
import { ExampleRow } from "./ExampleRow.tsx";
import { LAW_DEFAULT, LAW_EXAMPLES } from "./exploreExamples.ts";
import { writeExploreHash } from "./hashState.ts";
import { LawCode } from "./LawCode.tsx";
import { LawLineTable } from "./LawLineTable.tsx";
import { LawMap } from "./LawMap.tsx";
import { furtherRange, lastOf } from "./lawRange.ts";
import { LawReport } from "./LawReport.tsx";
import type { LawRequest } from "./lawWorker.ts";
import { type Check, type Found, useLawRuns } from "./useLawRuns.ts";

const COMPOUNDS = COMPOUND_KINDS.map((k) => ({ value: k.kind, label: `${k.kind}: ${k.short}` }));

/** The request of the form's fields. */
const requestOf = (expr: string, range: string, play: Play, compound: string): LawRequest => ({ id: 0, expr, range, play, compound: compound as LawRequest["compound"] });

/** The link of a request, with the range a law was found on before (`was`) when it is being checked. */
function linkOf(r: LawRequest, was?: string): void {
  writeExploreHash("laws", { expr: r.expr, to: r.range, play: r.play === "normal" ? undefined : r.play, compound: r.compound === "sum" ? undefined : r.compound, was });
}

export function LawExplorer({ params }: { params: URLSearchParams }) {
  const [expr, setExpr] = useState(params.get("expr") ?? LAW_DEFAULT);
  const [range, setRange] = useState(params.get("to") ?? "");
  const [play, setPlay] = useState<Play>(params.get("play") === "misere" ? "misere" : "normal");
  const asked = params.get("compound");
  const [compound, setCompound] = useState<string>(isCompoundKind(asked) ? asked : "sum");
  const { run, find, cancel } = useLawRuns();
  const found: Found | null = run.state === "done" ? run.found : null;

  // a link with `was` finds the law on that range first, then checks it on the range asked
  useEffect(() => {
    const request = requestOf(expr, range, play, compound);
    const was = params.get("was");
    if (was !== null) find({ ...request, range: was }, null, (before) => find(request, before));
    else find(request, null);
  }, []);

  const submit = (e?: Event, text: string = expr) => {
    e?.preventDefault();
    const request = requestOf(text, range, play, compound);
    linkOf(request);
    find(request, found);
  };

  const further = () => {
    if (!found) return;
    const next = furtherRange(found.request.range, found.values);
    if (next === null) return;
    setRange(next);
    const request = { ...found.request, range: next };
    linkOf(request, found.request.range || String(lastOf(found.values).reduce((m, x) => Math.max(m, x), 0)));
    find(request, found);
  };

  return (
    <div class="laws">
      <p class="lead">
        The law of a game: its values as a function of a free variable (<code>n</code>) or two (<code>a</code>, <code>b</code>) — a period, an arithmetic period, Beatty P-positions
        — proven where a theorem allows, else verified on every value computed. <strong>Check further</strong> tests the law on a larger range.
      </p>
      <LawForm {...{ expr, setExpr, range, setRange, play, setPlay, compound, setCompound, submit }} running={run.state === "running"} cancel={cancel} />
      <ExampleRow
        examples={LAW_EXAMPLES}
        onPick={(x) => {
          setExpr(x);
          submit(undefined, x);
        }}
      />
      <p id="law-error" class="error" role="alert">
        {run.state === "error" ? run.message : ""}
      </p>
      {run.state === "running" && (
        <p role="status" class="status">
          Finding the law…{run.total > 0 ? ` ${run.done.toLocaleString("en-US")} of ${run.total.toLocaleString("en-US")} values` : ""}
        </p>
      )}
      {run.state === "done" && <LawResult found={run.found} check={run.check} further={further} />}
    </div>
  );
}

/** A law found: its report, "Check further", its values, its code. */
function LawResult({ found, check, further }: { found: Found; check: Check | null; further: () => void }) {
  const ce = check?.counterexample?.point ?? null;
  return (
    <div class="law-result" data-state="done">
      <LawReport found={found} check={check} />
      <p class="controls">
        <button type="button" onClick={further} disabled={furtherRange(found.request.range, found.values) === null}>
          Check further
        </button>
        <span class="hint">computes the values on a larger range and checks this law on them</span>
      </p>
      {found.values.kind === "line" ? (
        <LawLineTable key={found.request.range + found.ms} found={found} marked={ce?.[0] ?? null} />
      ) : (
        <LawMap found={found} marked={ce && ce.length === 2 ? [ce[0]!, ce[1]!] : null} />
      )}
      <LawCode law={found.law} />
    </div>
  );
}

interface FormProps {
  expr: string;
  setExpr: (s: string) => void;
  range: string;
  setRange: (s: string) => void;
  play: Play;
  setPlay: (p: Play) => void;
  compound: string;
  setCompound: (c: string) => void;
  submit: (e?: Event) => void;
  running: boolean;
  cancel: () => void;
}

/** The expression, its range, play and compound, Find and Cancel. */
function LawForm(p: FormProps) {
  const value = (e: Event) => (e.currentTarget as HTMLInputElement | HTMLSelectElement).value;
  return (
    <form class="controls" onSubmit={p.submit}>
      <label class="wide">
        Expression <input type="text" value={p.expr} spellcheck={false} autocomplete="off" onInput={(e) => p.setExpr(value(e))} aria-describedby="law-error" />
      </label>
      <label>
        Range <input type="text" class="range" value={p.range} placeholder="600 or n=0..600" spellcheck={false} autocomplete="off" onInput={(e) => p.setRange(value(e))} />
      </label>
      <span>
        <label for="law-play">Play</label>{" "}
        <select id="law-play" value={p.play} onChange={(e) => p.setPlay(value(e) as Play)}>
          <option value="normal">normal</option>
          <option value="misere">misère</option>
        </select>
      </span>
      <span>
        <label for="law-compound">Compound</label>{" "}
        <select id="law-compound" value={p.compound} onChange={(e) => p.setCompound(value(e))}>
          {COMPOUNDS.map((c) => (
            <option value={c.value} key={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </span>
      <button type="submit">Find</button>
      <button type="button" onClick={p.cancel} disabled={!p.running}>
        Cancel
      </button>
    </form>
  );
}
