// What theory knows of Cram without a search: strips, 2 × n boards and boards with a
// half-turn symmetry strategy. Each region of a board is looked up on its own (a board is
// the sum of its regions); a region the theory does not decide is the engine's.
import { NAMED_HEAP_RULES } from "../../heap/namedHeapRules.js";
import { heapValue } from "../heaps/values.js";
import { boardKey, cellsOf, regions } from "./board.js";
import { cramMoves } from "./rules.js";
const DAWSON = NAMED_HEAP_RULES.find((r) => r.name === "dawson").rules;
/*
 * The half-turn (central symmetry) strategy. Let a board be the same after a half turn of
 * its grid. A domino D and its image D' share a cell only when D' = D (D's midpoint is the
 * centre: an even × odd grid, D across the middle) or when D holds the centre cell (an
 * odd × odd grid). If neither can happen — the centre cell, if any, is filled, and the
 * centre domino, if any, is not free — the second player answers every D with D' (its
 * cells were empty before D, as the board was symmetric, and D does not touch them), keeps
 * the board symmetric and makes the last move: the board is P (value 0). If the centre
 * domino is free, the first player takes it and plays that strategy from then on: N.
 * An odd × odd board with its centre cell empty is not decided. So an empty even × even
 * rectangle is 0, an empty even × odd one is N (its value is not told: 2 × 3 is 1, 4 × 5
 * is 2), and odd × odd is open (3 × 3 is 0, 3 × 5 is 1).
 */
export function halfTurnStrategy(b) {
    const { rows: h, columns: w } = b;
    const cells = cellsOf(b);
    const n = cells.length;
    for (let i = 0; i < n >> 1; i++)
        if (cells[i] !== cells[n - 1 - i])
            return undefined;
    if (h % 2 === 1 && w % 2 === 1)
        return cells[n >> 1] ? undefined : "P";
    if (h % 2 === 0 && w % 2 === 0)
        return "P";
    // one side odd: the two cells across the centre
    const [a, z] = h % 2 === 0 ? [(h / 2 - 1) * w + (w - 1) / 2, (h / 2) * w + (w - 1) / 2] : [((h - 1) / 2) * w + w / 2 - 1, ((h - 1) / 2) * w + w / 2];
    return cells[a] && cells[z] ? "N" : "P";
}
/**
 * The value of one region (upright: rows ≥ columns, as {@link regions} makes them) when
 * theory gives it:
 * - one column of n cells: Dawson's Kayles (0.07) at n — a domino takes two adjacent cells
 *   of the strip and leaves the two ends — from the heap sequences (src/sequence), at any n;
 * - a full 2 × n grid: 0 for even n (half turn), 1 for odd n (checked against the engine
 *   on every n ≤ 13 in test/games/cram/family.test.ts);
 * - a board the half-turn strategy makes P: 0.
 */
export function regionValue(r) {
    if (r.columns === 1)
        return heapValue(DAWSON, BigInt(r.rows), () => `cram(${r.rows},1)`);
    const full = r.empty === (1n << BigInt(r.rows * r.columns)) - 1n;
    if (r.columns === 2 && full)
        return r.rows % 2;
    return halfTurnStrategy(r) === "P" ? 0 : undefined;
}
/**
 * The Grundy value of a board from theory: the nim-sum of its regions' values, where
 * regions the theory leaves open come in equal pairs (they cancel); undefined otherwise.
 */
export function closedGrundy(b) {
    let x = 0;
    const open = new Map();
    for (const r of regions(b)) {
        const v = regionValue(r);
        if (v !== undefined)
            x ^= v;
        else {
            const k = boardKey(r);
            open.set(k, (open.get(k) ?? 0) ^ 1);
        }
    }
    for (const odd of open.values())
        if (odd)
            return undefined;
    return BigInt(x);
}
/**
 * P or not from theory: the half-turn strategy on the whole board, else the regions'
 * values, else N when some option is P by the half-turn strategy (the mirror image of the
 * opponent's last domino, on a board that was symmetric).
 */
export function closedIsP(b) {
    const s = halfTurnStrategy(b);
    if (s !== undefined)
        return s === "P";
    const g = closedGrundy(b);
    if (g !== undefined)
        return g === 0n;
    for (const o of cramMoves(b))
        if (halfTurnStrategy(o) === "P")
            return false;
    return undefined;
}
/** Boards past this many cells, where the engine is slow, take the half-turn strategy's moves when the theory cannot list them all. */
const STRATEGY_CELLS = 30;
/**
 * The options of value `target` from theory: all of them when theory values every option;
 * else, for target 0 on a large board, the options the half-turn strategy makes P (the
 * centre domino of an even × odd board, or the mirror image of the opponent's last domino),
 * marked incomplete; else undefined (the engine lists them).
 */
export function closedMovesTo(b, target, limit) {
    const moves = [];
    let complete = true;
    let decided = true;
    for (const o of cramMoves(b)) {
        const g = closedGrundy(o);
        if (g === undefined) {
            decided = false;
            break;
        }
        if (g !== target)
            continue;
        if (moves.length >= limit)
            complete = false;
        else
            moves.push(o);
    }
    if (decided)
        return { moves, complete };
    if (target !== 0n || b.rows * b.columns <= STRATEGY_CELLS)
        return undefined;
    const symmetric = [];
    for (const o of cramMoves(b)) {
        if (symmetric.length >= limit)
            break;
        if (halfTurnStrategy(o) === "P")
            symmetric.push(o);
    }
    return symmetric.length > 0 ? { moves: symmetric, complete: false } : undefined;
}
//# sourceMappingURL=closedForms.js.map