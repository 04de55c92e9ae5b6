// Lasker's Nim against a brute force written here from the rules: a move lowers one heap
// or splits it into two non-empty heaps. Nothing below uses the family's engine game to
// compute answers.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { laskerFamily } from "../../../src/games/lasker/index.js";
import { InputError } from "../../../src/index.js";

type Heaps = number[];

/** The family's closed forms (they decide every Lasker position: never undefined here). */
const closedGrundy = (heaps: bigint[]): bigint => laskerFamily.grundy!(heaps)!;
const movesTo = (heaps: bigint[], target: bigint, limit: number): { moves: bigint[][]; complete: boolean } => {
  const found = laskerFamily.movesTo!(heaps, target, limit);
  if (!found) throw new Error("lasker's movesTo left a position undecided");
  return { moves: found.moves.map((m) => [...m]), complete: found.complete };
};

const mex = (values: Iterable<number>): number => {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
};

const sorted = (heaps: readonly number[]): number[] => heaps.filter((h) => h > 0).sort((a, b) => a - b);
const keyOf = (heaps: readonly number[]): string => sorted(heaps).join(",");

/** The options of a position, as multisets (sorted, no empty heaps), each once. */
function options(heaps: readonly number[]): Heaps[] {
  const out = new Map<string, Heaps>();
  heaps.forEach((h, i) => {
    const rest = heaps.filter((_, j) => j !== i);
    for (let v = 0; v < h; v++) out.set(keyOf([...rest, v]), sorted([...rest, v]));
    for (let a = 1; a < h; a++) out.set(keyOf([...rest, a, h - a]), sorted([...rest, a, h - a]));
  });
  return [...out.values()];
}

/** Grundy values of whole positions (not heap by heap: no Sprague–Grundy here). */
const gMemo = new Map<string, number>();
function bruteG(heaps: readonly number[]): number {
  const key = keyOf(heaps);
  let g = gMemo.get(key);
  if (g === undefined) {
    g = mex(options(heaps).map(bruteG));
    gMemo.set(key, g);
  }
  return g;
}

/** One heap alone, from the rules: the mex of its lowerings and of its splits (a nim-sum of two heaps). */
const heapMemo: number[] = [0];
function bruteHeap(h: number): number {
  for (let n = heapMemo.length; n <= h; n++) {
    const opts = heapMemo.slice(0, n);
    for (let a = 1; 2 * a <= n; a++) opts.push(heapMemo[a]! ^ heapMemo[n - a]!);
    heapMemo.push(mex(opts));
  }
  return heapMemo[h]!;
}

/** Misère: the player who cannot move wins. */
const misereMemo = new Map<string, boolean>();
function misereWins(heaps: readonly number[]): boolean {
  const key = keyOf(heaps);
  let w = misereMemo.get(key);
  if (w === undefined) {
    const opts = options(heaps);
    w = opts.length === 0 ? true : opts.some((o) => !misereWins(o));
    misereMemo.set(key, w);
  }
  return w;
}

/** Every multiset of `count` heaps from 1 to `most`. */
const multisets = (count: number, most: number, from = 1): Heaps[] =>
  count === 0 ? [[]] : Array.from({ length: Math.max(0, most - from + 1) }, (_, i) => from + i).flatMap((h) => multisets(count - 1, most, h).map((rest) => [h, ...rest]));

const lasker = (heaps: readonly (number | bigint)[]): string => `lasker(${heaps.join(",")})`;
const heapsOf = (text: string): number[] => (text === "lasker()" ? [] : text.slice("lasker(".length, -1).split(",").map(Number));

// every position of up to 3 heaps of at most 8 (and 2 heaps up to 12): 24 tokens at most, whose
// whole-position brute force (every multiset the splits reach) stays within a second
const SMALL: Heaps[] = [[], ...multisets(1, 20), ...multisets(2, 12), ...multisets(3, 8)];

