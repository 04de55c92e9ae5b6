import type { Analysis } from "../analysis.js";
import type { Term } from "./term.js";
import type { Base } from "./verdict.js";
/**
 * A sum with a loopy game, by Smith's theorem: γ of the sum from the components' γ values
 * (a ⊕ b; ∞(K) ⊕ a = ∞(K ⊕ a); two infinite values: ∞, a draw). Winning moves go to a
 * position of γ 0; listed first is the one the perfect player makes: for one component the
 * option of least remoteness, for several the one whose components' Fraenkel–Yesha counters
 * add up least (a rise answered this way cannot repeat for ever: the total shrinks, so the
 * win arrives). From a draw, the moves that keep it.
 */
export declare function loopySum(terms: Term[], base: Base, limit: number): Analysis;
