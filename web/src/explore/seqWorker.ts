// Web Worker: a heap game's Grundy sequence and report, computed by the library exactly as
// `grundy seq` computes it (parseHeapGame, analyzeHeapGame: the same typed-array kernels).
// Progress is posted at most every PROGRESS_MS; the values come back transferred.
import { FAMILIES } from "sprague-grundy";
import { analyzeHeapGame, checkSequenceWork, type HeapAnalysisOptions as AnalyzeOptions, parseHeapGame, type SequenceReport } from "sprague-grundy/sequence";

/** A request: the game as typed, and the last heap (absent: as far as `grundy seq` goes by itself). */
export interface SeqRequest {
  id: number;
  code: string;
  to?: number;
}

export type SeqAnswer =
  | { id: number; type: "progress"; done: number; total: number }
  | { id: number; type: "done"; report: SequenceReport; ms: number }
  | { id: number; type: "error"; message: string }
  | { id: 0; type: "games"; games: { name: string; code: string; summary: string }[] };

const PROGRESS_MS = 100;
const post = (a: SeqAnswer, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(a, transfer);

// the named heap games, from the registry, for the page's list of suggestions
post({
  id: 0,
  type: "games",
  games: FAMILIES.flatMap((f) => (f.rules ? [{ name: f.name, code: f.rules.code, summary: f.summary }] : [])),
});

self.onmessage = (e: MessageEvent<SeqRequest>) => {
  const { id, code, to } = e.data;
  try {
    const t0 = performance.now();
    const rules = parseHeapGame(code);
    if (to !== undefined) checkSequenceWork(rules, to + 1);
    let last = 0;
    const options: AnalyzeOptions = {
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - last < PROGRESS_MS) return;
        last = now;
        post({ id, type: "progress", done, total });
      },
    };
    if (to !== undefined) options.to = to;
    const report = analyzeHeapGame(rules, options);
    // the values own their buffer, so the transfer moves no more than they hold
    const values = report.values.byteOffset === 0 && report.values.byteLength === report.values.buffer.byteLength ? report.values : report.values.slice();
    post({ id, type: "done", report: { ...report, values }, ms: performance.now() - t0 }, [values.buffer]);
  } catch (err) {
    post({ id, type: "error", message: err instanceof Error ? err.message : String(err) });
  }
};
