// How `grundy solve` and its subcommands write counts and sizes.
/** A count with thousands separators, rounded to a whole number: 1,234,567. */
export const group = (x) => Math.round(x).toLocaleString("en-US");
/** Bytes as MiB: one decimal below 16 MiB, whole above. */
export const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 24 ? 1 : 0)} MiB`;
//# sourceMappingURL=counts.js.map