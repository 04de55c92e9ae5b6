// Moore's Nim_k against a brute force written here from the rules: a move lowers at least
// one and at most k heaps. Nothing below uses the family's engine game to compute answers.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { grundy } from "../../../src/core/grundy.js";
import { mooreFamily, type MoorePosition } from "../../../src/games/moore/index.js";
import { GrundyError, InputError } from "../../../src/index.js";

const mex = (values: Iterable<number>): number => {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
};

/** Every vector v ≤ heaps (componentwise). */
function* below(heaps: readonly number[]): Generator<number[]> {
  const v = heaps.map(() => 0);
  for (;;) {
    yield v.slice();
    let i = 0;
    while (i < v.length && v[i] === heaps[i]) v[i++] = 0;
    if (i === v.length) return;
    v[i]!++;
  }
}

/** The options of a Moore position: vectors below it with between 1 and k heaps changed. */
const mooreOptions = (k: number, heaps: readonly number[]): number[][] =>
  [...below(heaps)].filter((v) => {
    const changed = v.filter((x, i) => x !== heaps[i]).length;
    return changed >= 1 && changed <= k;
  });

const mooreMemo = new Map<string, number>();
function bruteMoore(k: number, heaps: readonly number[]): number {
  const key = `${k}|${[...heaps].sort((a, b) => a - b).join(",")}`;
  let g = mooreMemo.get(key);
  if (g === undefined) {
    g = mex(mooreOptions(k, heaps).map((o) => bruteMoore(k, o)));
    mooreMemo.set(key, g);
  }
  return g;
}

/** Lasker's Nim on one heap, from the rules: lower it, or split it into two non-empty heaps. */
const laskerMemo: number[] = [0];
function bruteLasker(h: number): number {
  for (let n = laskerMemo.length; n <= h; n++) {
    const opts = laskerMemo.slice(0, n);
    for (let a = 1; 2 * a <= n; a++) opts.push(laskerMemo[a]! ^ laskerMemo[n - a]!);
    laskerMemo.push(mex(opts));
  }
  return laskerMemo[h]!;
}

/** All vectors of `count` heaps of at most `most` tokens, and fewer heaps too. */
const positions = (count: number, most: number): number[][] => {
  const out: number[][] = [];
  for (let c = 0; c <= count; c++) out.push(...below(Array.from({ length: c }, () => most)));
  return out;
};

/** The family's closed forms for target 0 (they decide every position). */
const isP = (p: MoorePosition): boolean => {
  const answer = mooreFamily.isP!(p);
  if (answer === undefined) throw new Error("moore's isP left a position undecided");
  return answer;
};
const movesTo = (p: MoorePosition, target: bigint, limit: number): { moves: MoorePosition[]; complete: boolean } => {
  const found = mooreFamily.movesTo!(p, target, limit);
  if (!found) throw new Error("moore's movesTo left a position undecided");
  return found;
};

const moore = (k: number, heaps: readonly number[]): string => `moore(${k};${heaps.length ? ` ${heaps.join(",")}` : ""})`;
const position = (k: number, heaps: readonly number[]): MoorePosition => ({ k: BigInt(k), heaps: heaps.map(BigInt) });

// k = 1, 2, 3 on up to 3 heaps of at most 7 and 4 heaps of at most 5
const SMALL: [number, number[]][] = [1, 2, 3].flatMap((k) => [...positions(3, 7), ...positions(4, 5).filter((p) => p.length === 4)].map((p): [number, number[]] => [k, p]));

