import { representativeOptions } from "./representativeOptions.js";
import { repHeaps, representatives } from "./representatives.js";
/**
 * Candidates for the conservative-extension test (lemma 3) with a sum of smaller heaps W₀ in
 * place of an earlier heap: each element reached, lightest first, with the option elements of
 * its lightest representative W₀ (one heap of W₀ replaced by one of its options). The proof
 * of lemma 3 goes through with σ(Z) replacing each copy of the new heap by W₀, provided W₀ has
 * a move (σ(Z) is then never the terminal sum, a misère N-position): sums with no move are
 * left out.
 *
 * @param q - the quotient of the smaller heaps
 * @param phi - Φ of the smaller heaps
 * @param heapOpts - the option elements of each smaller heap
 */
export function sumCandidates(q, phi, heapOpts) {
    const reps = representatives(q, phi);
    const opts = representativeOptions(q, phi, reps, heapOpts);
    return Array.from(reps.byWeight.subarray(0, reps.reached), (y) => ({ element: y, opts: opts[y], sum: repHeaps(reps, y) })).filter((k) => k.opts.length > 0);
}
//# sourceMappingURL=sumCandidates.js.map