const SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const superscript = (k) => (k === 1 ? "" : [...String(k)].map((c) => SUP[Number(c)]).join(""));
const letterOf = (i) => {
    const base = String.fromCharCode(97 + (i % 26));
    return i < 26 ? base : `${base}${String(Math.floor(i / 26)).replace(/\d/g, (c) => "₀₁₂₃₄₅₆₇₈₉"[Number(c)])}`;
};
/**
 * The presentation of a quotient. The generators are taken heap by heap (a heap whose element
 * the earlier generators do not reach gets the next letter). Each element's normal form is its
 * least exponent vector in the graded order (fewer letters first, then more of the earlier
 * letters: ab before bc); normal forms are closed under division, so the least words that are
 * not normal, each set equal to its element's normal form, present the monoid (a finite
 * rewriting system: every word reduces to its normal form).
 *
 * @param q - the monoid
 * @param phi - Φ(0…N)
 */
export function presentation(q, phi) {
    const { order, table, identity } = q;
    // generators, heap by heap
    const reached = new Uint8Array(order);
    reached[identity] = 1;
    let closure = [identity];
    const generators = [];
    for (let h = 1; h < phi.length && closure.length < order; h++) {
        const g = phi[h];
        if (reached[g])
            continue;
        generators.push({ letter: letterOf(generators.length), heap: h, element: g });
        for (let i = 0; i < closure.length; i++) {
            const y = table[closure[i] * order + g];
            if (!reached[y]) {
                reached[y] = 1;
                closure.push(y);
            }
            // the closure under the earlier generators too: a new product may combine with them
            for (const e of generators) {
                const z = table[closure[i] * order + e.element];
                if (!reached[z]) {
                    reached[z] = 1;
                    closure.push(z);
                }
            }
        }
    }
    closure = [];
    const r = generators.length;
    const key = (v) => v.join(",");
    const normal = new Set([key(new Array(r).fill(0))]);
    const nf = new Array(order);
    nf[identity] = new Array(r).fill(0);
    const rels = [];
    let level = [{ v: nf[identity], x: identity }];
    while (level.length > 0) {
        const cands = new Map();
        for (const { v, x } of level) {
            for (let j = 0; j < r; j++) {
                const w = v.slice();
                w[j]++;
                const k = key(w);
                if (!cands.has(k))
                    cands.set(k, { v: w, x: table[x * order + generators[j].element] });
            }
        }
        const sorted = [...cands.values()].sort((a, b) => earlier(a.v, b.v));
        const next = [];
        for (const c of sorted) {
            if (nf[c.x] === undefined) {
                nf[c.x] = c.v;
                normal.add(key(c.v));
                next.push(c);
            }
            else if (c.v.every((e, i) => e === 0 || normal.has(key(c.v.map((f, j) => (j === i ? f - 1 : f)))))) {
                rels.push({ lhs: c.v, rhs: nf[c.x] });
            }
        }
        level = next;
    }
    const word = (v) => v.map((e, i) => (e === 0 ? "" : `${generators[i].letter}${superscript(e)}`)).join("") || "1";
    const lastLetter = (v) => {
        for (let i = v.length - 1; i >= 0; i--)
            if (v[i] > 0)
                return i;
        return -1;
    };
    rels.sort((a, b) => lastLetter(a.lhs) - lastLetter(b.lhs) || degree(a.lhs) - degree(b.lhs) || earlier(a.lhs, b.lhs));
    const relations = rels.map((e) => `${word(e.lhs)} = ${word(e.rhs)}`);
    const names = nf.map((v) => word(v));
    const text = `⟨${generators.map((g) => g.letter).join(", ")}${relations.length > 0 ? ` | ${relations.join(", ")}` : ""}⟩`;
    return { generators, relations, names, text };
}
function degree(v) {
    return v.reduce((a, b) => a + b, 0);
}
/** The graded order: fewer letters first, then more of an earlier letter. */
function earlier(a, b) {
    const d = degree(a) - degree(b);
    if (d !== 0)
        return d;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return b[i] - a[i];
    return 0;
}
//# sourceMappingURL=presentation.js.map