import { defineGame } from "../core/game.js";
import { InputError } from "../errors.js";
import { stripBlankGrundy, stripColouringPeriodicity, stripColouringSegments } from "../games/stripColouring.js";
import { family } from "./family.js";

type Cell = readonly [row: 1 | 2, column: bigint];

/** A 2×n strip with some cells coloured: cells sorted by column then row, each once. */
export interface Strip {
  readonly n: bigint;
  readonly cells: readonly Cell[];
}

const cmp = (x: Cell, y: Cell): number => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[0] - y[0]);

function strip(n: bigint, coloured: readonly Cell[]): Strip {
  const seen = new Set<string>();
  const cells = [...coloured].sort(cmp).filter(([r, c]) => !seen.has(`${r},${c}`) && !!seen.add(`${r},${c}`));
  return { n, cells };
}

const print = ({ n, cells }: Strip): string => `strip(${n}${cells.length ? `; ${cells.map(([r, c]) => `${r},${c}`).join(" ")}` : ""})`;

/** A move colours one blank cell, or a blank 2×2 square (two adjacent blank columns). */
const game = defineGame<Strip>({
  name: "strip",
  moves: function* (s) {
    const taken = new Set(s.cells.map(([r, c]) => `${r},${c}`));
    const blank = (r: number, c: bigint): boolean => !taken.has(`${r},${c}`);
    for (let c = 1n; c <= s.n; c++) {
      for (const r of [1, 2] as const) if (blank(r, c)) yield strip(s.n, [...s.cells, [r, c]]);
      if (c < s.n && blank(1, c) && blank(2, c) && blank(1, c + 1n) && blank(2, c + 1n)) {
        yield strip(s.n, [...s.cells, [1, c], [2, c], [1, c + 1n], [2, c + 1n]]);
      }
    }
  },
  key: print,
  show: print,
});

const USAGE = "strip(n; row,column …)";

/** `strip(n; row,column …)`: colouring a 2×n strip, exact for any n (proven period of blank runs). */
export const stripFamily = family<Strip>({
  name: "strip",
  usage: USAGE,
  summary: "colouring a 2×n strip with 1×1 and 2×2 tiles, some cells already coloured",
  game,
  read(a) {
    a.sections(2);
    const [n] = a.ints(0, 1, "the number of columns");
    const cells: Cell[] = [];
    for (const tuple of a.call.sections[1] ?? []) {
      const [r, c] = tuple;
      if (tuple.length !== 2) throw new InputError(`a cell row,column in ${USAGE}`, tuple.map((t) => (t.kind === "int" ? t.text : "?")).join(","), { column: tuple[0]?.column ?? a.call.column });
      const row = a.int(r, "a row, 1 or 2");
      const column = a.int(c, "a column");
      if (row !== 1n && row !== 2n) throw new InputError("a row, 1 or 2", String(row), { column: r!.column });
      if (column < 1n || column > n!) throw new InputError(`a column from 1 to ${n}`, String(column), { column: c!.column });
      cells.push([row === 1n ? 1 : 2, column]);
    }
    return strip(n!, cells);
  },
  print,
  grundy: ({ n, cells }) => BigInt(stripColouringSegments(n, cells).reduce((a, s) => a ^ s.value, 0)),
  movesTo({ n, cells }, target, limit) {
    const segments = stripColouringSegments(n, cells);
    const x = segments.reduce((a, s) => a ^ s.value, 0);
    const { preperiod, period } = stripColouringPeriodicity();
    // a blank run longer than this repeats its option values with the period: list the
    // moves near its left end and say the list is not complete
    const scan = 2 * (preperiod + period) + 4;
    const moves: Strip[] = [];
    let complete = true;
    const add = (...more: Cell[]): void => {
      if (moves.length < limit) moves.push(strip(n, [...cells, ...more]));
      else complete = false;
    };
    const g = stripBlankGrundy;
    for (const s of segments) {
      const want = s.value ^ x ^ Number(target);
      if (s.kind === "lone") {
        if (want === 0) add([s.row, s.column]);
        continue;
      }
      const span = s.length > BigInt(scan) ? BigInt(scan) : s.length;
      if (span < s.length) complete = false;
      for (let i = 0n; i < span; i++) {
        if ((g(i) ^ g(s.length - 1n - i) ^ 1) === want) {
          add([1, s.first + i]);
          add([2, s.first + i]);
        }
        if (i + 2n <= s.length && (g(i) ^ g(s.length - 2n - i)) === want) {
          add([1, s.first + i], [2, s.first + i], [1, s.first + i + 1n], [2, s.first + i + 1n]);
        }
      }
    }
    return { moves, complete };
  },
});
