import { InputError } from "../../../errors.js";
/** The largest n {@link solveFsvp} accepts: p(110) = 607,163,746 positions (measured: about 30 s and 2.4 GB resident on a loaded 2-core machine; p(100) about 5 s and 0.8 GB). */
export const FSVP_MAX_N = 110;
export function checkN(n, what = "n") {
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
 * arrays below) and lists the indices of its options or predecessors.
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
        // the same steps for x, y and z, written out on purpose: the solver's hot path (a loop over targets costs an array a call)
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
            // z: the steps of x and y again, unrolled on purpose (see x)
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
/** The positions of one n as a graph for the retrograde core: each call decodes its position. */
export class FsvpGraph {
    space;
    size;
    maxDegree;
    constructor(space) {
        this.space = space;
        this.size = space.count;
        this.maxDegree = edgeBound(space.n);
    }
    options(u, out) {
        this.space.decode(u);
        return this.space.options(out);
    }
    predecessors(u, out) {
        this.space.decode(u);
        return this.space.predecessors(out);
    }
    degree(u) {
        this.space.decode(u);
        return this.space.degree();
    }
}
//# sourceMappingURL=space.js.map