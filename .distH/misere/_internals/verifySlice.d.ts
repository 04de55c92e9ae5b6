import type { Monoid } from "./monoid.js";
import { type Representatives } from "./representatives.js";
/**
 * Checks that a slice is right for every sum of smaller heaps, not only for the
 * representatives it was computed from. The slice S claims: kH + W is a P-position exactly
 * when S[Φ(W)], where kH + W is P when E[Φ(W)] (no move in an H is to a P-position, given
 * by the slice before) and no move in W is. By induction on W, S is right for every W when
 *
 * (i) no heap h and element r have S[Φ(h)·r] while S[r·Φ(o)] for an option o of h, and
 * (ii) no sum W has ¬S[Φ(W)] and E[Φ(W)] while S[Φ(W − h)·Φ(o)] fails for every heap h of
 *      W and option o of h (such a W would be a P-position the slice calls N).
 *
 * (i) is a check over pairs. (ii) is a search over sums, heap kind by heap kind (heaps with
 * the same element and option elements are one kind; a kind's count matters only up to
 * where its powers cycle): a state is the product π so far and the set D of products of
 * the kinds still to come that keep every constraint met so far (the constraint of a kind
 * with m copies: π·g^(m−1)·(what comes after) ∈ L, the elements with no winning move in
 * that heap). A sum is bad when it ends with the identity in D, ¬S[π] and E[π].
 *
 * @returns undefined when the slice is right; a sum of heaps where it is wrong; or "large"
 *   when the search outgrew its bound
 */
export declare function verifySlice(q: Monoid, phi: readonly number[], heapOpts: readonly (readonly number[])[], reps: Representatives, S: Uint8Array, E: Uint8Array): number[] | undefined | "large";
