/*
 * The rows law: every row a of the table is additively periodic, v(a, b + p_a) = v(a, b) + s_a
 * for b ≥ b_a (Dress, Flammenkamp & Pink 1999 prove it for Wythoff's game and its kin; there
 * s_a = p_a), or the same along the columns. For each row the detector takes the least period
 * p_a whose agreement runs, from the least start b_a, over at least two periods and 16 values
 * past the first period, within the row as computed; the law covers the rows from the
 * first on as long as each has such a period (at least three rows, or all when fewer).
 */
import type { Expr, Program, Stmt } from "./code/program.js";
import type { Law2, RowsLaw } from "./law.js";
import { bin, cmp, ifExpr, int, ref } from "./programParts.js";
import { checkTable2, lastCell, type Table2 } from "./table2.js";

type Row = RowsLaw["rows"][number];

/** The values past the first period the agreement must cover. */
const LEAST_RUN = 16;

/**
 * The least additive period of s[0 … n−1], with its saltus and least start, when the agreement
 * runs over at least two periods and 16 values past the first period; else null.
 *
 * @example additivePeriod([0, 1, 2, 3, …, 40]) // { period: 1, saltus: 1, start: 0 }
 */
export function additivePeriod(s: ArrayLike<number>): { period: number; saltus: number; start: number } | null {
  const n = s.length;
  for (let p = 1; p + Math.max(p, LEAST_RUN) <= n; p++) {
    const saltus = s[n - 1]! - s[n - 1 - p]!;
    let j = n - 1 - p;
    while (j > 0 && s[j - 1 + p]! - s[j - 1]! === saltus) j--;
    if (n - j >= p + Math.max(p, LEAST_RUN)) return { period: p, saltus, start: j };
  }
  return null;
}

/** The rows (as index = the fixed coordinate) found along the table's rows, consecutive from the first. */
function periodicRows(values: Int32Array, rows: number, cols: number, first: number, from: number): Row[] {
  const found: Row[] = [];
  for (let i = 0; i < rows; i++) {
    const line = values.subarray(i * cols, (i + 1) * cols);
    const period = additivePeriod(line);
    if (period === null) break;
    found.push({ index: first + i, period: period.period, saltus: period.saltus, start: from + period.start, table: Array.from(line.subarray(0, period.start + period.period)) });
  }
  return found;
}

function transpose(table: Table2): Int32Array {
  const { rows, cols, values } = table;
  const t = new Int32Array(rows * cols);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) t[j * rows + i] = values[i * cols + j]!;
  return t;
}

/**
 * The rows law of a value table: along rows when every row from the first (at least three,
 * or all when fewer) is additively periodic; else along columns; else null.
 */
export function findRows(table: Table2): RowsLaw | null {
  checkTable2(table);
  const [a0, b0] = table.from;
  const law = (along: "rows" | "columns", rows: Row[]): RowsLaw => ({
    kind: "rows-additive",
    status: "verified",
    verifiedTo: lastCell(table),
    proof: null,
    of: "value",
    along,
    from: [a0, b0],
    rows,
  });
  const byRow = periodicRows(table.values, table.rows, table.cols, a0, b0);
  if (byRow.length >= Math.min(3, table.rows)) return law("rows", byRow);
  const byColumn = periodicRows(transpose(table), table.cols, table.rows, b0, a0);
  if (byColumn.length >= Math.min(3, table.cols)) return law("columns", byColumn);
  return null;
}

/** The row or column the law covers for (fixed, moving), or null. */
function lineOf(law: RowsLaw, fixed: bigint): Row | null {
  const i = fixed - BigInt(law.rows[0]?.index ?? 0);
  return i >= 0n && i < BigInt(law.rows.length) ? law.rows[Number(i)]! : null;
}

/** v on one additively periodic line at position j (≥ the line's first position `from`). */
function onLine(row: Row, from: number, j: bigint): bigint {
  const start = BigInt(row.start);
  if (j < start + BigInt(row.period)) return BigInt(row.table[Number(j) - from]!);
  const t = j - start;
  const p = BigInt(row.period);
  return BigInt(row.table[row.start - from + Number(t % p)]!) + BigInt(row.saltus) * (t / p);
}

/**
 * v(a, b) under the law, exactly. A symmetric law (v(a, b) = v(b, a) on the table) answers
 * (a, b) through (b, a) when only b's line is covered.
 *
 * @throws RangeError when neither line of (a, b) is covered
 */
