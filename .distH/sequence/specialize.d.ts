/**
 * Calls `factory(...args)` through a fresh copy of the factory's code. @internal
 */
export declare function specialize<A extends unknown[], R>(factory: (...args: A) => R, ...args: A): R;
