import { type Piles } from "../_internals/pairs.js";
/**
 * `euclid(a,b)`: Euclid's game, exact at any size. Values along a stage are known in
 * closed form (see euclidGrundy), and so are remoteness and suspense, which coincide here:
 * with t the value of P_0, P_j is worth t + 1 for j ≥ 1 when t is even; when t is odd P_1
 * is worth t + 1 and P_j, j ≥ 2, t + 2 (the winner moves to P_1).
 */
export declare const euclidFamily: import("../family.js").Family<Piles>;