export function evaluateRows(law: RowsLaw & Pick<Law2, "symmetric">, a: bigint, b: bigint): bigint {
  let [fixed, moving] = law.along === "rows" ? [a, b] : [b, a];
  const [fixedFrom, movingFrom] = law.along === "rows" ? law.from : [law.from[1], law.from[0]];
  let row = lineOf(law, fixed);
  if (row === null && law.symmetric === true) {
    [fixed, moving] = [moving, fixed];
    row = lineOf(law, fixed);
  }
  if (row === null || moving < BigInt(movingFrom) || fixed < BigInt(fixedFrom))
    throw new RangeError(`the law covers ${law.along} ${law.rows[0]?.index ?? 0} to ${law.rows.at(-1)?.index ?? -1}, not (${a}, ${b})`);
  return onLine(row, movingFrom, moving);
}

/** The law in plain lines: one line a row, "a  p_a  s_a  b_a". */
export function describeRows(law: RowsLaw): string {
  const [line, other] = law.along === "rows" ? ["a", "b"] : ["b", "a"];
  const lines = [
    `each ${law.along === "rows" ? "row" : "column"} ${line}: v(${law.along === "rows" ? "a, b + p" : "a + p, b"}) = v(a, b) + s for ${other} ≥ start`,
    `${line}\tp\ts\tstart`,
  ];
  for (const r of law.rows) lines.push(`${r.index}\t${r.period}\t${r.saltus}\t${r.start}`);
  return lines.join("\n");
}

/**
 * The law as a program `grundy(a, b)`, −1 outside the lines it covers. Five constant tables
 * (period, saltus, start, offset into values, values) indexed by the line: with
 * j = position − start, v = values[offset + position − from] below start + period, else
 * values[offset + start − from + (j mod p)] + s·(j div p).
 */
export function rowsProgram(law: RowsLaw & Pick<Law2, "symmetric">): Program {
  const first = law.rows[0]?.index ?? 0;
  const count = law.rows.length;
  const [fixedName, movingName] = law.along === "rows" ? ["a", "b"] : ["b", "a"];
  const movingFrom = law.along === "rows" ? law.from[1] : law.from[0];
  const offsets: bigint[] = [];
  const flat: bigint[] = [];
  for (const r of law.rows) {
    offsets.push(BigInt(flat.length));
    for (const v of r.table) flat.push(BigInt(v));
  }
  const at = (table: string, index: Expr): Expr => ({ op: "at", table, index });
  const covered = (x: Expr): Expr => bin("-", x, int(first));
  const inside = (x: Expr) => ({ op: "all" as const, xs: [cmp(">=", x, int(first)), cmp("<", x, int(first + count))] });
  const body: Stmt[] = [];
  if (law.symmetric === true) {
    body.push({ op: "let", name: "u", value: ifExpr(inside(ref(fixedName)), ref(fixedName), ref(movingName)) });
    body.push({ op: "let", name: "w", value: ifExpr(inside(ref(fixedName)), ref(movingName), ref(fixedName)) });
  } else {
    body.push({ op: "let", name: "u", value: ref(fixedName) }, { op: "let", name: "w", value: ref(movingName) });
  }
  const [i, j, o, s, p] = [ref("i"), ref("j"), ref("o"), ref("s"), ref("p")];
  body.push(
    { op: "return-if", cond: { op: "not", x: inside(ref("u")) }, value: int(-1) },
    { op: "let", name: "i", value: covered(ref("u")) },
    { op: "let", name: "o", value: at("offset", i) },
    { op: "let", name: "s", value: at("start", i) },
    { op: "let", name: "p", value: at("period", i) },
    { op: "return-if", cond: cmp("<", ref("w"), bin("+", s, p)), value: at("values", bin("+", o, bin("-", ref("w"), int(movingFrom)))) },
    { op: "let", name: "j", value: bin("-", ref("w"), s) },
    { op: "return", value: bin("+", at("values", bin("+", bin("+", o, bin("-", s, int(movingFrom))), bin("mod", j, p))), bin("*", at("saltus", i), bin("div", j, p))) },
  );
  return {
    name: "grundy",
    params: ["a", "b"],
    domain: [law.from[0], law.from[1]],
    returns: "value",
    tables: {
      period: law.rows.map((r) => BigInt(r.period)),
      saltus: law.rows.map((r) => BigInt(r.saltus)),
      start: law.rows.map((r) => BigInt(r.start)),
      offset: offsets,
      values: flat,
    },
    sets: {},
    body,
    comment: [
      `each ${law.along === "rows" ? "row a" : "column b"} additively periodic: v = values below start + p, then + s every p`,
      `covers ${fixedName} = ${first} … ${first + count - 1}${law.symmetric === true ? " (and their mirrors)" : ""}; −1 elsewhere; verified on the table computed`,
    ],
    wide: false,
  };
}
