import { mulOf } from "./monoid.js";
/**
 * The elements its options map to, for a heap of size n: each option is a sum of smaller
 * heaps (the one move generator's cases: take all, leave one heap, split into two or three),
 * mapped by Φ into the monoid. A sorted list without repeats; empty when the heap has no move.
 *
 * @param rules - the heap rules
 * @param n - the heap (Φ of every smaller heap is known)
 * @param phi - Φ(0…n-1)
 * @param q - the monoid Φ maps into
 */
export function optionImages(rules, n, phi, q) {
    const { digits, tail, unequal } = rules;
    const { order } = q;
    const mul = mulOf(q);
    const seen = new Uint8Array(order);
    const out = [];
    const add = (x) => {
        if (seen[x] === 0) {
            seen[x] = 1;
            out.push(x);
        }
    };
    const last = tail !== 0 ? n : Math.min(digits.length - 1, n);
    for (let i = 0; i <= last; i++) {
        const d = i < digits.length ? digits[i] : tail;
        if (d === 0)
            continue;
        const r = n - i;
        if (d & 1 && r === 0 && i > 0)
            add(q.identity);
        if (d & 2 && r > 0 && i > 0)
            add(phi[r]);
        if (d & 4) {
            const top = unequal ? (r - 1) >> 1 : r >> 1;
            for (let a = 1; a <= top; a++)
                add(mul(phi[a], phi[r - a]));
        }
        if (d & 8) {
            for (let a = 1; 3 * a <= r; a++) {
                for (let b = a; a + 2 * b <= r; b++)
                    add(mul(mul(phi[a], phi[b]), phi[r - a - b]));
            }
        }
    }
    return out.sort((x, y) => x - y);
}
//# sourceMappingURL=optionImages.js.map