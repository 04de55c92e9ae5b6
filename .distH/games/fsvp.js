import { describeValue, GrundyError, InputError } from "../errors.js";
/** The largest n {@link solveFsvp} accepts: p(110) = 607,163,746 positions (measured: about 30 s and 2.4 GB resident on a loaded 2-core machine; p(100) about 5 s and 0.8 GB). */
export const FSVP_MAX_N = 110;
/** Outcome codes in {@link FsvpTable.outcome}. */
export const FSVP_P = 0;
/** The player to move wins. */
export const FSVP_N = 1;
/** Neither player can force a win. */
export const FSVP_D = 2;
/** {@link FsvpTable.gamma} of a position whose γ is ∞(K). */
export const FSVP_INFINITE = 255;
/** {@link FsvpTable.remoteness} of a draw. */
export const FSVP_NO_REMOTENESS = 0xffff;
function checkN(n, what = "n") {
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1 || n > FSVP_MAX_N) {
        throw new InputError(`${what} a whole number of coins from 1 to ${FSVP_MAX_N}`, String(n));
    }
    return n;
}
/** Counting tables of the partitions of 0 … n, shared by every space of that n. */
class Tables {
    n;
    /** P[s·(n+1) + j]: partitions of s into parts ≤ j. */
    P;
    /** G[(s·(n+1) + σ)·(n+1) + c] = Σ_{j=1..c} P(σ + j·s, s − 1) for σ + c·s ≤ n. */
    G;
    /** divisors[s]: the proper divisors of s (those below s), in increasing order. */
    divisors;
    constructor(n) {
        this.n = n;
        const w = n + 1;
        const P = new Float64Array(w * w);
        for (let j = 0; j <= n; j++)
            P[j] = 1; // P(0, j) = 1
        for (let s = 1; s <= n; s++) {
            for (let j = 1; j <= n; j++)
                P[s * w + j] = P[s * w + j - 1] + (s >= j ? P[(s - j) * w + j] : 0);
        }
        this.P = P;
        const G = new Int32Array(w * w * w);
        for (let s = 2; s <= n; s++) {
            for (let sigma = 0; sigma + s <= n; sigma++) {
                let acc = 0;
                for (let c = 1; sigma + c * s <= n; c++) {
                    acc += P[(sigma + c * s) * w + s - 1];
                    G[(s * w + sigma) * w + c] = acc;
                }
            }
        }
        this.G = G;
        this.divisors = [];
        for (let s = 0; s <= n; s++) {
            const d = [];
            for (let k = 1; 2 * k <= s; k++)
                if (s % k === 0)
                    d.push(k);
            this.divisors.push(Int32Array.from(d));
        }
    }
    /** p(m) for m ≤ n. */
    p(m) {
        return this.P[m * (this.n + 1) + m];
    }
}
/** Upper bound on the number of options or predecessors of one partition of n. */
function edgeBound(n) {
    // predecessors ≤ 1.5·n; options ≤ Σ (d(s) − 1) + D(D − 1)/2 with D ≤ √(2n)
    return 4 * n + 64;
}
/**
 * One n's positions: decodes an index into its groups of equal parts (the scratch
 * arrays below) and lists the indices of its options or predecessors. @internal
 */