describe("moore(k; h1,h2,…): Moore's Nim_k against a brute force", () => {
  it("isP is Moore's theorem: P exactly when the brute force says so", () => {
    for (const [k, heaps] of SMALL) expect(isP(position(k, heaps)), moore(k, heaps)).toBe(bruteMoore(k, heaps) === 0);
  });

  it("the engine game has the brute-force Grundy values", () => {
    for (const [k, heaps] of SMALL) expect(grundy(mooreFamily.game, position(k, heaps)), moore(k, heaps)).toBe(bruteMoore(k, heaps));
  });

  it("analyze's winning moves are exactly the brute-force moves to P-positions", () => {
    for (const [k, heaps] of SMALL) {
      const a = analyze(moore(k, heaps), { maxMoves: 10_000 });
      const want = mooreOptions(k, heaps)
        .filter((o) => bruteMoore(k, o) === 0)
        .map((o) => moore(k, o));
      expect(a.outcome, moore(k, heaps)).toBe(want.length ? "N" : "P");
      expect(a.components[0]!.grundy, moore(k, heaps)).toBe(String(bruteMoore(k, heaps)));
      expect(a.movesComplete, moore(k, heaps)).toBe(true);
      expect(a.winningMoves!.map((m) => m.to).sort(), moore(k, heaps)).toEqual(want.sort());
    }
  });

  it("in a sum with nim(n), the moves in the moore term are its brute-force options worth n", () => {
    for (const [k, heaps] of SMALL.filter(([, h]) => h.length <= 3 && h.every((x) => x <= 4))) {
      const g = bruteMoore(k, heaps);
      for (let n = 0; n <= 6; n++) {
        const source = `${moore(k, heaps)} + nim(${n})`;
        const a = analyze(source, { maxMoves: 10_000 });
        expect(
          a.components.map((c) => c.grundy),
          source,
        ).toEqual([String(g), String(n)]);
        expect(a.outcome, source).toBe(g === n ? "P" : "N");
        if (g === n) continue;
        expect(a.movesComplete, source).toBe(true);
        // the moore term must become worth n
        const want = mooreOptions(k, heaps)
          .filter((o) => bruteMoore(k, o) === n)
          .map((o) => moore(k, o));
        const got = a.winningMoves!.filter((m) => m.component === 0).map((m) => m.to);
        expect(got.sort(), source).toEqual(want.sort());
      }
    }
  });

  it("cuts the list of winning moves at the limit, and says so", () => {
    const p = position(2, [7, 7, 7, 7]);
    const all = movesTo(p, 0n, 10_000);
    expect(all.complete).toBe(true);
    expect(all.moves.length).toBe(mooreOptions(2, [7, 7, 7, 7]).filter((o) => bruteMoore(2, o) === 0).length);
    expect(all.moves.length).toBe(40);
    expect(movesTo(p, 0n, all.moves.length)).toEqual(all);
    const cut = movesTo(p, 0n, 2);
    expect(cut).toEqual({ moves: all.moves.slice(0, 2), complete: false });
    expect(movesTo(p, 0n, 0)).toEqual({ moves: [], complete: false });
  });
});

