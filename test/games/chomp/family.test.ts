// Chomp against a brute force written here from the rules: plain memoised recursions over
// arrays of row lengths (none of the library's engine, keys or closed forms).
import { describe, expect, it } from "vitest";
import { analyze, cacheSize, clearCache, GrundyError, grundy, InputError, parseExpression } from "../../../src/index.js";
import { chompFamily } from "../../../src/games/chomp/index.js";
import { BUILTINS } from "../../../src/games/registry.js";

type Rows = number[];

/** Every option: take square (i, j) (0-based, not the corner) and all below and right of it. */
function options(rows: Rows): Rows[] {
  const out: Rows[] = [];
  for (let i = 0; i < rows.length; i++) {
    for (let j = 0; j < rows[i]!; j++) {
      if (i === 0 && j === 0) continue;
      out.push(rows.map((r, k) => (k >= i ? Math.min(r, j) : r)).filter((r) => r > 0));
    }
  }
  return out;
}

const mexOf = (values: number[]): number => {
  let m = 0;
  while (values.includes(m)) m++;
  return m;
};

const memo = <T>(f: (rows: Rows, self: (rows: Rows) => T) => T): ((rows: Rows) => T) => {
  const seen = new Map<string, T>();
  const self = (rows: Rows): T => {
    const k = rows.join(",");
    let v = seen.get(k);
    if (v === undefined) seen.set(k, (v = f(rows, self)));
    return v;
  };
  return self;
};

const G = memo<number>((rows, self) => mexOf(options(rows).map(self)));

/** Every Young diagram with at most `h` rows and `w` columns, the corner included. */
function diagrams(h: number, w: number): Rows[] {
  const out: Rows[] = [];
  const grow = (prefix: Rows, max: number): void => {
    if (prefix.length > 0) out.push(prefix);
    if (prefix.length < h) for (let l = 1; l <= max; l++) grow([...prefix, l], l);
  };
  grow([], w);
  return out;
}

const rectangle = (h: number, w: number): Rows => Array.from({ length: h }, () => w);
const text = (rows: Rows): string => (rows.every((r) => r === rows[0]) ? `chomp(${rows.length},${rows[0]})` : `chomp(${rows.length},${rows[0]}; ${rows.join(",")})`);
/** The position a call reads to, through the registry analyze uses. */
const read = (call: string): Rows => [...(BUILTINS.read(parseExpression(call).terms[0]!).position as readonly number[])];
const sortRows = (list: Rows[]): string[] => list.map((r) => r.join(",")).sort();

describe("chomp: every Young diagram in a 6×6 box, against the brute force", () => {
  const all = diagrams(6, 6);

  it("has the 923 diagrams with the corner", () => expect(all.length).toBe(923));

  it("gives the brute-force Grundy value through the engine and through analyze, and the outcome", () => {
    for (const rows of all) {
      const g = G(rows);
      expect(grundy(chompFamily.game, rows), text(rows)).toBe(g);
      const a = analyze(text(rows));
      expect(a.components[0]!.grundy, text(rows)).toBe(String(g));
      expect(a.outcome, text(rows)).toBe(g === 0 ? "P" : "N");
      // the closed form decides some shapes and leaves the rest to the engine (undefined)
      const closed = chompFamily.isP!(rows);
      if (closed !== undefined) expect(closed, text(rows)).toBe(g === 0);
    }
  });

  it("prints each position as chomp(rows,columns[; row lengths]), and the text reads back to it", () => {
    for (const rows of all) {
      expect(chompFamily.print(rows)).toBe(text(rows));
      expect(analyze(text(rows)).expression).toBe(text(rows));
      expect(read(text(rows))).toEqual(rows);
    }
  });

  it("lists exactly the brute-force winning moves (closed forms and engine alike)", () => {
    for (const rows of all) {
      const a = analyze(text(rows));
      const want = options(rows).filter((o) => G(o) === 0);
      expect(a.movesComplete, text(rows)).toBe(true);
      expect(sortRows(a.winningMoves!.map((m) => read(m.to))), text(rows)).toEqual(sortRows(want));
    }
  });

  it("reads a diagram written in a bigger box, with empty rows, as the same position", () => {
    expect(analyze("chomp(4,5; 3,2)").expression).toBe("chomp(2,3; 3,2)");
    expect(analyze("chomp(3,3; 3,3,0)").expression).toBe("chomp(2,3)");
    expect(analyze("chomp(3,4; 1)").expression).toBe("chomp(1,1)");
    expect(analyze("chomp(2,3; 3 2)").expression).toBe("chomp(2,3; 3,2)");
  });
});

