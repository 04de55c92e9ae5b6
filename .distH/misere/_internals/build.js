import { conservativeElement } from "./conservative.js";
import { extend } from "./extend.js";
import { trivialMonoid } from "./monoid.js";
import { optionImages } from "./optionImages.js";
import { sumCandidates } from "./sumCandidates.js";
import { provePeriod } from "../periodicity.js";
/**
 * The quotient of heaps 0…n, heap by heap. A heap whose options map to the same set of
 * elements as an earlier heap's is that heap's element (the two play alike in every sum:
 * docs/misere-quotients.md, lemma 1), a conservative extension at no cost; so is a heap that
 * passes {@link conservativeElement} (lemma 3, a check on the monoid); otherwise
 * {@link extend} builds the quotient with the new heap. After each heap the periodicity
 * theorem is tried; the construction stops when it proves Φ periodic, at `to`, or at a budget.
 */
export function buildQuotient(rules, limits) {
    const started = Date.now();
    let q = trivialMonoid();
    let phi = [q.identity];
    let heapOpts = [[]];
    let byOpts = new Map();
    const changes = [{ heap: 0, order: 1 }];
    let stopped;
    let period;
    let n = 0;
    let sums;
    while (n < limits.to) {
        if (Date.now() - started > limits.seconds * 1000) {
            stopped = "seconds";
            break;
        }
        const h = n + 1;
        const opts = optionImages(rules, h, phi, q);
        const key = opts.join(",");
        let element = opts.length === 0 ? q.identity : (byOpts.get(key) ?? (limits.conservativeTest === false ? undefined : conservativeElement(q, opts, kindsOf(byOpts, heapOpts, phi))));
        if (element === undefined && limits.conservativeTest !== false) {
            // lemma 3 with a sum of smaller heaps in place of the earlier heap: each element's lightest representative
            if (sums?.q !== q)
                sums = { q, kinds: sumCandidates(q, phi, heapOpts) };
            element = conservativeElement(q, opts, sums.kinds);
        }
        if (element === undefined) {
            const ext = extend(rules, q, phi, h, limits.elements, started + limits.seconds * 1000);
            if (ext === "elements" || ext === "seconds") {
                stopped = ext;
                break;
            }
            const grew = ext.monoid.order !== q.order;
            q = ext.monoid;
            phi = ext.phi;
            element = phi[h];
            heapOpts = phi.map((_, i) => (i === 0 ? [] : optionImages(rules, i, phi, q)));
            opts.splice(0, opts.length, ...heapOpts[h]);
            heapOpts.pop();
            byOpts = new Map();
            for (let i = 1; i < heapOpts.length; i++)
                if (heapOpts[i].length > 0)
                    byOpts.set(heapOpts[i].join(","), phi[i]);
            if (grew)
                changes.push({ heap: h, order: q.order });
        }
        else
            phi.push(element);
        heapOpts.push(opts);
        if (opts.length > 0)
            byOpts.set(opts.join(","), element);
        n = h;
        limits.onProgress?.({ heap: n, order: q.order });
        if (limits.theorem && Number.isFinite(limits.t)) {
            period = provePeriod(phi, limits.t);
            if (period)
                break;
        }
    }
    if (!period && stopped === undefined)
        stopped = "to";
    return { monoid: q, phi, heap: n, changes, ...(period ? { period } : {}), ...(stopped ? { stopped } : {}) };
}
/** The earlier heaps, one per option set: their element and option elements. */
function* kindsOf(byOpts, heapOpts, phi) {
    const seen = new Set();
    for (let h = 1; h < heapOpts.length; h++) {
        const o = heapOpts[h];
        if (o.length === 0)
            continue;
        const key = o.join(",");
        if (seen.has(key) || !byOpts.has(key))
            continue;
        seen.add(key);
        yield { element: phi[h], opts: o };
    }
}
//# sourceMappingURL=build.js.map