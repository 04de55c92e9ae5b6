// Web Worker: `grundy analyze` in the browser — the library's analyze and the CLI's text
// (analysisLines), so a long search never freezes the page and can be cancelled.
import { type AnalyzeCompound, analysisLines, analyze, GrundyError, InputError, type Play } from "sprague-grundy";
import { kernelReady } from "../kernel.ts";

export interface AnalyzeRequest {
  id: number;
  source: string;
  play: Play;
  compound: AnalyzeCompound;
  maxMoves: number;
}

export type AnalyzeAnswer =
  | { id: number; type: "done"; lines: string[]; outcome: string; ms: number }
  | { id: number; type: "progress"; positions: number }
  /** A user error: one line; `column` (1-based) when the parser names one. */
  | { id: number; type: "error"; message: string; column: number | null };

const PROGRESS_MS = 150;
const post = (a: AnalyzeAnswer) => (self as unknown as Worker).postMessage(a);

self.onmessage = async (e: MessageEvent<AnalyzeRequest>) => {
  await kernelReady;
  const { id, source, play, compound, maxMoves } = e.data;
  const t0 = performance.now();
  let last = 0;
  try {
    const a = analyze(source, {
      play,
      compound,
      maxMoves,
      onProgress: (positions) => {
        const now = performance.now();
        if (now - last < PROGRESS_MS) return;
        last = now;
        post({ id, type: "progress", positions });
      },
    });
    post({ id, type: "done", lines: [...analysisLines(a)], outcome: a.outcome, ms: performance.now() - t0 });
  } catch (err) {
    if (err instanceof GrundyError) {
      const column = err instanceof InputError && err.location.column !== undefined ? err.location.column : null;
      post({ id, type: "error", message: err.message, column });
    } else post({ id, type: "error", message: `internal error: ${err instanceof Error ? err.message : String(err)}`, column: null });
  }
};
