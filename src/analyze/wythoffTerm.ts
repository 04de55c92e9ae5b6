import { GrundyError } from "../errors.js";
import { wythoffGame, wythoffIsP, wythoffWinningMoves, type WythoffPosition } from "../games/wythoff.js";
import { wythoffGrundyTable, type WythoffGrundyTable } from "../games/wythoffGrundyTable.js";
import type { Term } from "./term.js";

/** Grundy values of Wythoff's game are known in closed form only where they are 0. */
const TABLE_LIMIT = 4096;
const ENGINE_LIMIT = 2_000_000;
let table: WythoffGrundyTable | undefined;

function tableValue(a: bigint, b: bigint, text: string): number {
  if (a >= BigInt(TABLE_LIMIT) || b >= BigInt(TABLE_LIMIT)) {
    throw new GrundyError(
      `${text}: Wythoff's Grundy values have no closed form past G = 0; they are tabulated for piles below ${TABLE_LIMIT} (the outcome alone is exact at any size)`,
    );
  }
  const need = Math.max(Number(a), Number(b)) + 1;
  if (!table || table.size < need) table = wythoffGrundyTable(Math.max(need, Math.min(TABLE_LIMIT, 2 * (table?.size ?? 64))));
  return table.at(Number(a), Number(b));
}

/** A Wythoff position as a term: exact P-positions and winning moves at any size. @internal */
export function wythoffTerm(a: bigint, b: bigint): Term {
  const text = `wythoff(${a},${b})`;
  const term: Term = {
    text,
    grundy: () => (wythoffIsP(a, b) ? 0n : BigInt(tableValue(a, b, text))),
    isP: () => wythoffIsP(a, b),
    movesTo(target, limit) {
      let options: [bigint, bigint][];
      if (target === 0n) options = wythoffWinningMoves(a, b);
      else {
        tableValue(a, b, text); // fails clearly when out of reach
        options = [];
        for (let x = 0n; x < a; x++) options.push([x, b]);
        for (let y = 0n; y < b; y++) options.push([a, y]);
        for (let d = 1n; d <= (a < b ? a : b); d++) options.push([a - d, b - d]);
        options = options.filter(([x, y]) => BigInt(tableValue(x, y, text)) === target);
      }
      return { moves: options.slice(0, limit).map(([x, y]) => wythoffTerm(x, y)), complete: options.length <= limit };
    },
    engine() {
      if ((a + 1n) * (b + 1n) > BigInt(ENGINE_LIMIT)) {
        throw new GrundyError(`${text} has more than ${ENGINE_LIMIT.toLocaleString("en-US")} positions below it: too many for the generic solver`);
      }
      return {
        game: wythoffGame,
        position: [Number(a), Number(b)] as WythoffPosition,
        toTerm: ([x, y]: WythoffPosition) => wythoffTerm(BigInt(x), BigInt(y)),
      };
    },
  };
  return term;
}
