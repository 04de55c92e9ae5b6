import { mulOf } from "./monoid.js";
import { repHeaps } from "./representatives.js";
/**
 * The option classes of each element's representative: for a sum W of heaps that maps to
 * y, the elements W's options map to (one heap h of W replaced by one of its options).
 */
export function representativeOptions(q, phi, reps, heapOpts) {
    const { order, identity } = q;
    const mul = mulOf(q);
    const stamp = new Int32Array(order).fill(-1);
    const out = Array.from({ length: order }, () => []);
    for (let j = 0; j < reps.reached; j++) {
        const y = reps.byWeight[j];
        const hs = repHeaps(reps, y).sort((a, b) => a - b);
        const len = hs.length;
        const list = [];
        // prefix[i] = Φ(hs[0]) ⋯ Φ(hs[i-1]), times the suffix product after i: the sum without hs[i]
        const prefix = new Int32Array(len + 1);
        prefix[0] = identity;
        for (let i = 0; i < len; i++)
            prefix[i + 1] = mul(prefix[i], phi[hs[i]]);
        let suffix = identity;
        for (let i = len - 1; i >= 0; i--) {
            const h = hs[i];
            if (i === 0 || hs[i - 1] !== h) {
                const rest = mul(prefix[i], suffix);
                for (const o of heapOpts[h]) {
                    const z = mul(rest, o);
                    if (stamp[z] !== y) {
                        stamp[z] = y;
                        list.push(z);
                    }
                }
            }
            suffix = mul(suffix, phi[h]);
        }
        out[y] = list;
    }
    return out;
}
//# sourceMappingURL=representativeOptions.js.map