describe("moore at any size", () => {
  it("moore(2; 10^30, 10^30, 10^30) is P (every column holds 0 or 3 ones)", () => {
    const a = analyze("moore(2; 10^30, 10^30, 10^30)");
    expect(a.outcome).toBe("P");
    expect(a.components[0]!.grundy).toBe("0");
    expect(a.winningMoves).toEqual([]);
  });

  /** Whether `to` is a move of Moore's Nim_k from `from`. */
  const isMove = (k: bigint, from: readonly bigint[], to: readonly bigint[]): boolean => {
    const changed = from.filter((h, i) => to[i] !== h).length;
    return to.length === from.length && from.every((h, i) => to[i]! <= h && to[i]! >= 0n) && changed >= 1 && BigInt(changed) <= k;
  };
  /** Moore's condition, from the definition: every bit column sums to a multiple of k + 1. */
  const columnsDivisible = (k: bigint, heaps: readonly bigint[]): boolean => {
    for (let b = 0n; heaps.some((h) => h >> b > 0n); b++) {
      if (heaps.reduce((n, h) => n + ((h >> b) & 1n), 0n) % (k + 1n) !== 0n) return false;
    }
    return true;
  };

  it("lists every winning move of random medium positions: the options meeting Moore's condition", () => {
    let seed = 12345;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 150; run++) {
      const k = 2 + random(3);
      const heaps = Array.from({ length: 3 + random(2) }, () => BigInt(random(48)));
      const want = mooreOptions(k, heaps.map(Number))
        .filter((o) => columnsDivisible(BigInt(k), o.map(BigInt)))
        .map((o) => o.join(","));
      const found = movesTo({ k: BigInt(k), heaps }, 0n, 100_000);
      expect(found.complete).toBe(true);
      expect(found.moves.map((m) => m.heaps.join(",")).sort(), `moore(${k}; ${heaps.join(",")})`).toEqual(want.sort());
    }
  });

  it("lists winning moves of huge N-positions, each a move to a P-position", () => {
    const cases: [bigint, bigint[]][] = [
      [2n, [10n ** 30n, 10n ** 30n, 1n]],
      [2n, [10n ** 30n, 10n ** 30n - 1n, 3n ** 60n]],
      [3n, [2n ** 100n + 5n, 3n ** 60n, 7n ** 40n, 10n ** 30n]],
      [5n, [10n ** 40n, 2n ** 133n, 7n, 7n, 12n, 3n ** 80n]],
      [1n, [10n ** 50n, 3n ** 100n, 5n]],
      [2n, [10n ** 3000n, 7n ** 3000n, 3n ** 6000n]], // about 10,000 binary columns
    ];
    for (const [k, heaps] of cases) {
      const p = { k, heaps };
      expect(isP(p)).toBe(false);
      const { moves, complete } = movesTo(p, 0n, 1000);
      expect(moves.length).toBeGreaterThan(0);
      const keys = new Set(moves.map((m) => m.heaps.join(",")));
      expect(keys.size).toBe(moves.length);
      for (const m of moves) {
        expect(isMove(k, heaps, m.heaps), m.heaps.join(",")).toBe(true);
        expect(columnsDivisible(k, m.heaps), m.heaps.join(",")).toBe(true);
      }
      if (k === 1n) expect(complete).toBe(true);
      const a = analyze(mooreFamily.print(p), { maxMoves: 3 });
      expect(a.outcome).toBe("N");
      expect(a.winningMoves!.map((m) => m.to)).toEqual(moves.slice(0, 3).map((m) => mooreFamily.print(m)));
    }
  });

  it("with many heaps, settles for the moves found and Moore's own, and says the list is not complete", () => {
    let seed = 777;
    const random = (bits: number): bigint => {
      let x = 0n;
      for (let i = 0; i < bits; i += 16) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        x = (x << 16n) | BigInt(seed >> 8);
      }
      return x;
    };
    const cases: [bigint, bigint[]][] = [[12n, Array.from({ length: 40 }, (_, i) => 10n ** 20n + BigInt(i * i * 7919))]];
    for (let run = 0; run < 10; run++) cases.push([2n + (random(16) % 30n), Array.from({ length: 35 + run }, () => random(64))]);
    for (const [k, heaps] of cases) {
      const p = { k, heaps };
      if (isP(p)) continue;
      const { moves, complete } = movesTo(p, 0n, 50);
      expect(complete).toBe(false);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) {
        expect(isMove(k, heaps, m.heaps)).toBe(true);
        expect(columnsDivisible(k, m.heaps)).toBe(true);
      }
    }
  });

  it("refuses Grundy values out of any search's reach with a GrundyError", () => {
    expect(() => analyze("moore(2; 10^30, 10^30, 1) + nim(1)")).toThrow(GrundyError);
    expect(() => analyze("moore(2; 10^30, 10^30, 10^30) + nim(1)")).toThrow(GrundyError);
    // a lone term needs no Grundy value, and k = 1 is Nim
    expect(analyze("moore(2; 10^30, 10^30, 1)").outcome).toBe("N");
    expect(analyze("moore(1; 10^30, 10^30, 5) + nim(5)").outcome).toBe("P");
  });
});