describe("lasker(h1,h2,…): Lasker's Nim against a brute force", () => {
  it("G(0) = 0, and G(4j+1) = 4j+1, G(4j+2) = 4j+2, G(4j+3) = 4j+4, G(4j+4) = 4j+3 for every heap up to 60", () => {
    for (let h = 0; h <= 60; h++) {
      const closed = h === 0 ? 0 : h % 4 === 3 ? h + 1 : h % 4 === 0 ? h - 1 : h;
      expect(bruteHeap(h), `G(${h})`).toBe(closed);
      if (h <= 20) expect(bruteG([h]), `G(${h})`).toBe(closed);
      expect(closedGrundy([BigInt(h)]), `lasker(${h})`).toBe(BigInt(closed));
    }
  });

  it("the closed form is the brute force's value of every 2- and 3-heap position", () => {
    for (const heaps of SMALL) expect(closedGrundy(heaps.map(BigInt)), lasker(heaps)).toBe(BigInt(bruteG(heaps)));
  });

  it("analyze's winning moves are exactly the brute force's moves to P-positions", () => {
    for (const heaps of SMALL) {
      const a = analyze(lasker(heaps), { maxMoves: 10_000 });
      const g = bruteG(heaps);
      expect(a.components[0]!.grundy, lasker(heaps)).toBe(String(g));
      expect(a.outcome, lasker(heaps)).toBe(g ? "N" : "P");
      expect(a.movesComplete).toBe(true);
      const got = a.winningMoves!.map((m) => keyOf(heapsOf(m.to)));
      expect(new Set(got).size, `${lasker(heaps)}: a position listed twice`).toBe(got.length);
      const want = options(heaps)
        .filter((o) => bruteG(o) === 0)
        .map(keyOf);
      expect(got.sort(), lasker(heaps)).toEqual(want.sort());
    }
  });

  it("movesTo(target) lists every option of that value, for every target", () => {
    for (const heaps of SMALL.filter((h) => h.length <= 2 && h.every((x) => x <= 12))) {
      for (let target = 0; target <= 20; target++) {
        const found = movesTo(heaps.map(BigInt), BigInt(target), 10_000);
        expect(found.complete).toBe(true);
        const want = options(heaps)
          .filter((o) => bruteG(o) === target)
          .map(keyOf);
        expect(found.moves.map((m) => keyOf(m.map(Number))).sort(), `${lasker(heaps)} → ${target}`).toEqual(want.sort());
      }
    }
  });

  it("finds every option of every heap up to 200, for every target below 256", () => {
    for (let h = 1; h <= 200; h++) {
      for (let target = 0; target < 256; target++) {
        const want: string[] = [];
        const to = [...Array(h).keys()].find((v) => bruteHeap(v) === target);
        if (to !== undefined) want.push(String(to));
        for (let a = 1; 2 * a <= h; a++) if ((bruteHeap(a) ^ bruteHeap(h - a)) === target) want.push(`${a},${h - a}`);
        const found = movesTo([BigInt(h)], BigInt(target), 1000);
        expect(found.complete).toBe(true);
        expect(
          found.moves.map((m) => m.join(",")),
          `${h} → ${target}`,
        ).toEqual(want);
      }
    }
  });

  it("finds every split of a heap up to 1500 into parts of any nim-sum of values (closed form, no scan)", () => {
    const G = (n: number): number => (n === 0 ? 0 : n % 4 === 3 ? n + 1 : n % 4 === 0 ? n - 1 : n);
    for (const h of [1, 2, 3, 4, 5, 8, 13, 64, 99, 100, 255, 256, 1023, 1024, 1500]) {
      for (const target of [0, 1, 2, 3, 4, 7, 8, 100, 255, 511, 1023, 1024, 1337]) {
        const found = movesTo([BigInt(h)], BigInt(target), 100_000);
        const want: string[] = [];
        if (G(target) < h) want.push(String(G(target)));
        for (let a = 1; 2 * a <= h; a++) if ((G(a) ^ G(h - a)) === target) want.push(`${a},${h - a}`);
        expect(found.complete).toBe(true);
        expect(found.moves.map((m) => m.join(",")).sort(), `${h} → ${target}`).toEqual(want.sort());
      }
    }
  });

  it("cuts the list at the limit and says so", () => {
    const all = movesTo([1001n], 982n, 10_000);
    expect(all.complete).toBe(true);
    expect(all.moves.length).toBeGreaterThan(3);
    expect(movesTo([1001n], 982n, 3)).toEqual({ moves: all.moves.slice(0, 3), complete: false });
    expect(movesTo([1001n], 982n, all.moves.length)).toEqual(all);
    expect(movesTo([1001n], 982n, 0)).toEqual({ moves: [], complete: false });
  });
});

