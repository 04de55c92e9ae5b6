import { newTable } from "./monoid.js";
/**
 * The previous quotient Q times, for each tracked element (or heap), the monoid of its copies counted
 * up to `index` and by parity beyond (m ↦ m below the index, index + (m − index) mod 2
 * above): a finer monoid than Q, for when the new heap tells apart sums that Q identifies.
 * Its P-portion is Q's. `qPhi` gives the elements a tracked element names (the previous quotient's Φ). Undefined when it would have more than `maxOrder` elements.
 */
export function productBase(q, phi, tracked, maxOrder, qPhi = phi) {
    const p = productParts(q, phi, tracked, maxOrder, qPhi);
    if (p === undefined)
        return undefined;
    const { order, mul, isP } = p;
    const table = newTable(order);
    for (let a = 0; a < order; a++) {
        for (let b = a; b < order; b++) {
            const z = mul(a, b);
            table[a * order + b] = z;
            table[b * order + a] = z;
        }
    }
    return { monoid: { order, table, isP, identity: q.identity }, phi: p.phi };
}
/** {@link productBase} without its table: the product computed on demand (a stage of the refined base, reduced at once). */
export function lazyProductBase(q, phi, tracked, maxOrder, qPhi = phi) {
    const p = productParts(q, phi, tracked, maxOrder, qPhi);
    return p && { monoid: { order: p.order, isP: p.isP, identity: q.identity, mul: p.mul }, phi: p.phi };
}
function productParts(q, phi, tracked, maxOrder, qPhi) {
    const m = q.order;
    // a tracked heap is freed: its copies leave the Q part (so Q's absorptions do not hide them)
    // and P reads Q at y·Φ(h)^c, well defined when the count wraps with a multiple of Φ(h)'s period
    const shape = tracked.map((t) => {
        if (t.heap === undefined)
            return { index: t.index, wrap: 2, power: [] };
        const power = [q.identity];
        const seen = new Map([[q.identity, 0]]);
        let start = 0;
        let period = 1;
        for (;;) {
            const next = q.table[power[power.length - 1] * m + phi[t.heap]];
            const at = seen.get(next);
            if (at !== undefined) {
                start = at;
                period = power.length - at;
                break;
            }
            seen.set(next, power.length);
            power.push(next);
        }
        const wrap = period % 2 === 0 ? period : 2 * period;
        const index = Math.max(t.index, start);
        for (let c = power.length; c < index + wrap; c++)
            power.push(q.table[power[c - 1] * m + phi[t.heap]]);
        return { index, wrap, power };
    });
    const sizes = shape.map((s) => s.index + s.wrap);
    const order = sizes.reduce((a, b) => a * b, q.order);
    if (order > maxOrder)
        return undefined;
    // element x = q-part + m·(digit₀ + sizes₀·(digit₁ + …)): digits and strides as typed arrays, the hot loop allocation-free
    const k = sizes.length;
    const stride = new Int32Array(k);
    for (let j = 0, s = m; j < k; j++) {
        stride[j] = s;
        s *= sizes[j];
    }
    const digit = Array.from({ length: k }, () => new Int32Array(order));
    const qPart = new Int32Array(order);
    for (let x = 0; x < order; x++) {
        qPart[x] = x % m;
        let rest = Math.floor(x / m);
        for (let j = 0; j < k; j++) {
            digit[j][x] = rest % sizes[j];
            rest = Math.floor(rest / sizes[j]);
        }
    }
    // sum[j][u + v]: the normalised count u + v, times its stride
    const sum = shape.map(({ index, wrap }, j) => Int32Array.from({ length: 2 * sizes[j] }, (_, v) => (v < index ? v : index + ((v - index) % wrap)) * stride[j]));
    const encode = (parts) => {
        let x = parts[0];
        for (let j = 0; j < k; j++)
            x += parts[j + 1] * stride[j];
        return x;
    };
    const isP = new Uint8Array(order);
    for (let a = 0; a < order; a++) {
        let y = qPart[a];
        for (let j = 0; j < k; j++)
            if (shape[j].power.length > 0)
                y = q.table[y * m + shape[j].power[digit[j][a]]];
        isP[a] = q.isP[y];
    }
    const mul = (a, b) => {
        let z = q.table[qPart[a] * m + qPart[b]];
        for (let j = 0; j < k; j++)
            z += sum[j][digit[j][a] + digit[j][b]];
        return z;
    };
    const basePhi = phi.map((y, h) => {
        if (h === 0)
            return encode([y, ...tracked.map(() => 0)]);
        const freed = tracked.some((t) => t.heap === h);
        return encode([freed ? q.identity : y, ...tracked.map((t) => ((t.heap === undefined ? t.element === qPhi[h] : t.heap === h) ? 1 : 0))]);
    });
    return { order, mul, isP, phi: basePhi };
}
//# sourceMappingURL=base.js.map