describe("chomp: rectangles", () => {
  it("1×1 is lost; every other rectangle up to 6×7 is won, by exactly the brute-force moves", () => {
    expect(analyze("chomp(1,1)").outcome).toBe("P");
    expect(analyze("chomp(1,1)").winningMoves).toEqual([]);
    for (let h = 1; h <= 6; h++) {
      for (let w = 1; w <= 7; w++) {
        if (h === 1 && w === 1) continue;
        const call = `chomp(${h},${w})`;
        const a = analyze(call);
        expect(a.outcome, call).toBe("N");
        expect(a.winningMoves!.length, call).toBeGreaterThan(0);
        for (const m of a.winningMoves!) expect(G(read(m.to)), `${call} -> ${m.to}`).toBe(0);
        const want = options(rectangle(h, w)).filter((o) => G(o) === 0);
        expect(sortRows(a.winningMoves!.map((m) => read(m.to))), call).toEqual(sortRows(want));
        expect(a.movesComplete).toBe(true);
      }
    }
  });

  it("the engine solves a 6×7 board, one key per diagram", () => {
    clearCache(chompFamily.game);
    const a = analyze("chomp(6,7)");
    expect(a.components[0]!.grundy).toBe(String(G(rectangle(6, 7))));
    // every diagram in the 6×7 box with the corner: C(13, 6) − 1 = 1715
    expect(cacheSize(chompFamily.game)).toBe(1715);
  });
});

describe("chomp: closed forms beyond the engine, against the brute force", () => {
  it("squares up to 8×8 have one winning move, to the L with equal arms", () => {
    for (let n = 2; n <= 8; n++) {
      const want = options(rectangle(n, n)).filter((o) => G(o) === 0);
      expect(want).toEqual([[n, ...Array.from({ length: n - 1 }, () => 1)]]);
      const got = chompFamily.movesTo!(rectangle(n, n), 0n, 10);
      expect(got).toEqual({ moves: want, complete: true });
    }
  });

  it("two rows up to 2×40 and L shapes up to 14×14: isP and the winning moves", () => {
    const cases: Rows[] = [];
    for (let a = 1; a <= 40; a++) for (let b = 0; b <= a; b++) cases.push(b ? [a, b] : [a]);
    for (let w = 1; w <= 14; w++) for (let h = 1; h <= 14; h++) cases.push([w, ...Array.from({ length: h - 1 }, () => 1)]);
    for (const rows of cases) {
      const want = options(rows).filter((o) => G(o) === 0);
      expect(chompFamily.isP!(rows), text(rows)).toBe(G(rows) === 0);
      expect(chompFamily.movesTo!(rows, 0n, 10), text(rows)).toEqual({ moves: want, complete: true });
    }
  });

  it("answers a 30×30 square and a 2×10^12 board, out of the engine's reach, with moves the brute force confirms", () => {
    const sq = analyze("chomp(30,30)");
    expect(sq.outcome).toBe("N");
    expect(sq.components[0]!.grundy).toBeUndefined();
    expect(sq.winningMoves!.map((m) => m.to)).toEqual([`chomp(30,30; 30${",1".repeat(29)})`]);
    expect(G(read(sq.winningMoves![0]!.to))).toBe(0); // only L shapes follow: a small brute force
    const two = analyze("chomp(2,10^12)");
    expect(two.outcome).toBe("N");
    expect(two.winningMoves!.map((m) => m.to)).toEqual(["chomp(2,1000000000000; 1000000000000,999999999999)"]);
    expect(analyze("chomp(2,10^12; 10^12,999999999999)").outcome).toBe("P");
    const tall = `chomp(500,10^12; 10^12${",1".repeat(499)})`; // an L: arms 10^12 − 1 and 499
    expect(analyze(tall).winningMoves!.map((m) => m.to)).toEqual([`chomp(500,500; 500${",1".repeat(499)})`]);
  });
});

/** A brute force over tuples of positions (chomp rows, or a Nim heap as a number). */
type Part = Rows | number;
const partOptions = (p: Part): Part[] => (typeof p === "number" ? Array.from({ length: p }, (_, i) => i) : options(p));
const partText = (p: Part): string => (typeof p === "number" ? `nim(${p})` : text(p));
const readPart = (call: string): Part => (call.startsWith("nim") ? Number(/\d+/.exec(call)![0]) : read(call));
const tupleKey = (t: Part[]): string => t.map((p) => (typeof p === "number" ? `n${p}` : p.join(","))).join("|");