describe("reading and printing moore(k; h1,h2,…)", () => {
  it("prints back as written", () => {
    expect(analyze("moore( 2 ;1, 2,4)").expression).toBe("moore(2; 1,2,4)");
    expect(analyze("Moore(3;)").expression).toBe("moore(3;)");
    expect(analyze("moore(3;)").outcome).toBe("P");
  });

  const column = (source: string): number | undefined => {
    try {
      analyze(source);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return (e as InputError).location.column;
    }
    throw new Error(`${source} was accepted`);
  };

  it("rejects k = 0, a missing section and a third section with the column", () => {
    expect(column("moore(0; 1)")).toBe(7);
    expect(() => analyze("moore(0; 1)")).toThrow(/k ≥ 1/);
    expect(column("moore(2)")).toBe(8);
    expect(() => analyze("moore(2)")).toThrow(/";" then the heaps/);
    expect(column("moore(2; 1; 2)")).toBe(13);
    expect(column("nim(1) + moore(; 1)")).toBe(10);
    expect(column("moore(2, 3; 1)")).toBe(10);
    expect(column('moore(2; 1, "x")')).toBe(13);
  });
});

describe("moore in sums and other compounds, with lasker and nim", () => {
  type Part = { kind: "moore"; k: number; heaps: number[] } | { kind: "lasker"; heaps: number[] } | { kind: "nim"; heap: number };
  const text = (p: Part): string => (p.kind === "moore" ? moore(p.k, p.heaps) : p.kind === "lasker" ? `lasker(${p.heaps.join(",")})` : `nim(${p.heap})`);
  /** Lasker's Nim: lower a heap or split it in two (a ≤ b), each heap size once. */
  const laskerOptions = (heaps: number[]): number[][] => {
    const out: number[][] = [];
    heaps.forEach((h, i) => {
      if (heaps.indexOf(h) !== i) return;
      for (let v = 0; v < h; v++) out.push(heaps.map((x, j) => (j === i ? v : x)));
      for (let a = 1; 2 * a <= h; a++) out.push([...heaps.slice(0, i), a, h - a, ...heaps.slice(i + 1)]);
    });
    return out;
  };
  const options = (p: Part): Part[] => {
    if (p.kind === "moore") return mooreOptions(p.k, p.heaps).map((heaps) => ({ ...p, heaps }));
    if (p.kind === "lasker") return laskerOptions(p.heaps).map((heaps) => ({ kind: "lasker", heaps }));
    return Array.from({ length: p.heap }, (_, v): Part => ({ kind: "nim", heap: v }));
  };
  const value = (p: Part): number => (p.kind === "moore" ? bruteMoore(p.k, p.heaps) : p.kind === "lasker" ? p.heaps.reduce((x, h) => x ^ bruteLasker(h), 0) : p.heap);
  const lasker = (...heaps: number[]): Part => ({ kind: "lasker", heaps });

  const SUMS: Part[][] = [
    [{ kind: "moore", k: 2, heaps: [1, 2, 4] }, lasker(5), { kind: "nim", heap: 3 }],
    [{ kind: "moore", k: 2, heaps: [3, 5, 6] }, lasker(7, 2), { kind: "nim", heap: 4 }],
    [{ kind: "moore", k: 3, heaps: [2, 2, 3, 1] }, lasker(4, 4), { kind: "nim", heap: 1 }],
    [{ kind: "moore", k: 1, heaps: [2, 6] }, lasker(3), { kind: "nim", heap: 0 }],
    [{ kind: "moore", k: 2, heaps: [3, 3, 3] }, lasker(11, 6, 1), { kind: "nim", heap: 9 }],
  ];

  it("sums: the verdict, the values and the winning moves are the brute force's", () => {
    for (const parts of SUMS) {
      const source = parts.map(text).join(" + ");
      const a = analyze(source, { maxMoves: 1000 });
      const values = parts.map(value);
      const x = values.reduce((s, v) => s ^ v, 0);
      expect(
        a.components.map((c) => c.grundy),
        source,
      ).toEqual(values.map(String));
      expect(a.outcome, source).toBe(x ? "N" : "P");
      expect(a.movesComplete, source).toBe(true);
      const want: string[] = [];
      parts.forEach((p, i) => {
        for (const o of options(p)) if ((value(o) ^ values[i]! ^ x) === 0) want.push(`${i} ${text(o)}`);
      });
      expect(a.winningMoves!.map((m) => `${m.component} ${m.to}`).sort(), source).toEqual(want.sort());
    }
  });

  /** A compound of small parts as one game, from the rules: its options under `rule`. */
  const compoundOptions = (parts: Part[], rule: "sum" | "every" | "conjunctive"): Part[][] => {
    if (rule === "sum") return parts.flatMap((p, i) => options(p).map((o) => parts.map((q, j) => (j === i ? o : q))));
    const each = parts.map((p) => options(p));
    if (rule === "conjunctive" && each.some((o) => o.length === 0)) return [];
    if (each.every((o) => o.length === 0)) return [];
    // every: each unfinished part moves, the finished ones stay
    let out: Part[][] = [[]];
    parts.forEach((p, i) => {
      const mine = each[i]!.length ? each[i]! : [p];
      out = out.flatMap((prefix) => mine.map((o) => [...prefix, o]));
    });
    return out;
  };
  const winsMemo = new Map<string, boolean>();
  const wins = (parts: Part[], rule: "sum" | "every" | "conjunctive", misere: boolean): boolean => {
    const key = `${rule}${misere}|${parts.map(text).join("+")}`;
    let w = winsMemo.get(key);
    if (w === undefined) {
      const opts = compoundOptions(parts, rule);
      w = opts.length === 0 ? misere : opts.some((o) => !wins(o, rule, misere));
      winsMemo.set(key, w);
    }
    return w;
  };

  const SMALL_PARTS: Part[][] = [];
  for (const heaps of [
    [1, 2],
    [2, 2],
    [1, 1, 1],
    [3, 1],
    [2, 3],
    [0, 1],
    [2, 1, 2],
  ]) {
    for (const l of [[0], [1], [2], [3], [2, 1]]) {
      for (const nim of [0, 1, 2]) SMALL_PARTS.push([{ kind: "moore", k: 2, heaps }, lasker(...l), { kind: "nim", heap: nim }]);
    }
  }

  it("compound every and conjunctive: the outcome is the brute force's", () => {
    for (const rule of ["every", "conjunctive"] as const) {
      for (const parts of SMALL_PARTS) {
        const source = parts.map(text).join(" + ");
        expect(analyze(source, { compound: rule }).outcome, `${rule}: ${source}`).toBe(wins(parts, rule, false) ? "N" : "P");
      }
    }
  });

  it("misère sums: the outcome and the winning moves are the brute force's", () => {
    for (const parts of SMALL_PARTS) {
      const source = parts.map(text).join(" + ");
      const a = analyze(source, { play: "misere", maxMoves: 1000 });
      expect(a.outcome, source).toBe(wins(parts, "sum", true) ? "N" : "P");
      const want = compoundOptions(parts, "sum")
        .filter((o) => !wins(o, "sum", true))
        .map((o) => o.map(text).join(" + "));
      const got = a.winningMoves!.map((m) => parts.map((p, i) => (i === m.component ? m.to : text(p))).join(" + "));
      expect(got.sort(), source).toEqual(want.sort());
    }
  });

  it("misère: a lone moore term's outcome is the brute force's", () => {
    for (const [k, heaps] of SMALL.filter(([, h]) => h.length <= 3 && h.every((x) => x <= 4))) {
      const part: Part = { kind: "moore", k, heaps };
      expect(analyze(moore(k, heaps), { play: "misere" }).outcome, moore(k, heaps)).toBe(wins([part], "sum", true) ? "N" : "P");
    }
  });
});
