import { GrundyError } from "../errors.js";
import { NimberSearch, NOT_IN_SET, PAUSED } from "./nimberSearch.js";
import { ALL, xorSet } from "./nimberSet.js";
import { SharingTable } from "./sharingTable.js";
import { TranspositionTable } from "./transpositionTable.js";
/** The counts a worker shares as it works: components expanded, table entries, slots, entries replaced. */
export const COUNTS = 4;
/** Bytes of the control buffer a worker: its cancel word (padded to 8) and its counts. */
export const CONTROL_BYTES = 8 + 8 * COUNTS;
/** Components expanded between two looks at the cancel word. */
const SLICE = 1024;
/** Serves tasks on `port` (a worker's parentPort), the family made from the init message's spec by `makeFamily`. */
export function serveSearch(port, makeFamily) {
    let search;
    let table;
    let cancel;
    let counts;
    let index = 0;
    let peers = [];
    const report = () => {
        const c = counts;
        const at = COUNTS * index;
        c[at] = search.nodes;
        c[at + 1] = table.filled;
        c[at + 2] = table.slots;
        c[at + 3] = table.replaced;
    };
    /** Asks (lo, hi) for `set` until answered; undefined when the task was cancelled. */
    const ask = (id, lo, hi, set) => {
        let r = search.ask(lo, hi, set);
        while (r === PAUSED) {
            if (Atomics.load(cancel, index) === id) {
                search.abandon();
                return undefined;
            }
            r = search.resume(SLICE);
            table.exchange(peers);
            report();
        }
        report();
        return r;
    };
    const run = (t) => {
        table.exchange(peers);
        const before = search.nodes;
        let x = t.x;
        for (let p = t.parts.length / 2 - 1; p >= 0; p--) {
            const set = p === 0 ? xorSet((1 << t.k) >>> 0, x) : ALL;
            const r = ask(t.id, t.parts[2 * p], t.parts[2 * p + 1], set);
            if (r === undefined)
                return { kind: "cancelled", id: t.id, nodes: search.nodes - before };
            if (p > 0) {
                if (r < 0)
                    throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
                x ^= r;
            }
            else {
                table.exchange(peers);
                // the search may answer a value outside the set asked (one the table knows exactly)
                return { kind: "done", id: t.id, result: r >= 0 && (r ^ x) === t.k ? t.k : NOT_IN_SET, nodes: search.nodes - before };
            }
        }
        // no unvalued part: the option's value is x
        return { kind: "done", id: t.id, result: x === t.k ? t.k : NOT_IN_SET, nodes: 0 };
    };
    port.on("message", (m) => {
        try {
            if (m.kind === "init") {
                index = m.index;
                peers = m.peers;
                const threads = m.control.byteLength / CONTROL_BYTES;
                cancel = new Int32Array(m.control, 0, threads);
                counts = new Float64Array(m.control, 8 * threads, COUNTS * threads);
                const slots = TranspositionTable.forMemory(m.memory).maxSlots;
                table = new SharingTable(slots, Math.min(slots, 1 << 16), m.shareCost);
                table.learn(m.seed);
                search = new NimberSearch(makeFamily(m.spec), table);
                return;
            }
            port.postMessage(run(m));
        }
        catch (e) {
            const user = e instanceof GrundyError;
            port.postMessage({ kind: "error", message: e instanceof Error ? (user ? e.message : `${e.message}\n${e.stack ?? ""}`) : String(e), user });
        }
    });
}
//# sourceMappingURL=parallelWorker.js.map