import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import { mexOf } from "./_internals/mexOf.js";
/**
 * The minimum excludant: the least non-negative integer not in `values`.
 *
 * @param values - non-negative integers, in any order, repeats allowed
 * @returns mex(values)
 * @example mex([0, 1, 3]) // 2
 */
export function mex(values) {
    if (values === null || typeof values?.[Symbol.iterator] !== "function") {
        throw new InputError("a list of non-negative integers", describeValue(values));
    }
    return mexOf(values);
}
//# sourceMappingURL=mex.js.map