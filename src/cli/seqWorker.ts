// Worker for `grundy seq` on several games: analyses one game per message and answers
// with its summary row. Runs from the built dist/ files.
import { parentPort } from "node:worker_threads";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { analyzeHeapGame, type AnalyzeOptions } from "../sequence/analyze.js";
import { summaryRow } from "../sequence/format.js";

/** A job: which game, how far, by which method. */
export interface SeqJob {
  index: number;
  code: string;
  to?: number;
  method: "sparse" | "naive";
}

parentPort?.on("message", (job: SeqJob) => {
  const options: AnalyzeOptions = { method: job.method };
  if (job.to !== undefined) options.to = job.to;
  const row = summaryRow(analyzeHeapGame(parseHeapGame(job.code), options));
  parentPort!.postMessage({ index: job.index, row });
});