function tupleWins(next: (t: Part[]) => Part[][], noMoveWins: boolean): (t: Part[]) => boolean {
  const seen = new Map<string, boolean>();
  const wins = (t: Part[]): boolean => {
    const k = tupleKey(t);
    let v = seen.get(k);
    if (v === undefined) {
      const opts = next(t);
      v = opts.length === 0 ? noMoveWins : opts.some((o) => !wins(o));
      seen.set(k, v);
    }
    return v;
  };
  return wins;
}

const sumMoves = (t: Part[]): Part[][] => t.flatMap((p, i) => partOptions(p).map((o) => t.map((q, j) => (j === i ? o : q))));
/** Every (Every-SG): move in every component that can; conjunctive: in all, ending when one cannot. */
function allMoves(t: Part[], every: boolean): Part[][] {
  let out: Part[][] = [[]];
  for (const p of t) {
    const opts = partOptions(p);
    if (opts.length === 0) {
      if (!every) return [];
      out = out.map((prefix) => [...prefix, p]);
    } else out = out.flatMap((prefix) => opts.map((o) => [...prefix, o]));
  }
  return out.length === 1 && tupleKey(out[0]!) === tupleKey(t) ? [] : out;
}

const misereWins = tupleWins(sumMoves, true);
const everyWins = tupleWins((t) => allMoves(t, true), false);
const conjunctiveWins = tupleWins((t) => allMoves(t, false), false);
const applyMoves = (t: Part[], moves: { component: number; to: string }[]): Part[] => {
  const out = t.slice();
  for (const m of moves) out[m.component] = readPart(m.to);
  return out;
};