export class FsvpSpace {
    n;
    count;
    w;
    P;
    G;
    divisors;
    proper;
    /** The decoded partition: D groups, sizes increasing (1 included when present). */
    D = 0;
    size;
    mult;
    /** running sum of the parts below group i */
    below;
    /** Σ of the groups' terms below group i; cum[D] is the whole sum */
    cum;
    constructor(n) {
        const t = new Tables(checkN(n));
        this.n = n;
        this.w = n + 1;
        this.P = t.P;
        this.G = t.G;
        this.divisors = t.divisors;
        this.proper = Int32Array.from(t.divisors, (d) => d.length);
        this.count = t.p(n);
        const g = 32; // distinct sizes: 1 + 2 + … + D ≤ n, so D ≤ 14 for n ≤ 119
        this.size = new Int32Array(g);
        this.mult = new Int32Array(g);
        this.below = new Int32Array(g);
        this.cum = new Int32Array(g + 1);
    }
    /** A scratch buffer big enough for any position's options or predecessors. */
    buffer() {
        return new Int32Array(edgeBound(this.n));
    }
    /** Decodes position `index` into the groups (size, mult, below, cum, D). */
    decode(index) {
        const { P, G, w, size, mult, below, cum } = this;
        let rest = this.count - 1 - index;
        let sum = this.n;
        let top = this.n;
        // the parts from the largest down: the largest part of a rest r among partitions of
        // `sum` with parts ≤ top is the least L with P(sum, L) > r
        let D = 0;
        let last = 0;
        const sizesDesc = this.scratchSizes;
        const countsDesc = this.scratchCounts;
        while (rest > 0) {
            let lo = 2;
            let hi = top < sum ? top : sum;
            const row = sum * w;
            while (lo < hi) {
                const mid = (lo + hi) >> 1;
                if (P[row + mid] > rest)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            rest -= P[row + lo - 1];
            sum -= lo;
            top = lo;
            if (lo === last)
                countsDesc[D - 1]++;
            else {
                sizesDesc[D] = lo;
                countsDesc[D] = 1;
                D++;
                last = lo;
            }
        }
        let k = 0;
        if (sum > 0) {
            size[0] = 1;
            mult[0] = sum;
            k = 1;
        }
        for (let i = D - 1; i >= 0; i--, k++) {
            size[k] = sizesDesc[i];
            mult[k] = countsDesc[i];
        }
        this.D = k;
        let s = 0;
        let c = 0;
        for (let i = 0; i < k; i++) {
            below[i] = s;
            cum[i] = c;
            const z = size[i];
            const m = mult[i];
            if (z > 1)
                c += G[(z * w + s) * w + m];
            s += z * m;
        }
        cum[k] = c;
    }
    scratchSizes = new Int32Array(32);
    scratchCounts = new Int32Array(32);
    /** The index of a partition whose groups are the decoded ones with one change at sizes lo < … (see callers). */
    term(z, sigma, m) {
        return z > 1 && m > 0 ? this.G[(z * this.w + sigma) * this.w + m] : 0;
    }
    /**
     * The index of the decoded partition with `dx` added to the count of size x and `dy`
     * to size y and `dz` to size z (x < y < z; a zero change is allowed), recomputing
     * only the groups from x to z. Group `from` is the first group of size ≥ x.
     */
    changed(from, x, dx, y, dy, z, dz) {
        const { size, mult, D, cum } = this;
        let r = cum[from];
        let sigma = this.below[from];
        let i = from;
        // x
        let m = dx;
        if (i < D && size[i] === x)
            m += mult[i++];
        r += this.term(x, sigma, m);
        sigma += x * m;
        while (i < D && size[i] < y) {
            const s = size[i];
            const c = mult[i++];
            r += this.term(s, sigma, c);
            sigma += s * c;
        }
        m = dy;
        if (i < D && size[i] === y)
            m += mult[i++];
        r += this.term(y, sigma, m);
        sigma += y * m;
        if (z > y) {
            while (i < D && size[i] < z) {
                const s = size[i];
                const c = mult[i++];
                r += this.term(s, sigma, c);
                sigma += s * c;
            }
            m = dz;
            if (i < D && size[i] === z)
                m += mult[i++];
            r += this.term(z, sigma, m);
        }
        r += cum[D] - cum[i];
        return this.count - 1 - r;
    }
    /** Number of options of the decoded partition. */
    degree() {
        let d = (this.D * (this.D - 1)) / 2;
        for (let i = 0; i < this.D; i++)
            d += this.proper[this.size[i]];
        return d;
    }
    /** Writes the indices of the decoded partition's options into `out`; returns how many. */
    options(out) {
        const { size, D } = this;
        let k = 0;
        for (let i = 0; i < D; i++) {
            const s = size[i];
            const divs = this.divisors[s];
            // divide one heap s into s/d heaps of d: +s/d at d, −1 at s
            for (let j = 0; j < divs.length; j++) {
                const d = divs[j];
                let from = i;
                while (from > 0 && size[from - 1] >= d)
                    from--;
                out[k++] = this.changed(from, d, s / d, s, -1, s, 0);
            }
        }
        // unite heaps a < b: −1 at a, −1 at b, +1 at a + b
        for (let i = 0; i < D; i++) {
            for (let j = i + 1; j < D; j++) {
                out[k++] = this.changed(i, size[i], -1, size[j], -1, size[i] + size[j], 1);
            }
        }
        return k;
    }
    /** Writes the indices of the decoded partition's predecessors into `out`; returns how many. */
    predecessors(out) {
        const { size, mult, D } = this;
        let k = 0;
        for (let i = 0; i < D; i++) {
            const s = size[i];
            const c = mult[i];
            // merge k equal heaps s into one heap k·s
            for (let q = 2; q <= c; q++)
                out[k++] = this.changed(i, s, -q, q * s, 1, q * s, 0);
            // split one heap s into a + b, a < b
            let from = 0;
            for (let a = 1; 2 * a < s; a++) {
                while (size[from] < a)
                    from++;
                out[k++] = this.changed(from, a, 1, s - a, 1, s, -1);
            }
        }
        return k;
    }
    /** The decoded partition's parts, largest first. */
    parts() {
        let k = 0;
        for (let i = 0; i < this.D; i++)
            k += this.mult[i];
        const out = new Array(k);
        k = 0;
        for (let i = this.D - 1; i >= 0; i--) {
            const z = this.size[i];
            for (let c = this.mult[i]; c > 0; c--)
                out[k++] = z;
        }
        return out;
    }
    counts = new Int32Array(FSVP_MAX_N + 2);
    /** The index of a partition of n given by its parts (any order). */
    indexOf(parts) {
        const counts = this.counts;
        for (let i = 0; i < parts.length; i++)
            counts[parts[i]]++;
        let r = 0;
        let sigma = 0;
        for (let s = 1; s <= this.n; s++) {
            const c = counts[s];
            if (c === 0)
                continue;
            counts[s] = 0;
            r += this.term(s, sigma, c);
            sigma += s * c;
        }
        return this.count - 1 - r;
    }
}
function checkParts(parts) {
    if (!Array.isArray(parts) || parts.length === 0)
        throw new InputError("a non-empty list of heap sizes", String(parts));
    let n = 0;
    for (const x of parts) {
        if (typeof x !== "number" || !Number.isSafeInteger(x) || x < 1)
            throw new InputError("heap sizes that are whole numbers ≥ 1", String(x));
        n += x;
    }
    if (n > FSVP_MAX_N)
        throw new InputError(`heaps holding at most ${FSVP_MAX_N} coins in all`, String(n));
    return { n, parts: parts };
}
/**
 * The number of partitions of n, p(n): the positions of Fair Shares and Varied Pairs with n coins.
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N}
 * @returns p(n)
 * @throws InputError for another n
 * @example partitionCount(70) // 4087968
 */
export function partitionCount(n) {
    return PARTITIONS[checkN(n)];
}
/** p(0) … p(FSVP_MAX_N), by Euler's recurrence over parts (exact: p(110) < 2^53). */
const PARTITIONS = (() => {
    const p = new Array(FSVP_MAX_N + 1).fill(0);
    p[0] = 1;
    for (let k = 1; k <= FSVP_MAX_N; k++)
        for (let s = k; s <= FSVP_MAX_N; s++)
            p[s] += p[s - k];
    return p;
})();
/**
 * The index of a position in {@link FsvpTable} (see the module notes: the single heap is 0,
 * 1+1+…+1 is p(n) − 1; the numbering of GamesmanOne's `fsvp` database).
 *
 * @param parts - the heap sizes, in any order
 * @returns its index among the p(n) partitions of n = the sum of the parts
 * @throws InputError when a part is not a whole number ≥ 1, or the coins exceed {@link FSVP_MAX_N}
 * @example fsvpIndex([3, 2, 1]) // 3 (of p(6) = 11: 6, 5+1, 4+2, 4+1+1, 3+3, 3+2+1, …)
 */
export function fsvpIndex(parts) {
    const c = checkParts(parts);
    return spaceFor(c.n).indexOf(c.parts);
}
/**
 * The position with a given index among the partitions of n, its parts largest first.
 *
 * @param n - coins
 * @param index - 0 … p(n) − 1
 * @returns the heap sizes, largest first
 * @throws InputError for a bad n or index
 * @example fsvpPosition(6, 3) // [4, 1, 1]
 */
export function fsvpPosition(n, index) {
    const space = spaceFor(checkN(n));
    if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index >= space.count) {
        throw new InputError(`an index from 0 to ${space.count - 1}`, String(index));
    }
    space.decode(index);
    return space.parts();
}
let cached;
function spaceFor(n) {
    if (cached?.n !== n)
        cached = new FsvpSpace(n);
    return cached;
}
/**
 * The options of a Fair Shares and Varied Pairs position: each division of one heap into
 * k ≥ 2 equal heaps, and each union of two heaps of different sizes.
 *
 * @param parts - the heap sizes
 * @returns the options, each with its parts largest first (no two alike)
 * @throws InputError for bad heap sizes
 * @example fsvpOptions([4, 2]) // [[4,1,1], [2,2,1,1], [2,2,2], [6]] in some order
 */
