// Colours for a terminal that has them (SGR escape codes), plain text otherwise.

/** The few styles the terminal player uses. */
export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  green(s: string): string;
  red(s: string): string;
  cyan(s: string): string;
  yellow(s: string): string;
}

const sgr =
  (on: number, off: number) =>
  (s: string): string =>
    `\x1b[${on}m${s}\x1b[${off}m`;

/** Styles as escape codes. */
export const COLOURS: Paint = { bold: sgr(1, 22), dim: sgr(2, 22), green: sgr(32, 39), red: sgr(31, 39), cyan: sgr(36, 39), yellow: sgr(33, 39) };

const id = (s: string): string => s;

/** No styles: plain text. */
export const PLAIN: Paint = { bold: id, dim: id, green: id, red: id, cyan: id, yellow: id };

/** Visible length of a string that may hold colour codes. */
export const visible = (s: string): number => s.replace(/\x1b\[[0-9;]*m/g, "").length;
