/**
 * The conservative-extension test (docs/misere-quotients.md, lemma 3): a new heap H whose
 * options map to the elements `opts` may be given the element x = Φ(h) of an earlier heap
 * h, with the quotient unchanged, when for every element z
 *
 * (a) xz ∈ P ⇒ oz ∉ P for every o ∈ opts (no move in H reaches P where h has none), and
 * (b) xz ∉ P and o'z ∈ P for some option element o' of h ⇒ oz ∈ P for some o ∈ opts
 *     (where h wins by a move in itself, so does H).
 *
 * A check on the monoid alone, no search over sums. Candidates are tried one earlier heap
 * kind at a time (the distinct option sets, with their elements).
 *
 * @param q - the quotient of the smaller heaps
 * @param opts - the new heap's option elements (sorted, no repeats)
 * @param kinds - earlier heaps: their element and option elements
 * @returns the element x for the new heap, or undefined when no candidate passes
 */
export function conservativeElement(q, opts, kinds) {
    const { order, table, isP } = q;
    // hit[z] = 1: some option of H reaches P next to z
    const hit = new Uint8Array(order);
    for (let z = 0; z < order; z++) {
        for (const o of opts) {
            if (isP[table[o * order + z]]) {
                hit[z] = 1;
                break;
            }
        }
    }
    for (const { element: x, opts: own } of kinds) {
        let ok = true;
        for (let z = 0; z < order && ok; z++) {
            if (isP[table[x * order + z]])
                ok = hit[z] === 0;
            else if (hit[z] === 0) {
                for (const o of own) {
                    if (isP[table[o * order + z]]) {
                        ok = false;
                        break;
                    }
                }
            }
        }
        if (ok)
            return x;
    }
    return undefined;
}
//# sourceMappingURL=conservative.js.map