// The Laws section's runs: one Worker a search (a new one stops the last), and when a law was
// found before on the same expression, the new values checked against it (foundLaw, then
// counterexample): the first point where they disagree, or none.
import { type Counterexample, type FoundLaw, foundLaw, type Law } from "sprague-grundy";
import { useEffect, useRef, useState } from "preact/hooks";
import { lastOf, rangeWords } from "./lawRange.ts";
import type { LawAnswer, LawRequest, LawValues } from "./lawWorker.ts";

/** A law found, with the values it was found on. */
export interface Found {
  request: LawRequest;
  law: Law;
  values: LawValues;
  theorem: string | null;
  /** For a table: 1 where the law says P, else 0. */
  lawP: Uint8Array | null;
  ms: number;
}

/** A law found before, checked on the new values: where it breaks, or null when it holds. */
export interface Check {
  law: Law;
  /** The range it was found on, in words ("n ≤ 150"). */
  words: string;
  counterexample: Counterexample | null;
}

export type LawRun =
  | { state: "idle" }
  | { state: "running"; done: number; total: number }
  | { state: "error"; message: string }
  | { state: "done"; found: Found; check: Check | null };

const sameGame = (a: LawRequest, b: LawRequest) => a.expr.trim() === b.expr.trim() && a.play === b.play && a.compound === b.compound;

/** Whether the new values reach further than the old in some variable (then the old law is checked on them). */
function reachesFurther(before: LawValues, after: LawValues): boolean {
  if (before.kind !== after.kind) return false;
  const [old, now] = [lastOf(before), lastOf(after)];
  return now.some((v, k) => v > old[k]!);
}

/**
 * The first cell of a table (in order of a, then b) where the values disagree with a law,
 * skipping the cells it does not cover (a rows law covers only the rows it lists).
 */
function tableCounterexample(law: FoundLaw, t: Extract<LawValues, { kind: "table" }>): Counterexample | null {
  for (let i = 0; i < t.rows; i++) {
    for (let j = 0; j < t.cols; j++) {
      const value = t.values[i * t.cols + j]!;
      const point = [t.from[0] + i, t.from[1] + j];
      let says: bigint | "P" | "N";
      try {
        says = law.at(point.map(BigInt));
      } catch (e) {
        if (e instanceof RangeError) continue;
        throw e;
      }
      if (typeof says === "bigint" ? says !== BigInt(value) : (says === "P") !== (value === 0)) return { point, law: says, value };
    }
  }
  return null;
}

/** The first point where the values disagree with a law found before on the same game. */
export function checkAgainst(before: Found, values: LawValues): Check {
  const law = foundLaw(before.law);
  let counterexample: Counterexample | null;
  if (values.kind === "line") counterexample = law.counterexample(values.values, values.from);
  else {
    try {
      counterexample = law.counterexample({ from: [values.from[0], values.from[1]], rows: values.rows, cols: values.cols, values: values.values });
    } catch (e) {
      // the library's check stops at a cell the law does not cover: go on past such cells
      if (!(e instanceof RangeError)) throw e;
      counterexample = tableCounterexample(law, values);
    }
  }
  return { law: before.law, words: rangeWords(before.values), counterexample };
}

/** The runs: `find(request, before)` searches, checking the law of `before` when there is one; `then` follows a run that succeeds. */
export function useLawRuns(): { run: LawRun; find: (request: LawRequest, before: Found | null, then?: (found: Found) => void) => void; cancel: () => void } {
  const [run, setRun] = useState<LawRun>({ state: "idle" });
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);

  const find = (request: LawRequest, before: Found | null, then?: (found: Found) => void) => {
    stop();
    const id = ++runId.current;
    setRun({ state: "running", done: 0, total: 0 });
    const w = new Worker(new URL("./lawWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    w.onmessage = (m: MessageEvent<LawAnswer>) => {
      const a = m.data;
      if (a.id !== runId.current || worker.current !== w) return;
      if (a.type === "progress") {
        setRun({ state: "running", done: a.done, total: a.total });
        return;
      }
      stop();
      if (a.type === "error") {
        setRun({ state: "error", message: a.message });
        return;
      }
      const found: Found = { request, law: a.law, values: a.values, theorem: a.theorem, lawP: a.lawP, ms: a.ms };
      const check = before && before.law.kind !== "none" && sameGame(before.request, request) && reachesFurther(before.values, a.values) ? checkAgainst(before, a.values) : null;
      setRun({ state: "done", found, check });
      then?.(found);
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      if (worker.current !== w) return;
      stop();
      setRun({ state: "error", message: `the search stopped: ${ev.message || "the browser ran out of memory?"}` });
    };
    w.postMessage({ ...request, id });
  };

  const cancel = () => {
    stop();
    runId.current++;
    setRun({ state: "idle" });
  };
  return { run, find, cancel };
}