export function fsvpOptions(parts) {
    const c = checkParts(parts);
    const space = spaceFor(c.n);
    space.decode(space.indexOf(c.parts));
    const buf = space.buffer();
    const k = space.options(buf);
    const out = [];
    for (let i = 0; i < k; i++) {
        space.decode(buf[i]);
        out.push(space.parts());
    }
    return out;
}
/**
 * Solves Fair Shares and Varied Pairs for n coins: outcome, remoteness and γ of every
 * partition of n (see the module notes for the method and its cost).
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N} (n = 70, 4,087,968 positions: 0.1 s and about 100 MB)
 * @param options - a progress callback; `outcomesOnly` to skip γ
 * @returns the table, by position index ({@link fsvpIndex})
 * @throws InputError for another n; GrundyError when a γ reaches 32 or a remoteness 65,535 (neither happens for n ≤ 100: the largest γ is 4, the largest remoteness 15)
 * @example
 * const t = solveFsvp(10);
 * t.outcome[fsvpIndex([10])] // FSVP_N
 */
export function solveFsvp(n, options = {}) {
    const space = new FsvpSpace(checkN(n));
    const N = space.count;
    const { outcome, remoteness } = outcomes(space, options.onProgress);
    if (options.outcomesOnly)
        return { n, count: N, outcome, remoteness, gamma: new Uint8Array(0), infiniteK: new Uint32Array(0) };
    const { gamma, infiniteK } = gammas(space, options.onProgress);
    return { n, count: N, outcome, remoteness, gamma, infiniteK };
}
const PROGRESS_EVERY = 0xffff;
/** A list of positions that grows as needed (most positions are never touched). */
class IndexList {
    items = new Int32Array(1024);
    length = 0;
    push(x) {
        if (this.length === this.items.length) {
            const bigger = new Int32Array(this.items.length * 2);
            bigger.set(this.items);
            this.items = bigger;
        }
        this.items[this.length++] = x;
    }
}
/** The number of options of position u (decodes it). */
function degreeOf(space, u) {
    space.decode(u);
    return space.degree();
}
/**
 * Retrograde win/loss: a FIFO queue of decided positions, so they come in order of
 * remoteness. A position's counter of undecided options is set (from the closed-form
 * number of options) when an option is first decided, so the work is proportional to
 * the decided positions and their predecessors, not to p(n).
 */
