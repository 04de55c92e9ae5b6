/**
 * A value inside a call: an integer, a string, a set of integers, or a free variable (a
 * lowercase name, accepted only when the parser is asked for variables: `grundy pattern`).
 */
export type Atom =
  | { kind: "int"; value: bigint; column: number; text: string }
  | { kind: "string"; value: string; column: number }
  | { kind: "set"; values: bigint[]; column: number }
  | { kind: "var"; name: string; column: number };

/** A comma-separated group of atoms, e.g. `1,3` in `strip(10; 1,3 2,7)`. */
export type Tuple = Atom[];

/** One call such as `wythoff(8,4)`: its arguments are sections (split by `;`) of tuples (split by spaces). */
export interface Call {
  name: string;
  column: number;
  sections: Tuple[][];
  /** The column of the closing ")" (where a missing argument is). */
  closeColumn?: number;
  /** The columns of the ";" between sections. */
  semicolons?: number[];
  /** How many copies of the position the sum holds: `kayles(3)*1000` or `1000*kayles(3)`. @defaultValue 1 */
  copies?: { value: bigint; column: number; text: string };
}

/** A sum of calls joined by `+`. */
export interface Expression {
  terms: Call[];
  source: string;
}