/** A small seeded generator, so that failures repeat. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s / 2 ** 32;
  };
}

function randomSums(count: number, box: number, seed: number): Part[][] {
  const next = rng(seed);
  const pool = diagrams(box, box);
  return Array.from({ length: count }, () => {
    const parts: Part[] = [pool[Math.floor(next() * pool.length)]!];
    if (next() < 0.5) parts.push(pool[Math.floor(next() * pool.length)]!);
    if (next() < 0.6) parts.push(Math.floor(next() * 6));
    return parts;
  });
}

describe("chomp in sums and compounds", () => {
  const nimSum = (t: Part[]): number => t.reduce<number>((x, p) => x ^ (typeof p === "number" ? p : G(p)), 0);

  it("chomp(3,4) + nim(2): the nim-sum of brute-force values, and moves to nim-sum 0", () => {
    const a = analyze("chomp(3,4) + nim(2)");
    expect(a.value!.value).toBe(String(G(rectangle(3, 4)) ^ 2));
    expect(a.outcome).toBe("N");
    for (const m of a.winningMoves!) expect(nimSum(applyMoves([rectangle(3, 4), 2], [m]))).toBe(0);
  });

  it("random sums of small diagrams and Nim heaps: the verdict and exactly the brute-force winning moves", () => {
    for (const t of randomSums(150, 4, 1)) {
      const expr = t.map(partText).join(" + ");
      const a = analyze(expr);
      expect(a.outcome, expr).toBe(nimSum(t) === 0 ? "P" : "N");
      if (a.outcome === "P") continue;
      const want = sumMoves(t)
        .filter((o) => nimSum(o) === 0)
        .map(tupleKey)
        .sort();
      expect(a.winningMoves!.map((m) => tupleKey(applyMoves(t, [m]))).sort(), expr).toEqual(want);
    }
  });

  it("misère play: the verdict, each component alone and the winning moves, against a brute force", () => {
    const cases: Part[][] = [...diagrams(3, 4).map((r) => [r]), ...randomSums(60, 3, 2)];
    for (const t of cases) {
      const expr = t.map(partText).join(" + ");
      const a = analyze(expr, { play: "misere" });
      expect(a.outcome, expr).toBe(misereWins(t) ? "N" : "P");
      t.forEach((p, i) => expect(a.components[i]!.outcome, expr).toBe(misereWins([p]) ? "N" : "P"));
      const want = sumMoves(t)
        .filter((o) => !misereWins(o))
        .map(tupleKey)
        .sort();
      // a move listed once for equal components (copies) is that move in each of them
      const expanded = a.winningMoves!.flatMap((m) => a.components.flatMap((c, i) => (c.text === m.from ? [{ ...m, component: i }] : [])));
      expect(
        a.winningMoves!.map((m) => m.copies ?? 1),
        expr,
      ).toEqual(a.winningMoves!.map((m) => a.components.filter((c) => c.text === m.from).length));
      expect(expanded.map((m) => tupleKey(applyMoves(t, [m]))).sort(), expr).toEqual(want);
    }
    // alone, the corner is a win: the player who cannot move wins
    expect(analyze("chomp(1,1)", { play: "misere" }).outcome).toBe("N");
  });

  it("--compound every and conjunctive: the verdict and the move, against a brute force of the compound", () => {
    for (const t of randomSums(60, 3, 3)) {
      const expr = t.map(partText).join(" + ");
      for (const [compound, wins] of [
        ["every", everyWins],
        ["conjunctive", conjunctiveWins],
      ] as const) {
        const a = analyze(expr, { compound });
        expect(a.outcome, `${compound}: ${expr}`).toBe(wins(t) ? "N" : "P");
        if (a.outcome === "N") expect(wins(applyMoves(t, a.move!)), `${compound}: ${expr}`).toBe(false);
      }
    }
  });
});

describe("chomp: errors", () => {
  const inputError = (expr: string, column: number, message: RegExp): void => {
    let err: unknown;
    try {
      analyze(expr);
    } catch (e) {
      err = e;
    }
    expect(err, expr).toBeInstanceOf(InputError);
    expect((err as InputError).location.column, expr).toBe(column);
    expect((err as Error).message, expr).toMatch(message);
  };

  it("refuses bad rectangles and bad row lengths with the column", () => {
    inputError("chomp(0,3)", 7, /expected a number of rows from 1 to 10000 in chomp\(rows,columns\[; row lengths\]\), got "0"/);
    inputError("chomp(3,0)", 9, /a number of columns from 1/);
    inputError("chomp(3)", 8, /expected the number of columns .*got "\)"/);
    inputError("nim(1) + chomp(3,4,5)", 20, /"\)" or ";" after rows and columns/);
    inputError("chomp(2,3; 3,4)", 14, /a row length of at most 3 \(the row above/);
    inputError("chomp(2,3; 4)", 12, /a row length of at most 3 \(the columns\)/);
    inputError("chomp(2,3; 0,0)", 12, /a first row length of at least 1/);
    inputError("chomp(2,3; 3,2,1)", 16, /at most 2 row lengths/);
    inputError("chomp(2,3;)", 1, /row lengths after ";"/);
    inputError("chomp(2,3; 3; 1)", 15, /at most 1 ";"/);
    inputError('chomp(2,"x")', 9, /the number of columns/);
    inputError("chomp(10001,2)", 7, /rows from 1 to 10000/);
  });

  it("refuses a board too large for the engine with one GrundyError", () => {
    expect(() => analyze("chomp(30,31) + nim(1)")).toThrow(/^chomp: a 30×31 board is too large for the engine \(rows \+ columns at most 52, here 61\)/);
    // alone, the verdict is exact (strategy stealing); only the winning moves are out of reach
    const alone = analyze("chomp(30,31)", { budget: 20_000 });
    expect([alone.outcome, alone.winningMoves, alone.movesComplete]).toEqual(["N", [], false]);
    expect(alone.movesNote).toMatch(/too large for the engine|the generic solver examined more than 20,000 moves/);
    const tall = `chomp(27,26; 26,2${",1".repeat(25)})`; // 27 rows, 26 columns
    expect(() => analyze(tall, { compound: "every" })).toThrow(/27×26 board is too large for the engine/);
    expect(() => analyze(tall, { play: "misere" })).toThrow(/27×26 board is too large for the engine/);
    expect(() => analyze(`${tall} + nim(1)`)).toThrow(GrundyError);
    expect(() => grundy(chompFamily.game, rectangle(3, 50))).toThrow(/too large for the engine/);
  });

  it("gives up within the analysis's budget on a board the engine could key but not solve", () => {
    clearCache(chompFamily.game);
    expect(() => analyze("chomp(12,14) + nim(1)", { budget: 10_000 })).toThrow(/examined more than 10,000 moves/);
  });

  it("keys every position by its own number below 2^53 (a diagram and its mirror image apart)", () => {
    const k = (rows: Rows): unknown => chompFamily.game.key(rows);
    expect(typeof k(rectangle(26, 26))).toBe("number");
    expect(k(rectangle(26, 26)) as number).toBeLessThan(2 ** 53);
    expect(k([5, 3, 1])).not.toBe(k([3, 2, 2, 1, 1]));
    expect(k([4])).not.toBe(k([1, 1, 1, 1]));
    expect(k([4])).not.toBe(k([2, 2]));
    expect(new Set(diagrams(5, 5).map(k)).size).toBe(diagrams(5, 5).length); // 251
  });
});