function outcomes(space, onProgress) {
    const N = space.count;
    // while solving: 0 undecided, 1 + the outcome once decided (zeroed pages cost nothing
    // until written; the few decided positions are written back after one fill)
    const outcome = new Uint8Array(N);
    const remoteness = new Uint16Array(N);
    const LOST = 1 + FSVP_P;
    const WON = 1 + FSVP_N;
    /** undecided options left, 0 until first needed */
    const left = new Uint16Array(N);
    const queue = new IndexList();
    const buf = space.buffer();
    // the one position without a move: 1+1+…+1
    outcome[N - 1] = LOST;
    remoteness[N - 1] = 0;
    queue.push(N - 1);
    for (let head = 0; head < queue.length; head++) {
        const u = queue.items[head];
        const r = remoteness[u] + 1;
        if (r >= FSVP_NO_REMOTENESS)
            throw new GrundyError(`fsvp(${space.n}): a remoteness reached ${r}, beyond the table's 16 bits`);
        space.decode(u);
        const k = space.predecessors(buf);
        const lost = outcome[u] === LOST;
        for (let i = 0; i < k; i++) {
            const v = buf[i];
            if (outcome[v] !== 0)
                continue;
            if (lost) {
                outcome[v] = WON;
            }
            else {
                let l = left[v];
                if (l === 0)
                    l = degreeOf(space, v);
                left[v] = --l;
                if (l > 0)
                    continue;
                outcome[v] = LOST;
            }
            remoteness[v] = r;
            queue.push(v);
        }
        if (onProgress && (head & PROGRESS_EVERY) === 0)
            onProgress({ phase: "outcomes", done: head, total: N });
    }
    onProgress?.({ phase: "draws", done: queue.length, total: N });
    // every position the queue never reached is a draw
    const decided = queue.length;
    const saved = new Int32Array(2 * decided);
    for (let j = 0; j < decided; j++) {
        const u = queue.items[j];
        saved[2 * j] = outcome[u] - 1;
        saved[2 * j + 1] = remoteness[u];
    }
    outcome.fill(FSVP_D);
    remoteness.fill(FSVP_NO_REMOTENESS);
    for (let j = 0; j < decided; j++) {
        const u = queue.items[j];
        outcome[u] = saved[2 * j];
        remoteness[u] = saved[2 * j + 1];
    }
    return { outcome, remoteness };
}
/**
 * The Fraenkel–Yesha labelling, one retrograde counter pass per value m. `seen[u]` holds
 * the finite labels found among u's options so far as a bit set: at stage m, u can still
 * be labelled m only when bits 0 … m − 1 are all set ("alive"), and bit m set means
 * "marked" (an option is labelled m). For a position never labelled, `seen` is K.
 *
 * Everything is set when first needed: `open` (options not labelled yet, stored + 1, 0
 * meaning "all of them") when an option is labelled, a stage's counter (options open at
 * the stage's start and not marked, stamped with the stage in the top bits) when an
 * option is marked. The positions alive at stage m + 1 were all marked at stage m, so
 * each stage starts from the list of those instead of a scan of every position.
 */
