// Node Kayles search keys of small connected parts up to isomorphism: the part's adjacency
// upper triangle (row by row, the first pair the most significant bit) under its canonical
// labelling, packed with its size into the two words of a search key. The key is the part:
// it decodes back to a graph. The labelling is the least code over the leaves of an
// individualisation–refinement tree (the idea of McKay's nauty, without its pruning, as in
// canonicalKey.ts for the engine's string keys), here on numbers and typed arrays: it runs
// once for each labelled part the search meets, so it must cost about as much as a position.
/** Parts up to this many vertices are keyed up to isomorphism (10 · 9 / 2 = 45 bits of adjacency). */
export const SMALL_PART_MAX = 10;
/** The tag bit of a small part's key's high word (a vertex-set key's high word is 0). */
const SMALL_TAG = 0x80000000;
/** The words of the code {@link codeOf} made last: bits 32 … 44 and 0 … 31. */
let codeHi = 0;
let codeLo = 0;
/** The adjacency code of the vertices `vs[0 … k−1]` in that order, with neighbour masks `adj`, into codeHi and codeLo. */
function codeOf(adj, vs, k) {
    let hi = 0;
    let lo = 0;
    let at = (k * (k - 1)) / 2 - 1;
    for (let i = 0; i < k; i++) {
        const a = adj[vs[i]];
        for (let j = i + 1; j < k; j++, at--)
            if ((a >>> vs[j]) & 1) {
                if (at >= 32)
                    hi |= 1 << (at - 32);
                else
                    lo |= 1 << at;
            }
    }
    codeHi = hi;
    codeLo = lo >>> 0;
}
/** The key {@link smallPartKey} wrote last: low word, high word. */
export const smallKey = new Uint32Array(2);
// canonical keys found so far, by labelled code: a direct-mapped cache of 2^16 slots
// [labelled lo, labelled hi with tag and size, canonical lo, canonical hi]
const CACHE_BITS = 16;
const cache = new Uint32Array(4 << CACHE_BITS);
const scratch = new Int32Array(32);
const local = new Int32Array(SMALL_PART_MAX);
/** The most leaves the canonical search visits before a part keeps its labelled code. */
const MAX_LEAVES = 1024;
// the search tree's levels: each level's colouring (colour of each vertex, 0 … cells − 1,
// ordered by the refinement) and the vertices of its target cell still to try
const colours = new Int32Array((SMALL_PART_MAX + 1) * SMALL_PART_MAX);
const cellsAt = new Int32Array(SMALL_PART_MAX + 1);
const tries = new Int32Array(SMALL_PART_MAX + 1);
const targetAt = new Int32Array(SMALL_PART_MAX + 1);
const sig = new Float64Array(SMALL_PART_MAX);
const rank = new Int32Array(SMALL_PART_MAX);
const order = new Int32Array(SMALL_PART_MAX);
/** Re-colours vertices by rank of `sig` (equal signatures, equal colours); returns the number of colours. */
function rankBy(k, out, at) {
    for (let i = 0; i < k; i++)
        rank[i] = i;
    // insertion sort of k ≤ 10 vertices by signature
    for (let i = 1; i < k; i++) {
        const v = rank[i];
        let j = i - 1;
        while (j >= 0 && sig[rank[j]] > sig[v]) {
            rank[j + 1] = rank[j];
            j--;
        }
        rank[j + 1] = v;
    }
    let c = 0;
    for (let i = 0; i < k; i++) {
        if (i > 0 && sig[rank[i]] !== sig[rank[i - 1]])
            c++;
        out[at + rank[i]] = c;
    }
    return c + 1;
}
/**
 * Refines the colouring at `at` until equitable: a vertex's signature is its colour, then
 * the number of its neighbours of each colour; colours are the signatures' ranks. Depends on
 * the graph and the colouring only, not on the labels.
 */
