import { MAX_SEQUENCE_LENGTH } from "../values.js";
/** Checks a requested length: a RangeError unless 0 ≤ count ≤ MAX_SEQUENCE_LENGTH. */
export function checkLength(count) {
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_SEQUENCE_LENGTH) {
        throw new RangeError(`a sequence length must be an integer from 0 to ${MAX_SEQUENCE_LENGTH}, got ${count}`);
    }
}
//# sourceMappingURL=checkLength.js.map