/**
 * γ arithmetic, exact: the values of the generalized Sprague–Grundy function (a nimber, or
 * ∞(K) with K the finite values among a position's options), their sums by Smith's rule,
 * the outcome a value means and how it is written. One implementation for the loopy engine
 * (values as numbers) and for analysis (a finite game's Grundy value may pass 2^53, so its
 * nimbers are bigints): the arithmetic is done on bigints, and the number form is the
 * bigint result converted back (a nim-sum of safe integers is a safe integer).
 *
 * ## Sums (Smith 1966, "Graphs and composite games"; Fraenkel & Yesha 1986, "The generalized
 * Sprague–Grundy function and its invariance under certain mappings"; Winning Ways ch. 12)
 *
 * γ(G + H) from γ(G) and γ(H): a ⊕ b (nim-sum) for two nimbers; ∞(K ⊕ a) for ∞(K) and a
 * nimber a (K xor a elementwise); ∞(∅) — a draw — for two infinite values (every option of
 * the sum keeps an infinite component, so none has a finite value).
 *
 * @module
 */
import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
function isNimber(x) {
    return (typeof x === "number" && Number.isSafeInteger(x) && x >= 0) || (typeof x === "bigint" && x >= 0n);
}
function checkGamma(g) {
    if (isNimber(g))
        return;
    if (typeof g === "object" && g !== null && g.infinite === true && Array.isArray(g.K))
        return;
    throw new InputError("a γ value: a non-negative integer or { infinite: true, K: [...] }", describeValue(g));
}
/** ∞(K) with K sorted and without repeats. */
export function infiniteGamma(K) {
    return { infinite: true, K: [...new Set(K)].sort((a, b) => a - b) };
}
const ascending = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
/**
 * γ of a disjunctive sum from its components' γ values, exactly (Smith's rule, see the
 * module notes); ∞(K) comes with K ascending and without repeats.
 *
 * @param values - γ of each component (an empty sum is 0)
 * @returns γ of the sum, its nimbers as bigints
 * @example sumOfGammas([{ infinite: true, K: [0, 2] }, 3n]) // { infinite: true, K: [1n, 3n] }
 */
export function sumOfGammas(values) {
    let a = 0n;
    let infinite;
    let infinites = 0;
    for (const v of values) {
        checkGamma(v);
        if (typeof v === "object") {
            infinite = v.K;
            infinites++;
        }
        else
            a ^= BigInt(v);
    }
    if (infinites === 0)
        return a;
    if (infinites > 1)
        return { infinite: true, K: [] };
    return { infinite: true, K: [...new Set(infinite.map((k) => BigInt(k) ^ a))].sort(ascending) };
}
/**
 * γ of a disjunctive sum from its components' γ values (Smith's theorem): a ⊕ b for two
 * nimbers, ∞(K ⊕ a) for ∞(K) and a nimber a, ∞(∅) (a draw) for two infinite values.
 *
 * @param a - γ of one component
 * @param b - γ of the other
 * @returns γ of their sum
 * @example gammaSum({ infinite: true, K: [0, 2] }, 3) // { infinite: true, K: [1, 3] }
 */
export function gammaSum(a, b) {
    const s = sumOfGammas([a, b]);
    return typeof s === "bigint" ? Number(s) : { infinite: true, K: s.K.map(Number) };
}
/**
 * The outcome a γ value means: 0 → P; a positive nimber → N; ∞(K) → N when 0 ∈ K, else D.
 *
 * @example outcomeOfGamma({ infinite: true, K: [1] }) // 'D'
 */
export function outcomeOfGamma(g) {
    checkGamma(g);
    if (typeof g !== "object")
        return g === 0 || g === 0n ? "P" : "N";
    return g.K.some((k) => k === 0 || k === 0n) ? "N" : "D";
}
/**
 * Writes a γ value: `3`, `∞(0,2)`, and `∞` when K is empty.
 *
 * @param g - the value
 * @returns the text
 * @example formatGamma({ infinite: true, K: [0, 2] }) // "∞(0,2)"
 */
export function formatGamma(g) {
    if (typeof g !== "object")
        return String(g);
    checkGamma(g);
    return g.K.length === 0 ? "∞" : `∞(${g.K.join(",")})`;
}
//# sourceMappingURL=gamma.js.map