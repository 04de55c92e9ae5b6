import { mulOf, newTable } from "./monoid.js";
/**
 * The coarsest congruence of the submonoid `elems` (closed under multiplying by `gens`, which
 * generate it) that keeps the given labels apart: Moore's partition refinement, splitting the
 * classes by each generator's successor class until stable. Its classes, with the product of
 * representatives, form the reduced monoid; `isP` is read from `label & 1`.
 *
 * @returns undefined when the reduced monoid would have more than `maxOrder` elements
 */
export function reduceMonoid(q, elems, gens, label, maxOrder) {
    const { order } = q;
    const mul = "mul" in q ? q.mul : mulOf(q);
    // x·g for each generator g, by element: the refinement's hot loop reads these columns
    const column = gens.map((g) => {
        const c = new Int32Array(order);
        for (let i = 0; i < elems.length; i++)
            c[elems[i]] = mul(elems[i], g);
        return c;
    });
    let cls = new Int32Array(order).fill(-1);
    const first = new Map();
    for (let i = 0; i < elems.length; i++) {
        const x = elems[i];
        const l = label[x];
        let id = first.get(l);
        if (id === undefined) {
            id = first.size;
            first.set(l, id);
        }
        cls[x] = id;
    }
    let count = first.size;
    for (;;) {
        const before = count;
        for (const col of column) {
            const next = new Int32Array(order).fill(-1);
            const ids = new Map();
            const c = count;
            for (let i = 0; i < elems.length; i++) {
                const x = elems[i];
                const pair = cls[x] * c + cls[col[x]];
                let id = ids.get(pair);
                if (id === undefined) {
                    id = ids.size;
                    ids.set(pair, id);
                }
                next[x] = id;
            }
            cls = next;
            count = ids.size;
            if (count > maxOrder)
                return undefined;
        }
        if (count === before)
            break;
    }
    const rep = new Int32Array(count).fill(-1);
    for (let i = 0; i < elems.length; i++) {
        const x = elems[i];
        if (rep[cls[x]] < 0)
            rep[cls[x]] = x;
    }
    const tab = newTable(count);
    const isP = new Uint8Array(count);
    for (let a = 0; a < count; a++) {
        const xa = rep[a];
        isP[a] = label[xa] & 1;
        for (let b = a; b < count; b++) {
            const z = cls[mul(xa, rep[b])];
            tab[a * count + b] = z;
            tab[b * count + a] = z;
        }
    }
    return { monoid: { order: count, table: tab, isP, identity: cls[q.identity] }, map: cls };
}
//# sourceMappingURL=reduce.js.map