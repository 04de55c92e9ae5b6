import { GrundyError } from "../errors.js";
import {
  stripBlankGrundy,
  stripColouringGame,
  stripColouringPeriodicity,
  stripColouringSegments,
  type StripBoard,
} from "../games/stripColouring.js";
import type { Term } from "./term.js";

const ENGINE_COLUMNS = 10;

type Cell = readonly [row: 1 | 2, column: bigint];

const cmp = (x: Cell, y: Cell): number => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[0] - y[0]);

/** A 2×n strip-colouring board with coloured cells as a term; exact for any n. @internal */
export function stripTerm(n: bigint, coloured: readonly Cell[]): Term {
  const seen = new Set<string>();
  const cells = [...coloured].sort(cmp).filter(([r, c]) => !seen.has(`${r},${c}`) && !!seen.add(`${r},${c}`));
  const text = `strip(${n}${cells.length ? `; ${cells.map(([r, c]) => `${r},${c}`).join(" ")}` : ""})`;
  const segments = stripColouringSegments(n, cells);
  const x = segments.reduce((a, s) => a ^ s.value, 0);
  const with_ = (...more: Cell[]): Term => stripTerm(n, [...cells, ...more]);
  const term: Term = {
    text,
    grundy: () => BigInt(x),
    movesTo(target, limit) {
      const { preperiod, period } = stripColouringPeriodicity();
      // a blank run longer than this repeats its option values with the period: list the
      // moves near its left end and say the list is not complete
      const scan = 2 * (preperiod + period) + 4;
      const moves: Term[] = [];
      let complete = true;
      const add = (t: Term): void => {
        if (moves.length < limit) moves.push(t);
        else complete = false;
      };
      const g = stripBlankGrundy;
      for (const s of segments) {
        const want = s.value ^ x ^ Number(target);
        if (s.kind === "lone") {
          if (want === 0) add(with_([s.row, s.column]));
          continue;
        }
        const span = s.length > BigInt(scan) ? BigInt(scan) : s.length;
        if (span < s.length) complete = false;
        for (let i = 0n; i < span; i++) {
          if ((g(i) ^ g(s.length - 1n - i) ^ 1) === want) {
            add(with_([1, s.first + i]));
            add(with_([2, s.first + i]));
          }
          if (i + 2n <= s.length && (g(i) ^ g(s.length - 2n - i)) === want) {
            add(with_([1, s.first + i], [2, s.first + i], [1, s.first + i + 1n], [2, s.first + i + 1n]));
          }
        }
      }
      return { moves, complete };
    },
    engine() {
      if (n > BigInt(ENGINE_COLUMNS)) throw new GrundyError(`${text}: boards wider than ${ENGINE_COLUMNS} columns are too large for the generic solver`);
      const board = Array.from({ length: Number(n) }, () => 0);
      for (const [r, c] of cells) board[Number(c) - 1]! |= r;
      return {
        game: stripColouringGame,
        position: board as StripBoard,
        toTerm: (b: StripBoard) => {
          const out: Cell[] = [];
          b.forEach((bits, i) => {
            if (bits & 1) out.push([1, BigInt(i + 1)]);
            if (bits & 2) out.push([2, BigInt(i + 1)]);
          });
          return stripTerm(n, out);
        },
      };
    },
  };
  return term;
}
