// The search behind `analyze` and `play` for Cram boards the plain engine cannot value:
// the value of a board, and its options of a given value (winning moves: an option of value
// 0, or of the value that zeroes the sum), by the value-targeted search of src/search.
import { SearchBudget } from "../../core/solver.js";
import { GrundyError } from "../../errors.js";
import type { MovesTo } from "../family.js";
import { NimberSearch, PAUSED } from "../../search/nimberSearch.js";
import { TranspositionTable } from "../../search/transpositionTable.js";
import { answerQuery } from "../../search/valueQuery.js";
import { type CramBoard, isBlank } from "./board.js";
import { cramMoves } from "./rules.js";
import { cramSearchFamily, SEARCH_MAX_CELLS, SEARCH_MAX_SIDE } from "./searchFamily.js";

/** Boards of more cells than this go to the search (the engine values smaller ones in well under a second). */
const SEARCH_FROM_CELLS = 24;
/** The most positions one answer may expand (about 20 s) when no budget is given: past it, a GrundyError says how to go further. */
const SEARCH_BUDGET = 2_000_000;

let shared: NimberSearch<CramBoard> | undefined;
/** One search and table (at most 256 MiB, grown as needed) for every question of the process. */
function search(): NimberSearch<CramBoard> {
  shared ??= new NimberSearch(cramSearchFamily, TranspositionTable.forMemory(2 ** 28));
  return shared;
}

const inReach = (b: CramBoard): boolean => {
  const n = b.rows * b.columns;
  return n > SEARCH_FROM_CELLS && ((n <= SEARCH_MAX_CELLS && Math.max(b.rows, b.columns) <= SEARCH_MAX_SIDE) || b.rows === 1 || b.columns === 1);
};

/**
 * The answer of one query (the value if in `set`, else −1), within the budget: the positions
 * it expands are spent from `budget` (one unit each), or from {@link SEARCH_BUDGET} without one.
 */
function ask(b: CramBoard, set: number, budget: SearchBudget = new SearchBudget(SEARCH_BUDGET)): number {
  const s = search();
  const before = s.nodes;
  const r = answerQuery(s, b, set, Math.max(0, budget.limit - budget.spent));
  budget.spent += s.nodes - before;
  if (r === PAUSED) {
    const solve = isBlank(b) ? `; \`grundy solve cram ${b.rows} ${b.columns}\` searches it without one` : "";
    throw new GrundyError(
      `cram: the search for a ${b.rows} × ${b.columns} board's value stopped when its budget (${budget.limit.toLocaleString("en-US")} moves and positions) was spent: --budget raises it ("infinity" lifts it)${solve}`,
    );
  }
  return r;
}

/** The value of a board of 25 … 64 cells by the search, its positions spent from `budget` (undefined for other boards: theory or the engine answer). */
export function searchGrundy(b: CramBoard, budget?: SearchBudget): bigint | undefined {
  if (!inReach(b)) return undefined;
  return BigInt(ask(b, 0xffffffff, budget));
}

/** The options of value `target` of a board of 25 … 64 cells, at most `limit`, by the search (within `budget`, as {@link searchGrundy}). */
export function searchMovesTo(b: CramBoard, target: bigint, limit: number, budget?: SearchBudget): MovesTo<CramBoard> | undefined {
  if (!inReach(b) || target > 31n) return undefined;
  const moves: CramBoard[] = [];
  const t = Number(target);
  for (const o of cramMoves(b)) {
    const v = o.rows * o.columns > 0 ? ask(o, 1 << t, budget) : 0;
    if (v !== t) continue;
    if (moves.length >= limit) return { moves, complete: false };
    moves.push(o);
  }
  return { moves, complete: true };
}
