import { GameError } from "../../errors.js";
/** Marks records made by {@link defineFamily} and the built-ins (a registered symbol: it survives two copies of the package). */
const FAMILY = Symbol.for("grundy.family");
/** Whether a value is a family record (made by {@link defineFamily} or built in). */
export function isFamily(x) {
    return typeof x === "object" && x !== null && x[FAMILY] === true;
}
const NAME = /^[A-Za-z][A-Za-z0-9_']*$/;
/**
 * Brands a complete record as a family. The built-ins use it directly (their `read` takes
 * the call's {@link Args}); {@link defineFamily} is this with `read` made from `parse`.
 */
export function family(record) {
    for (const name of [record.name, ...(record.aliases ?? [])]) {
        if (!NAME.test(name))
            throw new GameError(`a family name is a letter followed by letters, digits, "_" or "'", got ${JSON.stringify(name)}`);
    }
    return Object.freeze({ ...record, aliases: record.aliases ?? [], [FAMILY]: true });
}
//# sourceMappingURL=familyRecord.js.map