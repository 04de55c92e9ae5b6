/** Sets of values below 32·words, and per set the words before which all are ones. */
export interface ValueSets {
    readonly words: number;
    readonly bits: Int32Array;
    readonly full: Int32Array;
}
/** `count` empty sets of values below 32·words. */
export declare function valueSets(count: number, words: number): ValueSets;
/** Puts v in set `set`. */
export declare function addValue(s: ValueSets, set: number, v: number): void;
/** The least value in none of the sets a, b and c. */
export declare function mexOfThree(s: ValueSets, a: number, b: number, c: number): number;
/** Empties set `set`. */
export declare function clearSet(s: ValueSets, set: number): void;
