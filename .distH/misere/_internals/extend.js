import { lazyProductBase, productBase } from "./base.js";
import { reduceMonoid } from "./reduce.js";
import { mulOf } from "./monoid.js";
import { optionImages } from "./optionImages.js";
import { representativeOptions } from "./representativeOptions.js";
import { repHeaps, representatives } from "./representatives.js";
import { verifySlice } from "./verifySlice.js";
/**
 * Adds heap n to the quotient q of the smaller heaps (q correct for them).
 *
 * The outcome of k copies of the new heap H plus a sum W of smaller heaps is computed slice
 * by slice: kH + W is a P-position when no option is, and its options are (k-1)H + H' + W
 * and kH + W'. Within a slice, elements come lightest representative first, so every W'
 * is decided before W. A slice is a function of the one before, so the slices repeat:
 * slice i+p = slice i bounds the powers of H. Each slice is then proven right for every W
 * ({@link verifySlice}); when it is not (H tells apart sums that q identifies), the base is
 * refined — the copies of a heap where the wrong sum and the representative differ are
 * counted — and the slices recomputed. The states (k, y) with the sums, the moves to a heap
 * more and the P-portion form a correct bipartite monoid; its coarsest congruence that
 * respects P (Moore's partition refinement over the generators) is the new quotient.
 *
 * @returns the new quotient; "elements" when it (or the work to prove it) outgrows `maxOrder`;
 *   "seconds" past the deadline
 */
export function extend(rules, q, phi, n, maxOrder, deadline = Infinity) {
    const tracked = [];
    const pairs = [];
    for (;;) {
        if (Date.now() > deadline)
            return "seconds";
        // the plain product first; past PLAIN elements, products reduced by their slices, P and the pairs
        const plain = productBase(q, phi, tracked, PLAIN);
        const base = plain ?? refinedBase(q, phi, tracked, pairs, 4 * maxOrder + 4096, (B, bphi) => slicesOver(rules, B, bphi, n));
        if (base === undefined)
            return "elements";
        const r = attempt(rules, base.monoid, base.phi, n, maxOrder);
        if (r === "elements" || "monoid" in r)
            return r;
        pairs.push([r.wrong, r.rep]);
        // refine: count the heaps of an element (else of one heap) where the wrong sum and its representative differ
        const count = (hs, key) => {
            const c = new Map();
            for (const h of hs)
                c.set(key(h), (c.get(key(h)) ?? 0) + 1);
            return c;
        };
        const byElement = (h) => phi[h];
        const byHeap = (h) => h;
        for (const [key, isHeap] of [
            [byHeap, true],
            [byElement, false],
        ]) {
            const cw = count(r.wrong, key);
            const cr = count(r.rep, key);
            const differing = [...new Set([...cw.keys(), ...cr.keys()])].filter((x) => (cw.get(x) ?? 0) !== (cr.get(x) ?? 0)).sort((x, y) => (isHeap ? y - x : x - y));
            const same = (t, x) => (isHeap ? t.heap === x : t.heap === undefined && t.element === x);
            const top = (x) => Math.max(cw.get(x) ?? 0, cr.get(x) ?? 0);
            const fresh = differing.find((x) => !tracked.some((t) => same(t, x)));
            if (fresh !== undefined) {
                if (!isHeap)
                    tracked.push({ element: fresh, index: top(fresh) });
                // the heaps of the same element are freed with it: they tend to need the same counter (fewer tries)
                else
                    for (const h of sameElement(phi, n, fresh))
                        if (!tracked.some((t) => t.heap === h))
                            tracked.push({ element: phi[h], heap: h, index: top(fresh) });
                break;
            }
            const x = differing.find((d) => {
                const t = tracked.find((u) => same(u, d));
                return top(d) >= t.index;
            });
            if (x !== undefined) {
                const i = tracked.findIndex((t) => same(t, x));
                tracked[i] = { ...tracked[i], index: Math.max(top(x), tracked[i].index + 1) };
                break;
            }
        }
        // else the pair just recorded keeps the two sums apart from now on
    }
}
/** The heap h first, then the other heaps below n with h's element. */
function sameElement(phi, n, h) {
    const out = [h];
    for (let g = 1; g < n; g++)
        if (g !== h && phi[g] === phi[h])
            out.push(g);
    return out;
}
/** The largest plain product base tried before reducing it. */
const PLAIN = 64;
/**
 * The base after refinements: the previous quotient times each counter in turn, each
 * product reduced at once to the coarsest congruence that keeps P and sets apart every pair
 * of sums a failed proof found (a wrong sum and its class's representative).
 */