describe("lasker at any size", () => {
  const G = (n: bigint): bigint => (n === 0n ? 0n : n % 4n === 3n ? n + 1n : n % 4n === 0n ? n - 1n : n);

  it("lasker(10^40 + 3) is worth 10^40 + 4", () => {
    const h = 10n ** 40n + 3n;
    const a = analyze(`lasker(${h})`);
    expect(a.components[0]!.grundy).toBe(String(10n ** 40n + 4n));
    expect(a.outcome).toBe("N");
    expect(a.winningMoves!.map((m) => m.to)).toEqual(["lasker(0)"]);
    expect(a.movesComplete).toBe(true);
  });

  it("lists options of huge heaps: each a move to the value asked, each once", () => {
    const cases: [bigint[], bigint][] = [
      [[10n ** 40n + 3n, 10n ** 40n + 1n], 0n],
      [[2n ** 80n + 3n], 2n ** 80n - 2n ** 40n + 3n], // more than 200 splits
      [[10n ** 40n + 2n, 6n], 0n],
      [[2n ** 200n, 2n ** 200n - 1n, 12345n], 0n],
      [[10n ** 30n], 5n],
      [[2n ** 70n + 2n ** 3n + 1n], 2n ** 70n + 1n],
    ];
    for (const [heaps, target] of cases) {
      const { moves, complete } = movesTo(heaps, target, 200);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) {
        expect(
          m.reduce((x, h) => x ^ G(h), 0n),
          m.join(","),
        ).toBe(target);
        const sum = (hs: bigint[]): bigint => hs.reduce((s, h) => s + h, 0n);
        expect(sum(m) <= sum(heaps)).toBe(true);
        expect(m.length === heaps.length || m.length === heaps.length + 1).toBe(true);
      }
      expect(new Set(moves.map((m) => m.join(","))).size).toBe(moves.length);
      expect(complete).toBe(moves.length < 200);
    }
  });

  it("counts the splits of 2^n + 2 worth 0: a ⊕ b = 0 needs a = b, one split", () => {
    for (const n of [10n, 64n, 300n]) {
      const h = 2n ** n + 2n;
      const { moves, complete } = movesTo([h], G(h), 100);
      // to G(h): no lowering; splits a + b with G(a) ⊕ G(b) = h, listed in full
      expect(complete).toBe(true);
      for (const [a, b] of moves.map((m) => m as [bigint, bigint])) expect(G(a) ^ G(b)).toBe(G(h));
      expect(movesTo([h], 0n, 100)).toEqual({ moves: [[0n], [h / 2n, h / 2n]], complete: true });
    }
  });
});

