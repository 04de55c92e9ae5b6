// The Laws section's runs: one Worker a search (a new one stops the last), and when a law was
// found before on the same expression and the new range reaches further, the new values
// checked against it in the Worker (./lawCheck.ts): the first point where they disagree.
import type { Counterexample, Law } from "sprague-grundy";
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
  /** The law cannot be checked value by value on these values (see checkLaw). */
  unchecked: boolean;
}

export type LawRun =
  | { state: "idle" }
  | { state: "running"; done: number; total: number }
  | { state: "error"; message: string }
  | { state: "done"; found: Found; check: Check | null };

const sameGame = (a: LawRequest, b: LawRequest) => a.expr.trim() === b.expr.trim() && a.play === b.play && a.compound === b.compound;

/** The first value of each variable the values cover. */
const firstOf = (values: LawValues): number[] => (values.kind === "line" ? [values.from] : [...values.from]);

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
      const check = before && a.verdict ? { law: before.law, words: rangeWords(before.values), ...a.verdict } : null;
      setRun({ state: "done", found, check });
      then?.(found);
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      if (worker.current !== w) return;
      stop();
      setRun({ state: "error", message: `the search stopped: ${ev.message || "the browser ran out of memory?"}` });
    };
    const checking = before && (before.law.kind !== "none" || "outcome" in before.law) && sameGame(before.request, request);
    w.postMessage({ ...request, id, before: checking ? { law: before.law, from: firstOf(before.values), last: lastOf(before.values) } : undefined });
  };

  const cancel = () => {
    stop();
    runId.current++;
    setRun({ state: "idle" });
  };
  return { run, find, cancel };
}
