// The law found, in words: whether the law found before holds on the new values (and where
// it breaks), the law's kind, its period, saltus and preperiod, its status and proof, and
// what `grundy pattern` prints for it.
import { Fragment } from "preact";
import { foundLaw, type Counterexample, type Law } from "sprague-grundy";
import { rangeWords } from "./lawRange.ts";
import type { LawValues } from "./lawWorker.ts";
import type { Check, Found } from "./useLawRuns.ts";

/** A point in words: "n = 185", "(a, b) = (3, 5)". */
/** A law found before, in one line: its first line, or for values without a law whose P-positions had one, that one. */
function wasText(law: Law): string {
  const lines = foundLaw(law).describe().split("\n");
  return law.kind === "none" && "outcome" in law && law.outcome !== undefined ? lines[lines.length - 1]! : lines[0]!;
}

export function pointWords(values: LawValues, point: readonly number[]): string {
  return values.kind === "line" ? `${values.variable} = ${point[0]}` : `(${values.variables.join(", ")}) = (${point.join(", ")})`;
}

/** What the law says at a counterexample and what the value is. */
function disagreement(c: Counterexample): string {
  const says = typeof c.law === "bigint" ? String(c.law) : c.law === "P" ? "P (value 0)" : "N (a value other than 0)";
  return `law says ${says}, value is ${c.value}`;
}

/** The numbers that shape a law: period, saltus, preperiod (those it has). */
function shape(law: Law): [string, string][] {
  const out: [string, string][] = [];
  const l = law as Partial<Record<"period" | "saltus" | "preperiod", unknown>>;
  if (typeof l.period === "number") out.push(["period", String(l.period)]);
  if (typeof l.saltus === "number" && l.saltus !== 0) out.push(["saltus", String(l.saltus)]);
  if (typeof l.preperiod === "number") out.push(["preperiod", String(l.preperiod)]);
  return out;
}

/** The verdict on the law found before. */
function CheckLine({ check, values }: { check: Check; values: LawValues }) {
  const c = check.counterexample;
  if (check.unchecked)
    return (
      <p class="law-check" role="status">
        The law found on {check.words} cannot be checked value by value on {values.measure} values: its P-positions are not the values 0.
      </p>
    );
  if (c === null)
    return (
      <p class="law-check holds" role="status">
        The law found on {check.words} holds on {rangeWords(values)} as well.
      </p>
    );
  return (
    <>
      <p class="law-check breaks" role="alert" data-testid="law-break">
        The law found on {check.words} breaks at {pointWords(values, c.point)}: {disagreement(c)}.
      </p>
      <p class="hint law-was">
        It was: <code>{wasText(check.law)}</code>
      </p>
    </>
  );
}

export function LawReport({ found, check }: { found: Found; check: Check | null }) {
  const { law, values } = found;
  const text = foundLaw(law).describe();
  return (
    <>
      {check && <CheckLine check={check} values={values} />}
      <h3>
        Law found on {rangeWords(values)}: <span class={`law-status ${law.status}`}>{law.status}</span>
      </h3>
      <dl class="law-facts">
        <dt>kind</dt>
        <dd data-testid="law-kind">{law.kind}</dd>
        {shape(law).map(([k, v]) => (
          <Fragment key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </Fragment>
        ))}
        <dt>status</dt>
        <dd>{law.status === "proven" ? "proven" : law.status === "verified" ? "verified on every value computed, not proven" : "none: no law of the catalogue holds"}</dd>
        {law.proof !== null && (
          <>
            <dt>proof</dt>
            <dd>{law.proof}</dd>
          </>
        )}
        <dt>values</dt>
        <dd>
          {values.measure}, {(values.kind === "line" ? values.values.length : values.rows * values.cols).toLocaleString("en-US")} computed in {Math.round(found.ms)} ms
          {found.theorem ? `; theorem tried: ${found.theorem}` : ""}
        </dd>
      </dl>
      <pre class="summary" data-testid="law-describe">
        {text}
      </pre>
    </>
  );
}
