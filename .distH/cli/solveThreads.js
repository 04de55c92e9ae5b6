// `grundy solve … --threads N` with N > 1: the parallel search (src/search/parallelSearch.ts)
// with its workers rebuilt from the game's name and arguments, the same progress line, Ctrl-C
// and report as one thread. The first ALONE expansions run in this thread (a small start is
// done before a worker would have loaded); a longer search hands what they learnt to the workers.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GrundyError } from "../errors.js";
import { NimberSearch } from "../search/nimberSearch.js";
import { ALL } from "../search/nimberSet.js";
import { ParallelSearch } from "../search/parallelSearch.js";
import { SharingTable } from "../search/sharingTable.js";
import { TranspositionTable } from "../search/transpositionTable.js";
import { ValueQuery } from "../search/valueQuery.js";
import { group } from "./counts.js";
import { cpuSeconds, printSolved } from "./solveReport.js";
/** The worker script, from the built files (a run from the TypeScript sources uses dist/ too). */
function searchWorkerFile() {
    const here = import.meta.url.endsWith(".ts") ? new URL("../../dist/cli/searchWorker.js", import.meta.url) : new URL("./searchWorker.js", import.meta.url);
    const path = fileURLToPath(here);
    if (!existsSync(path))
        throw new GrundyError(`--threads: the search worker ${path} is missing (run npm run build, or give --threads 1)`);
    return path;
}
/** Components expanded in this thread before the workers start (about a second). */
const ALONE = 100_000;
/** Solves on `threads` workers; resolves when the answer is printed (or the run was interrupted), with every worker stopped. */
export async function solveThreads(r) {
    const slots = TranspositionTable.forMemory(r.memory / r.threads).maxSlots;
    let alone = 0;
    let seed;
    {
        const table = new SharingTable(slots, Math.min(slots, 1 << 16), 1);
        const one = new NimberSearch(r.start.family, table);
        const q = new ValueQuery(one, r.start.position, ALL);
        let done = false;
        while (!done && one.nodes < ALONE) {
            done = q.step(20_000);
            const seconds = (performance.now() - r.t0) / 1000;
            r.status.update(`${r.name}: ${group(one.nodes)} positions searched on 1 thread before starting ${r.threads} (${group(one.nodes / Math.max(seconds, 1e-3))}/s), ${seconds.toFixed(0)} s`);
        }
        r.status.clear();
        if (done) {
            const t = { filled: table.filled, slots: table.slots, maxSlots: slots, replaced: table.replaced };
            const solved = { game: r.game.name, label: r.start.label, value: q.result, seconds: (performance.now() - r.t0) / 1000 };
            printSolved({ ...solved, cpuSeconds: cpuSeconds(r.cpu0), positions: one.nodes, earlier: 0, tableFile: undefined, table: t, threads: 1 }, r.json);
            return;
        }
        one.abandon();
        alone = one.nodes;
        seed = table.take();
    }
    const search = new ParallelSearch(r.start.family, { game: r.game.name, args: r.args }, { threads: r.threads, workerFile: searchWorkerFile(), memory: r.memory, seed });
    const positions = () => alone + search.nodes;
    let interrupted = false;
    let wake;
    const onSigint = () => {
        interrupted = true;
        wake?.();
    };
    process.on("SIGINT", onSigint);
    const progress = setInterval(() => {
        const seconds = (performance.now() - r.t0) / 1000;
        const t = search.tables;
        r.status.update(`${r.name}: ${group(positions())} positions searched on ${r.threads} threads (${group(positions() / Math.max(seconds, 1e-3))}/s), ${t.slots === 0 ? "starting" : `tables ${((100 * t.filled) / t.slots).toFixed(1)}% of ${group(t.slots)} slots`}, ${seconds.toFixed(0)} s`);
    }, 250);
    try {
        const answer = search.value(r.start.position);
        const stop = new Promise((resolve) => {
            wake = () => resolve("interrupted");
        });
        const value = await Promise.race([answer, stop]);
        if (interrupted || value === "interrupted") {
            answer.catch(() => { });
            r.status.clear();
            process.stderr.write(`${r.name}: interrupted after ${group(positions())} positions (--table FILE, which keeps the work, needs --threads 1)\n`);
            process.exitCode = 130;
            return;
        }
        r.status.clear();
        const t = search.tables;
        printSolved({
            game: r.game.name,
            label: r.start.label,
            value,
            seconds: (performance.now() - r.t0) / 1000,
            cpuSeconds: cpuSeconds(r.cpu0),
            positions: positions(),
            earlier: 0,
            tableFile: undefined,
            table: { ...t, maxSlots: r.threads * slots },
            threads: r.threads,
        }, r.json);
    }
    finally {
        clearInterval(progress);
        process.off("SIGINT", onSigint);
        r.status.clear();
        await search.close();
    }
}
//# sourceMappingURL=solveThreads.js.map