function refine(adj, k, at, cells) {
    for (;;) {
        for (let v = 0; v < k; v++) {
            let s = colours[at + v];
            for (let c = 0; c < cells; c++) {
                let n = 0;
                for (let a = adj[v]; a !== 0; a &= a - 1)
                    if (colours[at + 31 - Math.clz32(a & -a)] === c)
                        n++;
                s = s * 16 + n;
            }
            sig[v] = s;
        }
        const next = rankBy(k, colours, at);
        if (next === cells)
            return cells;
        cells = next;
    }
}
/** The least code leastCode found: bits 32 … 44 and 0 … 31. */
let bestHi = 0;
let bestLo = 0;
/** The least code over the leaves of the search tree of the part with neighbour masks `adj` (k vertices), into bestHi and bestLo; false past {@link MAX_LEAVES} leaves. */
function leastCode(adj, k) {
    colours.fill(0, 0, k);
    let depth = 0;
    cellsAt[0] = refine(adj, k, 0, 1);
    tries[0] = -1;
    let found = false;
    let leaves = 0;
    for (;;) {
        const at = depth * SMALL_PART_MAX;
        const cells = cellsAt[depth];
        if (tries[depth] === -1) {
            if (cells === k) {
                // a leaf: colours are the labels
                if (++leaves > MAX_LEAVES)
                    return false;
                for (let v = 0; v < k; v++)
                    order[colours[at + v]] = v;
                codeOf(adj, order, k);
                if (!found || codeHi < bestHi || (codeHi === bestHi && codeLo < bestLo)) {
                    bestHi = codeHi;
                    bestLo = codeLo;
                    found = true;
                }
                if (depth === 0)
                    return true;
                depth--;
                continue;
            }
            // the target: the first colour held by more than one vertex
            let target = 0;
            for (let c = 0; c < cells; c++) {
                let n = 0;
                for (let v = 0; v < k; v++)
                    if (colours[at + v] === c)
                        n++;
                if (n > 1) {
                    target = c;
                    break;
                }
            }
            targetAt[depth] = target;
        }
        // the next vertex of the target cell to individualise
        let v = tries[depth] + 1;
        while (v < k && colours[at + v] !== targetAt[depth])
            v++;
        if (v === k) {
            if (depth === 0)
                return true;
            depth--;
            continue;
        }
        tries[depth] = v;
        const child = at + SMALL_PART_MAX;
        const t = targetAt[depth];
        for (let u = 0; u < k; u++) {
            const c = colours[at + u];
            sig[u] = 2 * c + (c === t && u !== v ? 1 : 0);
        }
        const split = rankBy(k, colours, child);
        depth++;
        cellsAt[depth] = refine(adj, k, child, split);
        tries[depth] = -1;
    }
}
/**
 * The key of the part on the vertices of `members` (k of them, 1 ≤ k ≤ {@link SMALL_PART_MAX})
 * of a graph with neighbour masks `adj`, written to {@link smallKey}: equal for isomorphic
 * parts, except for a part whose canonical search has too many leaves (a complete graph, say),
 * which keeps its labelled code: still a key that decodes to the part, only shared less.
 */
export function smallPartKey(adj, members, k) {
    let i = 0;
    for (let m = members; m !== 0; m &= m - 1)
        scratch[i++] = 31 - Math.clz32(m & -m);
    codeOf(adj, scratch, k);
    const lo = codeLo;
    const hi = smallHi(codeHi, k);
    let h = Math.imul(lo ^ Math.imul(hi, 0x85ebca77), 0x9e3779b1);
    h ^= h >>> 15;
    const s = (h & ((1 << CACHE_BITS) - 1)) << 2;
    if (cache[s] !== lo || cache[s + 1] !== hi) {
        for (let a = 0; a < k; a++) {
            let mask = 0;
            for (let b = 0; b < k; b++)
                if ((adj[scratch[a]] >>> scratch[b]) & 1)
                    mask |= 1 << b;
            local[a] = mask;
        }
        cache[s] = lo;
        cache[s + 1] = hi;
        if (leastCode(local, k)) {
            cache[s + 2] = bestLo;
            cache[s + 3] = smallHi(bestHi, k);
        }
        else {
            cache[s + 2] = lo;
            cache[s + 3] = hi;
        }
    }
    smallKey[0] = cache[s + 2];
    smallKey[1] = cache[s + 3];
}
/** A small part's key's high word: the tag, the size (bits 16–19) and the code's bits 32 … 44. */
const smallHi = (codeHi, k) => (SMALL_TAG | (k << 16) | codeHi) >>> 0;
/** The size of the small part a key names. */
export const smallSize = (hi) => (hi >>> 16) & 15;
/** Writes the neighbour masks (vertices 0 … k−1) of the small part a key names into `out`. */
export function decodeSmallPart(lo, hi, out) {
    const k = smallSize(hi);
    out.fill(0, 0, k);
    let bit = (k * (k - 1)) / 2 - 1;
    const high = hi & 0xffff;
    for (let i = 0; i < k; i++)
        for (let j = i + 1; j < k; j++, bit--) {
            const set = bit >= 32 ? (high >>> (bit - 32)) & 1 : (lo >>> bit) & 1;
            if (set) {
                out[i] = out[i] | (1 << j);
                out[j] = out[j] | (1 << i);
            }
        }
    return k;
}
//# sourceMappingURL=smallPartKey.js.map