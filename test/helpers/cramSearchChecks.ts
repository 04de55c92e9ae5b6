// The search on Cram (src/search, cramSearchFamily) against the plain engine on boards drawn by
// seeded generators: each check takes how many boards to draw, so that the suite
// (test/search/cramSearch.test.ts) draws the first few and test/exhaustive/cramSearch.ts all of
// them. Each returns its disagreements as text (empty when every value agrees).
import { boardOf, emptyBoard } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { grundy } from "../../src/index.js";
import { searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { seededRandom } from "./random.js";

export const engine = (b: ReturnType<typeof emptyBoard>): number => grundy(cram.game, b, { budget: Infinity });

/** The first `count` of 400 random boards of at most 16 cells with cells filled (seed 19), a fresh table for every other one. */
export function randomBoardDisagreements(count: number): string[] {
  const rnd = seededRandom(19);
  const table = new TranspositionTable(1 << 16);
  const wrong: string[] = [];
  for (let t = 0; t < count; t++) {
    const r = 1 + Math.floor(rnd() * 6);
    const c = 1 + Math.floor(rnd() * Math.min(8, Math.floor(16 / r)));
    const cells = Array.from({ length: r * c }, () => (rnd() < 0.25 ? 0 : 1));
    const b = boardOf(r, c, cells);
    // a fresh table half the time: values found alone, and with what earlier boards left
    const v = searchValue(cramSearchFamily, b, t % 2 ? { table } : {}).value;
    if (v !== engine(b)) wrong.push(`${r} × ${c} ${cells.join("")}: ${v}, the engine ${engine(b)}`);
  }
  return wrong;
}

/** The first `count` of 30 random 5 × 5 and 4 × 6 boards (seed 7) in one tiny table; and how many entries it replaced. */
export function tinyTableDisagreements(count: number): { wrong: string[]; replaced: number } {
  const rnd = seededRandom(7);
  const table = new TranspositionTable(1024);
  const wrong: string[] = [];
  for (let t = 0; t < count; t++) {
    const [r, c] = t % 2 ? [5, 5] : [4, 6];
    const cells = Array.from({ length: r * c }, () => (rnd() < 0.15 ? 0 : 1));
    const b = boardOf(r, c, cells);
    const v = searchValue(cramSearchFamily, b, { table }).value;
    if (v !== engine(b)) wrong.push(`${r} × ${c} ${cells.join("")}: ${v}, the engine ${engine(b)}`);
  }
  return { wrong, replaced: table.replaced };
}

/** The first `count` of 60 random 4 × 5 and 3 × 6 boards (seed 41), valued by the family and by one that never looks at the sink's done (it lists every option). */
export function blindFamilyDisagreements(count: number): string[] {
  const blind: typeof cramSearchFamily = {
    ...cramSearchFamily,
    options: (lo, hi, sink) => cramSearchFamily.options(lo, hi, { begin: () => sink.begin(), component: (a, b, k) => sink.component(a, b, k) }),
  };
  const rnd = seededRandom(41);
  const wrong: string[] = [];
  for (let t = 0; t < count; t++) {
    const [r, c] = t % 2 ? [4, 5] : [3, 6];
    const cells = Array.from({ length: r * c }, () => (rnd() < 0.15 ? 0 : 1));
    const b = boardOf(r, c, cells);
    const [seeing, listing, want] = [searchValue(cramSearchFamily, b).value, searchValue(blind, b).value, engine(b)];
    if (seeing !== want || listing !== want) wrong.push(`${cells.join("")}: ${seeing} and ${listing}, the engine ${want}`);
  }
  return wrong;
}

/** Published values of empty boards [rows, columns, value]: 3 × n (Lemoine & Viennot), 4 × n and 5 × n (beling/impartial-games). */
export const PUBLISHED: readonly (readonly [number, number, number])[] = [
  ...[0, 1, 1, 4, 1, 3, 1, 2, 0, 1, 2].map((v, i) => [3, 3 + i, v] as const), // 3 × 3 … 3 × 13
  ...[0, 2, 0, 3, 0, 1].map((v, i) => [4, 4 + i, v] as const), // 4 × 4 … 4 × 9
  ...[0, 2, 1].map((v, i) => [5, 5 + i, v] as const), // 5 × 5 … 5 × 7
];

/** The published boards whose search value (one table for all, in this order) differs. */
export function publishedDisagreements(boards: readonly (readonly [number, number, number])[]): string[] {
  const table = new TranspositionTable(1 << 22);
  const wrong: string[] = [];
  for (const [r, c, v] of boards) {
    const got = searchValue(cramSearchFamily, emptyBoard(r, c), { table }).value;
    if (got !== v) wrong.push(`${r} × ${c}: ${got}, published ${v}`);
  }
  return wrong;
}
