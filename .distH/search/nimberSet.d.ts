/** Every nimber the search represents: 0 … 31. */
export declare const ALL = 4294967295;
/** The set {0 … k} (k ≤ 31). */
export declare const upTo: (k: number) => number;
/** The largest element of a non-empty set. */
export declare const largest: (s: number) => number;
/** The number of elements. */
export declare function count(s: number): number;
/** {v ⊕ x : v ∈ s} for x < 32: the set a component must hit for the option's sum to hit s. */
export declare function xorSet(s: number, x: number): number;