function refinedBase(q, phi, tracked, pairs, maxOrder, slices) {
    let base = { monoid: q, phi: [...phi] };
    for (const t of tracked) {
        const next = lazyProductBase(base.monoid, base.phi, [t], maxOrder, phi);
        if (next === undefined)
            return undefined;
        const B = next.monoid;
        const reps = representatives(B, next.phi);
        const elementOf = (hs) => hs.reduce((y, h) => B.mul(y, next.phi[h]), B.identity);
        const marks = new Map();
        pairs.forEach(([a, b], i) => {
            for (const [x, side] of [
                [elementOf(a), "a"],
                [elementOf(b), "b"],
            ]) {
                marks.set(x, `${marks.get(x) ?? ""}${i}${side},`);
            }
        });
        const sl = slices(B, next.phi).slices;
        const ids = new Map();
        const label = new Float64Array(B.order);
        for (let x = 0; x < B.order; x++) {
            let sv = "";
            for (const S of sl)
                sv += S[x];
            const key = `${B.isP[x]}|${sv}|${marks.get(x) ?? ""}`;
            let id = ids.get(key);
            if (id === undefined) {
                id = 2 * ids.size + B.isP[x];
                ids.set(key, id);
            }
            label[x] = id;
        }
        const red = reduceMonoid(B, reps.byWeight.subarray(0, reps.reached), generators(B, next.phi), label, maxOrder);
        if (red === undefined)
            return undefined;
        base = { monoid: red.monoid, phi: next.phi.map((y) => red.map[y]) };
    }
    return base;
}
/** The generators: the distinct elements of the heaps but the identity. */
function generators(q, phi) {
    const gens = [];
    const isGen = new Uint8Array(q.order);
    for (let h = 1; h < phi.length; h++) {
        const x = phi[h];
        if (x !== q.identity && !isGen[x]) {
            isGen[x] = 1;
            gens.push(x);
        }
    }
    return gens;
}
/**
 * One try over a base: the new quotient; or a sum whose slice value is wrong, its class's
 * representative, and the base reduced by the slices (to refine next).
 */
function attempt(rules, B0, phi0, n, maxOrder) {
    const first = slicesOver(rules, B0, phi0, n);
    for (let k = 1; k < first.slices.length; k++) {
        const wrong = verifySlice(B0, phi0, first.heapOpts, first.reps, first.slices[k], first.exits[k]);
        if (wrong === "large")
            return "elements";
        if (wrong !== undefined) {
            let y = B0.identity;
            for (const h of wrong)
                y = B0.table[y * B0.order + phi0[h]];
            return { wrong, rep: repHeaps(first.reps, y) };
        }
    }
    // the slices are right: reduce the base by them (the coarsest congruence keeping each a function of the class)
    const label = new Float64Array(B0.order);
    for (let k = 0; k < first.slices.length; k++)
        for (const y of first.reach)
            label[y] = label[y] + first.slices[k][y] * 2 ** k;
    const red = reduceMonoid(B0, first.reach, generators(B0, phi0), label, 4 * maxOrder + 4096);
    if (red === undefined)
        return "elements";
    const B = red.monoid;
    const m = B.order;
    const { table } = B;
    const phi = phi0.map((y) => red.map[y]);
    const move = (arr) => {
        const out = new Uint8Array(m);
        for (const y of first.reach)
            out[red.map[y]] = arr[y];
        return out;
    };
    const slices = first.slices.map(move);
    // the states (k, y): a monoid (k + k' wraps into the cycle of the slices) with the slices as P
    const K = slices.length;
    const { start } = first;
    const period = K - start;
    const wrap = (k) => (k < K ? k : start + ((k - start) % period));
    const S = K * m;
    if (S > 4 * maxOrder + 4096)
        return "elements";
    // its product is computed, not tabulated: only the reduced quotient gets a table
    const mul = (a, b) => {
        const ka = (a / m) | 0;
        const kb = (b / m) | 0;
        return wrap(ka + kb) * m + table[(a - ka * m) * m + (b - kb * m)];
    };
    const isP = new Uint8Array(S);
    for (let a = 0; a < S; a++) {
        const ka = (a / m) | 0;
        isP[a] = slices[ka][a - ka * m];
    }
    const C = { order: S, identity: B.identity, mul };
    const all = Int32Array.from({ length: S }, (_, i) => i);
    const H = wrap(1) * m + B.identity;
    const done = reduceMonoid(C, all, [...generators(B, phi), H], isP, maxOrder);
    if (done === undefined)
        return "elements";
    return { monoid: done.monoid, phi: [...phi.map((y) => done.map[y]), done.map[H]] };
}
/** The slices of the new heap over a base, from the representatives' options. */
function slicesOver(rules, B, phi, n) {
    const { order: m } = B;
    const mul = mulOf(B);
    const heapOpts = phi.map((_, h) => (h === 0 ? [] : optionImages(rules, h, phi, B)));
    const opts = optionImages(rules, n, phi, B);
    const reps = representatives(B, phi);
    const reach = reps.byWeight.subarray(0, reps.reached);
    const repOpts = representativeOptions(B, phi, reps, heapOpts);
    // slice k says which W make kH + W a P-position; exit k: no move in an H wins
    const slices = [B.isP];
    const exits = [new Uint8Array(m)];
    const keys = new Map([[sliceKey(B.isP, reach), 0]]);
    for (let k = 1;; k++) {
        const prev = slices[k - 1];
        const s = new Uint8Array(m);
        const e = new Uint8Array(m);
        for (const y of reach) {
            let p = 1;
            for (const o of opts) {
                if (prev[mul(o, y)]) {
                    p = 0;
                    break;
                }
            }
            e[y] = p;
            if (p) {
                for (const w of repOpts[y]) {
                    if (s[w]) {
                        p = 0;
                        break;
                    }
                }
            }
            s[y] = p;
        }
        const key = sliceKey(s, reach);
        const seen = keys.get(key);
        if (seen !== undefined)
            return { slices, exits, start: seen, reach, reps, heapOpts };
        keys.set(key, k);
        slices.push(s);
        exits.push(e);
    }
}
function sliceKey(s, reach) {
    let out = "";
    for (let i = 0; i < reach.length; i += 16) {
        let v = 0;
        for (let j = i; j < i + 16 && j < reach.length; j++)
            v = (v << 1) | s[reach[j]];
        out += String.fromCharCode(v + 1);
    }
    return out;
}
//# sourceMappingURL=extend.js.map