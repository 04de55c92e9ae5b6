/**
 * Calls `factory(...args)` through a fresh copy of the factory's code.
 */
export declare function specialize<A extends unknown[], R>(factory: (...args: A) => R, ...args: A): R;
