// Cram by its rules, written plainly for the tests: boards as strings of "." and "#", the
// tests' own domino move generator and a memoised mex recursion (none of the library's
// bitboards, regions, symmetries or closed forms); and the checks of the library against it,
// each over a list of boards, so that the suite runs them on a seeded sample
// (test/games/cram/family.test.ts) and test/exhaustive/cram.ts on every board.
import { analyze, grundy, parseExpression } from "../../src/index.js";
import { cram } from "../../src/games/cram/index.js";
import { type CramBoard, boardKey, boardText } from "../../src/games/cram/board.js";
import { BUILTINS } from "../../src/games/registry.js";
import { seededInts } from "./random.js";

/** A board: its rows of "." (empty) and "#" (filled). */
export type Grid = string[];

/** Every option: a domino on two empty cells side by side. */
export function options(g: Grid): Grid[] {
  const out: Grid[] = [];
  const set = (rows: string[], r: number, c: number): void => {
    rows[r] = `${rows[r]!.slice(0, c)}#${rows[r]!.slice(c + 1)}`;
  };
  for (let r = 0; r < g.length; r++) {
    for (let c = 0; c < g[r]!.length; c++) {
      if (g[r]![c] !== ".") continue;
      if (g[r]![c + 1] === ".") {
        const next = g.slice();
        set(next, r, c);
        set(next, r, c + 1);
        out.push(next);
      }
      if (g[r + 1]?.[c] === ".") {
        const next = g.slice();
        set(next, r, c);
        set(next, r + 1, c);
        out.push(next);
      }
    }
  }
  return out;
}

const mexOf = (values: number[]): number => {
  let m = 0;
  while (values.includes(m)) m++;
  return m;
};

const seen = new Map<string, number>();
/** The Grundy value by the definition: mex of the options' values (the depth is at most cells / 2). */
export function G(g: Grid): number {
  const k = g.join("/");
  let v = seen.get(k);
  if (v === undefined) seen.set(k, (v = mexOf(options(g).map(G))));
  return v;
}

/** The board a call reads to, through the registry analyze uses. */
export const read = (call: string): CramBoard => BUILTINS.read(parseExpression(call).terms[0]!).position as CramBoard;
export const gridOf = (b: CramBoard): Grid => boardText(b).split("/");
const readGrid = (g: Grid): CramBoard => read(`cram("${g.join("/")}")`);

/** The r × c board whose cell i is filled when bit i of `mask` is set. */
export function gridOfMask(r: number, c: number, mask: number): Grid {
  const rows: string[] = [];
  for (let i = 0; i < r; i++) {
    let s = "";
    for (let j = 0; j < c; j++) s += (mask >> (i * c + j)) & 1 ? "#" : ".";
    rows.push(s);
  }
  return rows;
}

/** Every r × c board of at most `maxCells` cells with every subset of cells filled. */
export function* boards(maxCells: number): Generator<Grid> {
  for (let r = 1; r <= maxCells; r++) for (let c = 1; r * c <= maxCells; c++) for (let mask = 0; mask < 2 ** (r * c); mask++) yield gridOfMask(r, c, mask);
}

/**
 * A seeded sample of {@link boards}: every shape of at most `maxCells` cells, each with every
 * set of filled cells when it has at most `perShape` of them, else the empty board, the full
 * one and `perShape` seeded sets.
 */
export function sampleBoards(maxCells: number, perShape: number, seed: number): Grid[] {
  const pick = seededInts(seed);
  const out: Grid[] = [];
  for (let r = 1; r <= maxCells; r++)
    for (let c = 1; r * c <= maxCells; c++) {
      const all = 2 ** (r * c);
      if (all <= perShape) for (let mask = 0; mask < all; mask++) out.push(gridOfMask(r, c, mask));
      else {
        const masks = new Set([0, all - 1]);
        while (masks.size < perShape + 2) masks.add(pick(all));
        for (const mask of masks) out.push(gridOfMask(r, c, mask));
      }
    }
  return out;
}

/** The boards whose engine value (regions up to symmetry) is not the plain mex recursion's. */
export function wrongEngineValues(grids: Iterable<Grid>): string[] {
  const wrong: string[] = [];
  for (const g of grids) if (grundy(cram.game, readGrid(g), { budget: Infinity }) !== G(g)) wrong.push(g.join("/"));
  return wrong;
}

/** The boards where a closed form (strips, 2 × n, half-turn strategy) decides against the brute force; and how many a closed form valued. */
export function wrongClosedForms(grids: Iterable<Grid>): { wrong: string[]; decided: number } {
  let decided = 0;
  const wrong: string[] = [];
  for (const g of grids) {
    const b = readGrid(g);
    const v = cram.family.grundy!(b);
    const p = cram.family.isP!(b);
    if (v !== undefined) decided++;
    if ((v !== undefined && v !== BigInt(G(g))) || (p !== undefined && p !== (G(g) === 0))) wrong.push(g.join("/"));
  }
  return { wrong, decided };
}

/** The boards where the closed form lists winning moves other than the brute force's options of value 0 (or calls its list incomplete). */
export function wrongWinningMoves(grids: Iterable<Grid>): string[] {
  const wrong: string[] = [];
  for (const g of grids) {
    const found = cram.family.movesTo!(readGrid(g), 0n, 1000);
    if (found === undefined) continue;
    const want = options(g)
      .filter((o) => G(o) === 0)
      .map((o) => o.join("/"))
      .sort();
    if (JSON.stringify(found.moves.map((m) => boardText(m)).sort()) !== JSON.stringify(want) || !found.complete) wrong.push(g.join("/"));
  }
  return wrong;
}

/** The boards whose regions do not nim-add to the brute force's value, have a region wider than tall, or differ from a mirror image's or the transpose's. */
export function wrongRegions(grids: Iterable<Grid>): string[] {
  const transpose = (g: Grid): Grid => Array.from({ length: g[0]!.length }, (_, c) => g.map((row) => row[c]).join(""));
  const flip = (g: Grid): Grid => g.map((row) => [...row].reverse().join(""));
  const keys = (g: Grid): string =>
    cram
      .regions(readGrid(g))
      .map((r) => String(boardKey(r)))
      .sort()
      .join(" ");
  const wrong: string[] = [];
  for (const g of grids) {
    const parts = cram.regions(readGrid(g));
    const ok =
      parts.reduce((x, r) => x ^ G(gridOf(r)), 0) === G(g) &&
      parts.every((r) => r.rows >= r.columns) &&
      [transpose(g), flip(g), g.slice().reverse(), transpose(flip(g))].every((image) => keys(image) === keys(g));
    if (!ok) wrong.push(g.join("/"));
  }
  return wrong;
}

/** The boards where analyze's misère outcome (the engine's misère search on whole boards) is not a plain misère recursion's. */
export function wrongMisereOutcomes(grids: Iterable<Grid>): string[] {
  const misere = new Map<string, boolean>();
  const wins = (g: Grid): boolean => {
    const k = g.join("/");
    let v = misere.get(k);
    if (v === undefined) {
      const os = options(g);
      misere.set(k, (v = os.length === 0 || os.some((o) => !wins(o))));
    }
    return v;
  };
  const wrong: string[] = [];
  for (const g of grids) {
    const a = analyze(`cram("${g.join("/")}")`, { play: "misere" });
    if ((a.outcome === "N") !== wins(g)) wrong.push(g.join("/"));
  }
  return wrong;
}

/** How many distinct keys the boards have (distinct boards must have distinct keys). */
export const distinctKeys = (grids: readonly Grid[]): number => new Set(grids.map((g) => boardKey(readGrid(g)))).size;
