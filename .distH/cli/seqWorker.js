// Worker for `grundy seq` on several games: analyses one game per message and answers
// with its summary row. Runs from the built dist/ files.
import { parentPort } from "node:worker_threads";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { analyzeHeapGame } from "../sequence/analyze.js";
import { summaryRow } from "../sequence/format.js";
parentPort?.on("message", (job) => {
    const options = { method: job.method };
    if (job.to !== undefined)
        options.to = job.to;
    const row = summaryRow(analyzeHeapGame(parseHeapGame(job.code), options));
    parentPort.postMessage({ index: job.index, row });
});
//# sourceMappingURL=seqWorker.js.map