// Colours for a terminal that has them (SGR escape codes), plain text otherwise.
const sgr = (on, off) => (s) => `\x1b[${on}m${s}\x1b[${off}m`;
/** Styles as escape codes. */
export const COLOURS = { bold: sgr(1, 22), dim: sgr(2, 22), green: sgr(32, 39), red: sgr(31, 39), cyan: sgr(36, 39), yellow: sgr(33, 39) };
const id = (s) => s;
/** No styles: plain text. */
export const PLAIN = { bold: id, dim: id, green: id, red: id, cyan: id, yellow: id };
/** Visible length of a string that may hold colour codes. */
export const visible = (s) => s.replace(/\x1b\[[0-9;]*m/g, "").length;
//# sourceMappingURL=paint.js.map