function gammas(space, onProgress) {
    const N = space.count;
    // while labelling: 0 unlabelled, 1 + the label once labelled (see outcomes)
    const UNLABELLED = 0;
    const gamma = new Uint8Array(N);
    const everLabelled = new IndexList();
    const seen = new Uint32Array(N);
    const open = new Uint16Array(N);
    const counter = new Uint32Array(N);
    const bufU = space.buffer();
    const bufV = space.buffer();
    let labelled = 0;
    // stage 0: every position is alive; the only one with no open option is 1+1+…+1
    let candidates = new IndexList();
    candidates.push(N - 1);
    for (let m = 0; candidates.length > 0; m++) {
        if (m >= 32)
            throw new GrundyError(`fsvp(${space.n}): a γ value reached 32, beyond the table's 32-bit sets`);
        const bit = (1 << m) >>> 0;
        const need = bit - 1;
        const stamp = (m + 1) * 0x10000;
        const queue = new IndexList();
        for (let i = 0; i < candidates.length; i++) {
            const u = candidates.items[i];
            if (gamma[u] !== UNLABELLED || (seen[u] & need) >>> 0 !== need)
                continue;
            const o = open[u];
            if (o === 1 || (o === 0 && degreeOf(space, u) === 0)) {
                gamma[u] = m + 1;
                queue.push(u);
            }
        }
        const marked = new IndexList();
        for (let head = 0; head < queue.length; head++) {
            const u = queue.items[head];
            labelled++;
            everLabelled.push(u);
            if (onProgress && (labelled & PROGRESS_EVERY) === 0)
                onProgress({ phase: "gamma", done: labelled, total: N, stage: m });
            space.decode(u);
            const k = space.predecessors(bufU);
            for (let i = 0; i < k; i++) {
                const v = bufU[i];
                const o = open[v];
                open[v] = (o === 0 ? degreeOf(space, v) + 1 : o) - 1;
                if (gamma[v] !== UNLABELLED)
                    continue;
                const s = seen[v];
                if ((s & bit) !== 0)
                    continue;
                seen[v] = (s | bit) >>> 0;
                marked.push(v);
                // v is marked: each alive unmarked predecessor has one option fewer to wait for
                space.decode(v);
                const kv = space.predecessors(bufV);
                for (let j = 0; j < kv; j++) {
                    const x = bufV[j];
                    if (gamma[x] !== UNLABELLED)
                        continue;
                    const sx = seen[x];
                    if ((sx & bit) !== 0 || (sx & need) >>> 0 !== need)
                        continue;
                    let c = counter[x];
                    if (c < stamp) {
                        const ox = open[x];
                        c = stamp + (ox === 0 ? degreeOf(space, x) : ox - 1);
                    }
                    counter[x] = --c;
                    if (c === stamp) {
                        gamma[x] = m + 1;
                        queue.push(x);
                    }
                }
            }
        }
        candidates = marked;
    }
    onProgress?.({ phase: "infinite", done: labelled, total: N });
    // every position never labelled is ∞(K), its set K; the labelled keep no set
    const labels = new Uint8Array(everLabelled.length);
    for (let j = 0; j < everLabelled.length; j++)
        labels[j] = gamma[everLabelled.items[j]] - 1;
    gamma.fill(FSVP_INFINITE);
    for (let j = 0; j < everLabelled.length; j++) {
        const u = everLabelled.items[j];
        gamma[u] = labels[j];
        seen[u] = 0;
    }
    return { gamma, infiniteK: seen };
}
/**
 * γ of position `index` in a table.
 *
 * @param table - from {@link solveFsvp}
 * @param index - the position's index ({@link fsvpIndex})
 * @returns a nimber, or ∞(K)
 * @example fsvpGammaOf(solveFsvp(4), fsvpIndex([4])) // a number or { infinite: true, K: [...] }
 */
