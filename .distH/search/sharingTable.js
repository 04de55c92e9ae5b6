// A transposition table that keeps a copy of what it is told (entries of searches of at least
// 2^shareCost expansions), to be passed to other tables: the parallel search's workers share
// their entries this way (parallelWorker.ts), and a search run before the workers hands them
// what it learnt. Entries are facts (nimbers a component's value is not), true in any table of
// the same family, so putting them in any order is right.
import { receiveMessageOnPort } from "node:worker_threads";
import { grown } from "./_internals/grown.js";
import { TranspositionTable } from "./transpositionTable.js";
/** A table that also keeps a copy of each entry of a large search, to be sent to the other workers. */
export class SharingTable extends TranspositionTable {
    shareCost;
    /** Entries kept since the last exchange: lo, hi, excluded, cost each. */
    out = new Uint32Array(1 << 14);
    outTop = 0;
    constructor(maxSlots, initialSlots, shareCost) {
        super(maxSlots, initialSlots);
        this.shareCost = shareCost;
    }
    put(lo, hi, excluded, cost) {
        if (cost >= this.shareCost) {
            if (this.outTop === this.out.length)
                this.out = grown(this.out, this.out.length * 2);
            const o = this.out;
            const t = this.outTop;
            o[t] = lo;
            o[t + 1] = hi;
            o[t + 2] = excluded;
            o[t + 3] = cost;
            this.outTop = t + 4;
        }
        super.put(lo, hi, excluded, cost);
    }
    /** Puts entries (lo, hi, excluded, cost each) without keeping them to send. */
    learn(f) {
        for (let i = 0; i + 3 < f.length; i += 4)
            super.put(f[i], f[i + 1], f[i + 2], f[i + 3]);
    }
    /** The entries kept since the last call (or exchange), and forgets them. */
    take() {
        const f = this.out.slice(0, this.outTop);
        this.outTop = 0;
        return f;
    }
    /** Sends the entries kept since the last call to each peer, and puts what the peers sent. */
    exchange(peers) {
        if (this.outTop > 0) {
            const f = this.take();
            for (const p of peers)
                p.postMessage(f);
        }
        for (const p of peers)
            for (let m = receiveMessageOnPort(p); m !== undefined; m = receiveMessageOnPort(p))
                this.learn(m.message);
    }
}
//# sourceMappingURL=sharingTable.js.map