describe("lasker in sums, compounds and misère play", () => {
  it("misère outcomes and winning moves are the brute force's on small positions", () => {
    for (const heaps of SMALL.filter((h) => h.length <= 3 && h.every((x) => x <= 7))) {
      const a = analyze(lasker(heaps), { play: "misere", maxMoves: 10_000 });
      expect(a.outcome, lasker(heaps)).toBe(misereWins(heaps) ? "N" : "P");
      const got = a.winningMoves!.map((m) => keyOf(heapsOf(m.to)));
      const want = options(heaps)
        .filter((o) => !misereWins(o))
        .map(keyOf);
      expect(got.sort(), lasker(heaps)).toEqual(want.sort());
    }
  });

  it("misère sums with nim: the outcome is the brute force's", () => {
    // nim(n) beside lasker: a move in nim lowers its heap; the lasker heaps and the nim heap are kept apart
    const memo = new Map<string, boolean>();
    const wins = (l: Heaps, n: number): boolean => {
      const key = `${keyOf(l)}|${n}`;
      let w = memo.get(key);
      if (w === undefined) {
        const opts: [Heaps, number][] = [...options(l).map((o): [Heaps, number] => [o, n]), ...Array.from({ length: n }, (_, v): [Heaps, number] => [l, v])];
        w = opts.length === 0 ? true : opts.some(([o, v]) => !wins(o, v));
        memo.set(key, w);
      }
      return w;
    };
    for (const heaps of SMALL.filter((h) => h.length <= 2 && h.every((x) => x <= 6))) {
      for (let n = 0; n <= 4; n++) {
        const source = `${lasker(heaps)} + nim(${n})`;
        expect(analyze(source, { play: "misere" }).outcome, source).toBe(wins(heaps, n) ? "N" : "P");
      }
    }
  });

  it("sums with nim and wythoff: the values and the verdict are the brute force's", () => {
    const wythoffMemo = new Map<string, number>();
    const wythoff = (a: number, b: number): number => {
      const key = `${a},${b}`;
      let g = wythoffMemo.get(key);
      if (g === undefined) {
        const opts: number[] = [];
        for (let x = 0; x < a; x++) opts.push(wythoff(x, b));
        for (let y = 0; y < b; y++) opts.push(wythoff(a, y));
        for (let d = 1; d <= Math.min(a, b); d++) opts.push(wythoff(a - d, b - d));
        wythoffMemo.set(key, (g = mex(opts)));
      }
      return g;
    };
    for (const [l, n, w] of [
      [[5], 3, [4, 4]],
      [[7, 2], 1, [3, 3]],
      [[9], 0, [0, 0]],
      [[12, 3], 6, [6, 8]],
    ] as [Heaps, number, [number, number]][]) {
      const source = `${lasker(l)} + nim(${n}) + wythoff(${w[0]},${w[1]})`;
      const a = analyze(source, { maxMoves: 1000 });
      const values = [bruteG(l), n, wythoff(w[0], w[1])];
      expect(a.components.map((c) => c.grundy)).toEqual(values.map(String));
      const x = values[0]! ^ values[1]! ^ values[2]!;
      expect(a.outcome, source).toBe(x ? "N" : "P");
      // the moves in the lasker term: every option worth what the sum needs
      const want = options(l)
        .filter((o) => (bruteG(o) ^ values[0]! ^ x) === 0)
        .map(keyOf);
      const got = a.winningMoves!.filter((m) => m.component === 0).map((m) => keyOf(heapsOf(m.to)));
      expect(got.sort(), source).toEqual(want.sort());
    }
  });

  it("compound every: the outcome is the brute force's", () => {
    // each unfinished component moves; play ends when all have ended
    const memo = new Map<string, boolean>();
    const wins = (l: Heaps, n: number): boolean => {
      const key = `${keyOf(l)}|${n}`;
      let w = memo.get(key);
      if (w === undefined) {
        const ls = options(l);
        const ns = Array.from({ length: n }, (_, v) => v);
        const opts: [Heaps, number][] = [];
        if (ls.length || ns.length) for (const o of ls.length ? ls : [l]) for (const v of ns.length ? ns : [n]) opts.push([o, v]);
        w = opts.some(([o, v]) => !wins(o, v));
        memo.set(key, w);
      }
      return w;
    };
    for (const heaps of SMALL.filter((h) => h.length <= 2 && h.every((x) => x <= 6))) {
      for (let n = 0; n <= 4; n++) {
        const source = `${lasker(heaps)} + nim(${n})`;
        expect(analyze(source, { compound: "every" }).outcome, source).toBe(wins(heaps, n) ? "N" : "P");
      }
    }
  });
});

describe("reading lasker(h1,h2,…)", () => {
  it("prints back as written, and rejects a second section or a non-integer with the column", () => {
    expect(analyze("Lasker( 3, 4 )").expression).toBe("lasker(3,4)");
    expect(analyze("lasker()").outcome).toBe("P");
    const column = (source: string): number | undefined => {
      try {
        analyze(source);
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        return (e as InputError).location.column;
      }
      throw new Error(`${source} was accepted`);
    };
    expect(column("lasker(3; 4)")).toBe(11);
    expect(column('lasker(3, "x")')).toBe(11);
  });
});
