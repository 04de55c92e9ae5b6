// The value of one position on several threads (docs/large-position-search.md, "Parallel"):
// this thread values each component of the start as the mex of its options, asking "is there
// an option of value k?" for k = 0, 1, … (Lemoine & Viennot's root loop); each question about
// one option ("is its value k?") is a task for a worker thread with its own search and table.
// Workers share nothing but results: the answers, and the table entries of their large
// searches, passed on to the others with their next task.
import { GrundyError } from "../errors.js";
import { WorkerPool } from "./parallelPool.js";
import { NOT_IN_SET } from "./nimberSearch.js";
import { exactOf, exactSet, TranspositionTable } from "./transpositionTable.js";
/** Collects a family's options (or a start's components, as one option) with the values theory and the table give folded in. */
class OptionList {
    family;
    table;
    options = [];
    current;
    best = -1;
    constructor(family, table) {
        this.family = family;
        this.table = table;
    }
    begin() {
        this.current = { parts: [], x: 0, score: 0, value: -1, not: 0, asking: -1, worker: -1 };
        this.options.push(this.current);
        this.best = -1;
    }
    component(lo, hi, known) {
        const o = this.current;
        const v = known >= 0 ? known : exactOf(this.table.get(lo, hi));
        if (v >= 0) {
            o.x ^= v;
            return;
        }
        const size = this.family.size(lo, hi);
        o.score += size * size;
        if (size > this.best) {
            o.parts.unshift(lo >>> 0, hi >>> 0);
            this.best = size;
        }
        else
            o.parts.push(lo >>> 0, hi >>> 0);
    }
}
/** The search for one position's value on worker threads; {@link close} it when done. */
export class ParallelSearch {
    family;
    pool;
    /** What this thread knows: the seed's entries and the components' values found (it folds exact values into the options it lists). */
    table;
    nextId = 0;
    tasks = new Map();
    job;
    failure;
    constructor(family, spec, options) {
        this.family = family;
        const threads = Math.max(1, Math.floor(options.threads));
        this.table = new TranspositionTable(1 << 16);
        const seed = options.seed ?? new Uint32Array(0);
        for (let i = 0; i + 3 < seed.length; i += 4)
            this.table.put(seed[i], seed[i + 1], seed[i + 2], seed[i + 3]);
        this.pool = new WorkerPool(options.workerFile, threads, { spec, memory: Math.floor(options.memory / threads), shareCost: options.shareCost ?? 1, seed }, (_w, r) => this.onReply(r), (e) => {
            this.failure = e;
            this.job?.reject(e);
        });
    }
    /** Components expanded by all workers so far: the positions searched. */
    get nodes() {
        return this.pool.total(0);
    }
    /** The workers' tables together: entries, slots, entries replaced. */
    get tables() {
        return { filled: this.pool.total(1), slots: this.pool.total(2), replaced: this.pool.total(3) };
    }
    /** The nimber of a position (0 … 31). */
    async value(position) {
        const start = new OptionList(this.family, this.table);
        start.begin();
        this.family.components(position, start);
        const { parts, x } = start.options[0];
        let value = x;
        for (let i = parts.length - 2; i >= 0; i -= 2)
            value ^= await this.componentValue(parts[i], parts[i + 1]);
        return value;
    }
    /** Stops the workers (the process can exit). */
    close() {
        return this.pool.close();
    }
    async componentValue(lo, hi) {
        if (this.failure)
            throw this.failure;
        const exact = exactOf(this.table.get(lo, hi));
        if (exact >= 0)
            return exact;
        const known = this.family.knownValue(lo, hi);
        if (known >= 0)
            return known;
        const list = new OptionList(this.family, this.table);
        this.family.options(lo, hi, list);
        // the same option written twice (a mirror image) is asked once
        const seen = new Set();
        const options = [];
        let present = 0;
        for (const o of list.options) {
            const id = `${o.x};${o.parts.join(",")}`;
            if (seen.has(id))
                continue;
            seen.add(id);
            if (o.parts.length === 0) {
                if (o.x < 32)
                    present |= 1 << o.x;
            }
            else
                options.push(o);
        }
        options.sort((a, b) => a.score - b.score);
        const v = await new Promise((resolve, reject) => {
            this.job = { options, present, k: 0, resolve, reject };
            this.settle();
        });
        this.job = undefined;
        this.table.put(lo, hi, exactSet(v), 32);
        return v;
    }
    /** After any answer: moves k past the values found, finishes the job or hands out tasks. */
    settle() {
        const job = this.job;
        if (job === undefined)
            return;
        while (job.k < 32 && (job.present >>> job.k) & 1)
            job.k++;
        if (job.k === 32)
            return job.reject(new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)"));
        const k = job.k;
        // a task about a nimber below k is moot now (that nimber is some option's value)
        for (const [id, t] of this.tasks)
            if (t.k < k)
                this.cancelTask(id);
        if (job.options.every((o) => o.value >= 0 || (o.not >>> k) & 1)) {
            for (const id of this.tasks.keys())
                this.cancelTask(id);
            return job.resolve(k);
        }
        for (let w = 0; w < this.pool.threads; w++)
            if (this.pool.task[w] === -1)
                this.give(w);
    }
    /** A task for idle worker w: the first option not yet ruled out for k (one it asked before, among the first few), else one for k + 1. */
    give(w) {
        const job = this.job;
        for (let k = job.k; k <= Math.min(31, job.k + 1); k++) {
            if (k > job.k && (job.present >>> k) & 1)
                continue;
            let pick;
            let seen = 0;
            for (const o of job.options) {
                if (o.value >= 0 || o.asking >= 0 || (o.not >>> k) & 1)
                    continue;
                pick ??= o;
                if (o.worker === w) {
                    pick = o;
                    break;
                }
                if (++seen === 3)
                    break;
            }
            if (pick === undefined)
                continue;
            const id = this.nextId++;
            pick.asking = k;
            pick.worker = w;
            this.tasks.set(id, { option: pick, k });
            this.pool.post(w, { kind: "task", id, parts: pick.parts, x: pick.x, k });
            return;
        }
    }
    cancelTask(id) {
        const t = this.tasks.get(id);
        if (t === undefined)
            return;
        this.tasks.delete(id);
        t.option.asking = -1;
        for (let w = 0; w < this.pool.threads; w++)
            if (this.pool.task[w] === id)
                this.pool.cancel(w, id);
    }
    onReply(r) {
        const t = this.tasks.get(r.id);
        if (t !== undefined) {
            this.tasks.delete(r.id);
            t.option.asking = -1;
            if (r.kind === "done") {
                if (r.result === t.k) {
                    t.option.value = t.k;
                    this.job.present |= 1 << t.k;
                }
                else if (r.result === NOT_IN_SET)
                    t.option.not |= 1 << t.k;
            }
        }
        this.settle();
    }
}
//# sourceMappingURL=parallelSearch.js.map