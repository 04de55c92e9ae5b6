/** A count with thousands separators, rounded to a whole number: 1,234,567. */
export declare const group: (x: number) => string;
/** Bytes as MiB: one decimal below 16 MiB, whole above. */
export declare const mib: (bytes: number) => string;
