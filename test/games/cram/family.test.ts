// Cram against a brute force written here from the rules: boards as plain strings of "."
// and "#", the test's own domino move generator and a plain memoised mex recursion (none
// of the library's bitboards, regions, symmetries or closed forms).
import { describe, expect, it } from "vitest";
import { analyze, GrundyError, grundy, InputError, parseExpression } from "../../../src/index.js";
import { cram } from "../../../src/games/cram/index.js";
import { type CramBoard, boardKey, boardText, emptyBoard } from "../../../src/games/cram/board.js";
import { BUILTINS } from "../../../src/games/registry.js";

/** A board: its rows of "." (empty) and "#" (filled). */
type Grid = string[];

/** Every option: a domino on two empty cells side by side. */
function options(g: Grid): Grid[] {
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
function G(g: Grid): number {
  const k = g.join("/");
  let v = seen.get(k);
  if (v === undefined) seen.set(k, (v = mexOf(options(g).map(G))));
  return v;
}

/** The board a call reads to, through the registry analyze uses. */
const read = (call: string): CramBoard => BUILTINS.read(parseExpression(call).terms[0]!).position as CramBoard;
const gridOf = (b: CramBoard): Grid => boardText(b).split("/");

/** Every r × c board with every subset of cells filled (mask bit i: cell i filled). */
function* boards(maxCells: number): Generator<Grid> {
  for (let r = 1; r <= maxCells; r++) {
    for (let c = 1; r * c <= maxCells; c++) {
      const n = r * c;
      for (let mask = 0; mask < 2 ** n; mask++) {
        const rows: string[] = [];
        for (let i = 0; i < r; i++) {
          let s = "";
          for (let j = 0; j < c; j++) s += (mask >> (i * c + j)) & 1 ? "#" : ".";
          rows.push(s);
        }
        yield rows;
      }
    }
  }
}

const ALL = [...boards(12)];

describe("cram: every board of at most 12 cells (every shape, every set of filled cells), against the brute force", () => {
  it("the engine's Grundy values (regions up to symmetry) equal the plain mex recursion", () => {
    const wrong: string[] = [];
    for (const g of ALL) {
      const b = read(`cram("${g.join("/")}")`);
      if (grundy(cram.game, b, { budget: Infinity }) !== G(g)) wrong.push(g.join("/"));
    }
    expect(wrong).toEqual([]);
  });

  it("the closed forms (strips, 2 × n, half-turn strategy), where they decide, equal the brute force", () => {
    let decided = 0;
    const wrong: string[] = [];
    for (const g of ALL) {
      const b = read(`cram("${g.join("/")}")`);
      const v = cram.family.grundy!(b);
      const p = cram.family.isP!(b);
      if (v !== undefined) decided++;
      if ((v !== undefined && v !== BigInt(G(g))) || (p !== undefined && p !== (G(g) === 0))) wrong.push(g.join("/"));
    }
    expect(wrong).toEqual([]);
    expect(decided).toBeGreaterThan(ALL.length / 2);
  });

  it("the closed-form winning moves are the brute force's options of value 0, where the closed form lists them", () => {
    const wrong: string[] = [];
    for (const g of ALL) {
      const b = read(`cram("${g.join("/")}")`);
      const found = cram.family.movesTo!(b, 0n, 1000);
      if (found === undefined) continue;
      const want = options(g)
        .filter((o) => G(o) === 0)
        .map((o) => o.join("/"))
        .sort();
      if (JSON.stringify(found.moves.map((m) => boardText(m)).sort()) !== JSON.stringify(want) || !found.complete) wrong.push(g.join("/"));
    }
    expect(wrong).toEqual([]);
  });

  it("the regions of a board nim-add to its value, and a board's mirror images and transpose have the same regions", () => {
    const transpose = (g: Grid): Grid => Array.from({ length: g[0]!.length }, (_, c) => g.map((row) => row[c]).join(""));
    const flip = (g: Grid): Grid => g.map((row) => [...row].reverse().join(""));
    const keys = (g: Grid): string =>
      cram
        .regions(read(`cram("${g.join("/")}")`))
        .map((r) => String(boardKey(r)))
        .sort()
        .join(" ");
    for (const g of ALL.filter((_, i) => i % 7 === 0)) {
      const parts = cram.regions(read(`cram("${g.join("/")}")`));
      expect(parts.reduce((x, r) => x ^ G(gridOf(r)), 0)).toBe(G(g));
      for (const r of parts) expect(r.rows).toBeGreaterThanOrEqual(r.columns);
      for (const image of [transpose(g), flip(g), g.slice().reverse(), transpose(flip(g))]) expect(keys(image)).toBe(keys(g));
    }
  });

  it("misère play (no split into regions: the engine's misère search on whole boards) against a plain misère recursion, boards of ≤ 9 cells", () => {
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
    for (const g of boards(9)) {
      const a = analyze(`cram("${g.join("/")}")`, { play: "misere" });
      if ((a.outcome === "N") !== wins(g)) wrong.push(g.join("/"));
    }
    expect(wrong).toEqual([]);
  });

  it("keys name boards exactly: distinct boards, distinct keys", () => {
    const keys = new Set(ALL.map((g) => boardKey(read(`cram("${g.join("/")}")`))));
    expect(keys.size).toBe(ALL.length);
  });
});

describe("cram: closed forms at sizes past the brute force", () => {
  it("1 × n and n × 1 are Dawson's Kayles (0.07) at any length", () => {
    const dawson = (n: number): bigint => analyze(`dawson(${n})`).components.reduce((_, c) => BigInt(c.grundy!), 0n);
    for (const n of [1, 2, 3, 13, 40, 51, 52, 86, 300, 4096]) {
      expect(cram.family.grundy!(emptyBoard(1, n))).toBe(dawson(n));
      expect(cram.family.grundy!(emptyBoard(n, 1))).toBe(dawson(n));
    }
  });

  it("2 × n is 0 for even n and 1 for odd n: the engine agrees for n ≤ 13", () => {
    for (let n = 1; n <= 13; n++) {
      expect(grundy(cram.game, emptyBoard(2, n), { budget: Infinity })).toBe(n % 2);
      expect(cram.family.grundy!(emptyBoard(2, n))).toBe(BigInt(n % 2));
    }
  });

  it("the half-turn strategy: even × even empty boards are P, even × odd ones N (the first player takes the centre domino), odd × odd undecided", () => {
    expect(cram.halfTurnStrategy(emptyBoard(4, 6))).toBe("P");
    expect(cram.halfTurnStrategy(emptyBoard(4, 5))).toBe("N");
    expect(cram.halfTurnStrategy(emptyBoard(5, 4))).toBe("N");
    expect(cram.halfTurnStrategy(emptyBoard(3, 5))).toBeUndefined();
    expect(cram.halfTurnStrategy(read('cram("..../.##./....")'))).toBe("P"); // the centre domino is filled
    expect(cram.halfTurnStrategy(read('cram("...../..#../.....")'))).toBe("P"); // the centre cell is filled
    expect(cram.family.isP!(emptyBoard(10, 12))).toBe(true);
    expect(cram.family.isP!(emptyBoard(10, 11))).toBe(false);
    expect(grundy(cram.game, emptyBoard(4, 6), { budget: Infinity })).toBe(0);
  });
});

describe("cram: published values (Lemoine & Viennot)", () => {
  it.each([
    [3, 3, 0],
    [3, 4, 1],
    [3, 5, 1],
    [3, 6, 4],
    [3, 7, 1],
    [3, 8, 3],
    [3, 9, 1],
    [3, 10, 2],
    [4, 4, 0],
    [4, 5, 2],
  ])("cram(%i,%i) has Grundy value %i (the engine, no closed form)", (r, c, v) => {
    expect(grundy(cram.game, emptyBoard(r, c), { budget: Infinity })).toBe(v);
    expect(analyze(`cram(${r},${c})`).components[0]!.grundy).toBe(String(v));
  });

  // the end of the published 3 × n list: about 10 s and 40 s of CPU, past analyze's default budget
  it.each([
    [3, 11, 0],
    [3, 12, 1],
  ])("cram(%i,%i) has Grundy value %i (the engine without a budget)", (r, c, v) => {
    expect(grundy(cram.game, emptyBoard(r, c), { budget: Infinity })).toBe(v);
  });
});

describe("cram: reading and printing", () => {
  it("prints an empty board as cram(rows,columns) and any other as its rows, read back to the same board", () => {
    expect(cram.family.print(read("cram(3,4)"))).toBe("cram(3,4)");
    expect(cram.family.print(read('cram("..../.#../....")'))).toBe('cram("..../.#../....")');
    expect(read('cram("..../..../....")')).toEqual(read("cram(3,4)"));
    const b = read('cram("#./../.#")');
    expect([b.rows, b.columns]).toEqual([3, 2]);
    expect(read(cram.family.print(b))).toEqual(b);
  });

  it.each([
    ['cram("../.#./...")', 12, "ragged: a row longer than the first"],
    ['cram("..../..")', 14, "ragged: a row shorter than the first"],
    ['cram("..x.")', 9, "another character"],
    ["cram(3,0)", 8, "0 columns"],
    ["cram(0,3)", 6, "0 rows"],
    ['cram("")', 7, "no cells"],
    ["cram(3)", 6, "one number"],
    ["cram(65,65)", 9, "too many cells"],
  ])("%s is one InputError naming column %i (%s)", (text, column, _why) => {
    let err: unknown;
    try {
      analyze(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).location.column).toBe(column);
    expect((err as InputError).message).toContain(`column ${column}`);
  });

  it("a board past the engine's budget (and the search's 59 cells) is a GrundyError, not a wrong value", () => {
    // cram(5,7) is now the search's (searchForms.ts): 7 × 9, odd × odd and 63 cells, is no one's
    expect(() => analyze("cram(7,9)", { budget: 10_000 })).toThrow(GrundyError);
  });

  it("boards past 24 cells are valued by the search: cram(3,9) and its winning moves agree with the engine", () => {
    const a = analyze("cram(3,9)");
    expect(a.components[0]!.grundy).toBe("1"); // Lemoine & Viennot
    const board = emptyBoard(3, 9);
    const zero = [...cram.game.moves(board)].filter((o) => grundy(cram.game, o, { budget: Infinity }) === 0).map(boardText);
    expect(a.winningMoves!.map((m) => boardText(read(m.to))).sort()).toEqual(zero.sort());
    expect(analyze("cram(3,12)").components[0]!.grundy).toBe("1"); // past the engine's reach in seconds
  });
});

describe("cram: boards past the engine, by the half-turn strategy", () => {
  it("an empty 8 × 9 board: N, and the centre domino is a winning move (a P-position by symmetry)", () => {
    const a = analyze("cram(8,9)");
    expect(a.outcome).toBe("N");
    const to = read(a.winningMoves![0]!.to);
    expect(cram.halfTurnStrategy(to)).toBe("P");
    expect(boardText(to).split("/").slice(3, 5)).toEqual(["....#....", "....#...."]);
  });

  it("after any reply on a symmetric board, N, and the mirror image of that reply wins", () => {
    const start = read(analyze("cram(8,9)").winningMoves![0]!.to);
    for (const reply of [...cram.game.moves(start)].filter((_, i) => i % 17 === 0)) {
      const a = analyze(cram.family.print(reply));
      expect(a.outcome).toBe("N");
      expect(cram.halfTurnStrategy(read(a.winningMoves![0]!.to))).toBe("P");
    }
  });

  it("an empty 10 × 10 board is P at once", () => {
    expect(analyze("cram(10,10)").outcome).toBe("P");
  });
});