export function fsvpGammaOf(table, index) {
    checkFsvpTable(table);
    const g = Number.isSafeInteger(index) ? table.gamma[index] : undefined;
    if (g === undefined)
        throw new InputError(`an index from 0 to ${table.count - 1} (of a table with γ)`, String(index));
    if (g !== FSVP_INFINITE)
        return g;
    return { infinite: true, K: fsvpKOfMask(table.infiniteK[index]) };
}
/** The set K of an ∞(K) as the table stores it (bit j set: j ∈ K), ascending. */
export function fsvpKOfMask(mask) {
    const K = [];
    for (let j = 0; j < 32; j++)
        if ((mask >>> j) & 1)
            K.push(j);
    return K;
}
/**
 * Checks that a value is a table as {@link solveFsvp} makes them (typed arrays of p(n) entries).
 *
 * @param table - the value
 * @throws InputError when it is not
 */
export function checkFsvpTable(table) {
    const t = table;
    const ok = typeof t === "object" &&
        t !== null &&
        Number.isSafeInteger(t.n) &&
        t.n >= 1 &&
        t.n <= FSVP_MAX_N &&
        t.count === partitionCount(t.n) &&
        t.outcome instanceof Uint8Array &&
        t.outcome.length === t.count &&
        t.remoteness instanceof Uint16Array &&
        t.remoteness.length === t.count &&
        t.gamma instanceof Uint8Array &&
        (t.gamma.length === t.count || t.gamma.length === 0) &&
        t.infiniteK instanceof Uint32Array &&
        t.infiniteK.length === t.gamma.length;
    if (!ok)
        throw new InputError("an fsvp table made by solveFsvp", describeValue(table));
}
//# sourceMappingURL=fsvp.js.map