// How counts and sizes are written (grundy solve, its faces, grundy analyze and pattern).

/**
 * A count with thousands separators, rounded to a whole number: 1,234,567 (as
 * toLocaleString("en-US") writes it, without its first call's ≈ 10 ms loading ICU's data).
 */
export const group = (x: number): string => String(Math.round(x)).replace(/\B(?=(\d{3})+$)/g, ",");

/** Bytes as MiB: one decimal below 16 MiB, whole above. */
export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 24 ? 1 : 0)} MiB`;
