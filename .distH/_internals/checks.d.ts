/**
 * Checks an option against its valid values: an unknown value is an `InputError`
 * that lists them (`undefined` passes: the option's default applies).
 */
export declare function checkOption<T extends string>(name: string, value: unknown, valid: readonly T[]): T | undefined;
/**
 * Checks a count or pile size given as a number or a bigint: a non-negative integer (a safe
 * integer when a number), else an `InputError` naming it.
 */
export declare function nonNegativeInteger(x: unknown, what: string): bigint;
/** Checks a two-pile position `[a, b]` of non-negative safe integers, naming the game. */
export declare function checkedPair(position: unknown, game: string): readonly [number, number];
