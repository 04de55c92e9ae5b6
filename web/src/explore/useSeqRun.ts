// A Grundy sequence computed in a Worker (seqWorker.ts) for the sequence explorer: the run's
// state (progress, cancelled, error, done), the named heap games and the user's families the
// worker reports, Start (from the fields, or a module just picked) and Cancel. A link with a
// game computes it on arrival; so does a first visit.
import { useEffect, useRef, useState } from "preact/hooks";
import type { SequenceReport } from "sprague-grundy/sequence";
import { HEAP_DEFAULT } from "./exploreExamples.ts";
import { writeExploreHash } from "./hashState.ts";
import type { SeqAnswer, SeqModule, SeqRequest } from "./seqWorker.ts";

/** The largest last heap the page computes (2^26 values take 128 MiB). */
const MAX_TO = 2 ** 26 - 1;

/** The error of an empty game field. */
const NO_GAME = `type a game: a take-and-break code (${HEAP_DEFAULT.code}), a subtraction set ({1,3,4}) or a name (${HEAP_DEFAULT.name})`;

export type SeqRun =
  | { state: "idle" }
  | { state: "running"; done: number; total: number; seconds: number }
  | { state: "cancelled"; done: number; total: number; seconds: number }
  | { state: "error"; message: string }
  | { state: "done"; id: number; report: SequenceReport; ms: number; workerMs: number };

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

export interface SeqRunning {
  run: SeqRun;
  /** The fields' error (nothing was computed), else null. */
  inputError: string | null;
  /** The named heap games, for the game field's suggestions. */
  games: { name: string; code: string; summary: string }[];
  /** The families of the user's module loaded (none before one is picked). */
  userFamilies: { name: string; summary: string }[];
  /** Computes the game typed (`e`: the user asked, so the link follows), or, for a module just picked, its first family. */
  start(e?: Event, picked?: SeqModule): void;
  cancel(): void;
}

/** The run of the game and last heap typed (`setCode`: the worker names the family of a module just picked). */
export function useSeqRun(code: string, toText: string, setCode: (code: string) => void): SeqRunning {
  const [inputError, setInputError] = useState<string | null>(null);
  const [run, setRun] = useState<SeqRun>({ state: "idle" });
  const [games, setGames] = useState<SeqRunning["games"]>([]);
  /** The user's module (its families can be named in the game field) and its families. */
  const [userModule, setUserModule] = useState<SeqModule | null>(null);
  const [userFamilies, setUserFamilies] = useState<SeqRunning["userFamilies"]>([]);
  const worker = useRef<Worker | null>(null);
  const started = useRef(0);
  const runId = useRef(0);
  const seconds = () => (performance.now() - started.current) / 1000;
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };

  /** What a worker answers to run `id`: progress, the families of a module picked, an error, the report. */
  const answer = (w: Worker, a: SeqAnswer, picked: SeqModule | undefined) => {
    if (a.type === "games") {
      setGames(a.games);
      return;
    }
    if (a.id !== runId.current || worker.current !== w) return;
    if (a.type === "families") {
      setUserModule(picked ?? userModule);
      setUserFamilies(a.families);
      setCode(a.chosen);
    } else if (a.type === "progress") setRun({ state: "running", done: a.done, total: a.total, seconds: seconds() });
    else {
      const ms = seconds() * 1000;
      stop();
      setRun(a.type === "error" ? { state: "error", message: a.message } : { state: "done", id: a.id, report: a.report, ms, workerMs: a.ms });
    }
  };

  const start = (e?: Event, picked?: SeqModule) => {
    e?.preventDefault();
    const to = parseTo(toText);
    const wrong = typeof to === "string" ? to : !picked && code.trim() === "" ? NO_GAME : null;
    setInputError(wrong);
    if (wrong !== null || typeof to === "string") return;
    stop();
    // a run the user started goes into the link; the one a link started leaves it as it was
    if (e && !picked) writeExploreHash("seq", { code: code.trim(), to: to === undefined ? undefined : to });
    const id = ++runId.current;
    started.current = performance.now();
    setRun({ state: "running", done: 0, total: to === undefined ? 0 : to + 1, seconds: 0 });
    const w = new Worker(new URL("./seqWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    w.onmessage = (m: MessageEvent<SeqAnswer>) => answer(w, m.data, picked);
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

  const cancel = () => {
    if (run.state !== "running") return;
    stop();
    runId.current++;
    setRun({ state: "cancelled", done: run.done, total: run.total, seconds: seconds() });
  };

  useEffect(() => {
    start();
    return stop;
  }, []);

  return { run, inputError, games, userFamilies, start, cancel };
}
