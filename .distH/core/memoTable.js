const UNKNOWN = -2;
const DENSE_LIMIT = 1 << 25;
/** Entries in one Map: V8 refuses more than 2^24 ("Map maximum size exceeded"). */
const SPARSE_LIMIT = 1 << 23;
/**
 * A memo table from keys to small non-negative integers (and the engine's sentinel −1).
 * Keys that are small non-negative integers live in a typed array that grows by
 * doubling; every other key lives in a Map. Internal to the engine.
 * @internal
 */
export class MemoTable {
    dense = new Int32Array(0);
    sparse = new Map();
    /** Full maps, oldest first: a Map holds at most 2^24 entries, the table has no such limit. */
    full = [];
    denseCount = 0;
    get size() {
        let n = this.denseCount + this.sparse.size;
        for (const m of this.full)
            n += m.size;
        return n;
    }
    sparseGet(k) {
        const v = this.sparse.get(k);
        if (v !== undefined || this.full.length === 0)
            return v;
        for (const m of this.full) {
            const w = m.get(k);
            if (w !== undefined)
                return w;
        }
        return undefined;
    }
    sparseSet(k, v) {
        for (const m of this.full) {
            if (m.has(k)) {
                m.set(k, v);
                return;
            }
        }
        if (this.sparse.size >= SPARSE_LIMIT && !this.sparse.has(k)) {
            this.full.push(this.sparse);
            this.sparse = new Map();
        }
        this.sparse.set(k, v);
    }
    get(k) {
        if (typeof k === "number" && k >= 0 && k < this.dense.length && (k | 0) === k) {
            const v = this.dense[k];
            return v === UNKNOWN ? undefined : v;
        }
        return this.sparseGet(k);
    }
    set(k, v) {
        if (typeof k === "number" && k >= 0 && (k | 0) === k && k < DENSE_LIMIT) {
            if (k >= this.dense.length && k < Math.max(1 << 20, 2 * this.dense.length))
                this.grow(k);
            if (k < this.dense.length) {
                if (this.dense[k] === UNKNOWN)
                    this.denseCount++;
                this.dense[k] = v;
                return;
            }
        }
        this.sparseSet(k, v);
    }
    delete(k) {
        if (typeof k === "number" && k >= 0 && k < this.dense.length && (k | 0) === k) {
            if (this.dense[k] !== UNKNOWN)
                this.denseCount--;
            this.dense[k] = UNKNOWN;
        }
        else if (!this.sparse.delete(k))
            for (const m of this.full)
                m.delete(k);
    }
    grow(k) {
        let n = Math.max(1024, this.dense.length);
        while (n <= k)
            n *= 2;
        const next = new Int32Array(n).fill(UNKNOWN);
        next.set(this.dense);
        this.dense = next;
        for (const map of [this.sparse, ...this.full]) {
            for (const [key, v] of map) {
                if (typeof key === "number" && key >= 0 && key < n && (key | 0) === key) {
                    map.delete(key);
                    this.dense[key] = v;
                    this.denseCount++;
                }
            }
        }
    }
}
//# sourceMappingURL=memoTable.js.map