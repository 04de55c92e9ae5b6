// Checks and codes the table's formats share (summary, binary layout, TSV).
import { InputError } from "../../../errors.js";
import { describeValue } from "../../../_internals/describeValue.js";
import { checkFsvpTable } from "../table.js";
/** Checks a table that has γ (solved without outcomesOnly). */
export function checkWithGamma(table) {
    checkFsvpTable(table);
    if (table.gamma.length !== table.count)
        throw new InputError("an fsvp table with γ (solved without outcomesOnly)", "a table of outcomes only");
}
/** Checks a table with γ and a range of its positions, from ≤ to ≤ count. */
export function checkRange(table, from, to) {
    checkWithGamma(table);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from > to || to > table.count) {
        throw new InputError(`positions from .. to with 0 ≤ from ≤ to ≤ ${table.count}`, `${describeValue(from)} .. ${describeValue(to)}`);
    }
}
/** The outcome letters by code. */
export const OUTCOME_LETTER = ["P", "N", "D"];
//# sourceMappingURL=checks.js.map