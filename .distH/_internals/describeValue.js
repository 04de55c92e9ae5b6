// The readable form of a value that error messages quote.
/** A readable version of any value for an error message (strings as they are). */
export function describeValue(value) {
    if (typeof value === "string")
        return value;
    if (typeof value === "bigint")
        return `${value}n`;
    if (value === null || typeof value !== "object")
        return String(value);
    try {
        return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}n` : v)) ?? String(value);
    }
    catch {
        return Object.prototype.toString.call(value);
    }
}
//# sourceMappingURL=describeValue.js.map