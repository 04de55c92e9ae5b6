import type { MovesTo } from "../family.js";
import { type MoorePosition } from "./rules.js";
/** Leaves the position to the engine (undefined), or refuses it when no search could look through its options. */
export declare function toEngine(p: MoorePosition, what: string): undefined;
/** Moore: P exactly when every binary column of the heaps sums to a multiple of k + 1. */
export declare function mooreIsP({ k, heaps }: MoorePosition): boolean;
/**
 * Every move to a P-position, in closed form at any size (at most `limit`; when the search
 * passes its work bound it settles for the moves found and Moore's, with complete false).
 *
 * A move is the set S of heaps it lowers (1 ≤ |S| ≤ k) and their new values. The heaps
 * outside S keep their bits, so column b must get exactly r_b = −(ones outside S) mod
 * (k + 1) ones from S (r_b ≤ |S|, else S cannot). Column by column from the top, a heap
 * of S is "tight" while its new value equals its old one so far: a tight heap must get 0
 * where it had 0, keeps tight where it gets its 1, and is lowered (free from then on)
 * where it gets 0 instead of its 1; every heap of S must be free at the end. Which new
 * values follow depends only on the tight set, so `feasible(b, T)` (memoised) says
 * whether columns b…0 can be completed from tight set T; the search only enters feasible
 * states, so it finds every move of S and no dead end. A smaller tight set is never worse
 * (a free heap can do whatever a tight one can), so `feasible` needs only the choices
 * keeping as few heaps tight as the count r_b allows. Different S or different new values
 * give different moves, so each is listed once.
 */
export declare function mooreWinningMoves(p: MoorePosition, limit: number): MovesTo<MoorePosition>;
