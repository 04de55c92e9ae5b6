import type { Family } from "../family.js";
/** Whether a value is a family record (made by {@link defineFamily} or built in). */
export declare function isFamily(x: unknown): x is Family;
/**
 * Brands a complete record as a family. The built-ins use it directly (their `read` takes
 * the call's {@link Args}); {@link defineFamily} is this with `read` made from `parse`.
 */
export declare function family<P>(record: Omit<Family<P>, "aliases"> & {
    aliases?: readonly string[];
}): Family<P>;
