/** Heap sizes, largest first (the family keeps them sorted, so equal positions print alike). */
type Heaps = readonly number[];
/**
 * `fsvp(h1,h2,…)`: Fair Shares and Varied Pairs, a loopy game — `fsvp(10)` is the single heap
 * of 10 coins, `fsvp(3,2,1)` the heaps 3, 2 and 1. The engine explores every position
 * reachable (for a single heap of a composite n, every partition of n); `grundy solve fsvp n`
 * solves all p(n) positions at once with its own solver.
 */
export declare const fsvpFamily: import("../family.js").Family<Heaps>;
export {};
