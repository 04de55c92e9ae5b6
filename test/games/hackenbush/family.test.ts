// Green Hackenbush: the closed form (fusion and colon principles) against the generic engine
// on every small graph, and the engine against a brute force written here from the rules
// (delete an edge, drop what the ground no longer holds; whole positions, no Sprague–Grundy
// split). Hand-worked values from Winning Ways, winning moves, bad input, large graphs.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { grundy } from "../../../src/core/grundy.js";
import { type Hackenbush, hackenbush } from "../../../src/games/hackenbush/index.js";
import { InputError, parseExpression, Registry } from "../../../src/index.js";
import { seededRandom } from "../../../src/_internals/random.js";

type Pair = [number, number];
const { family, game } = hackenbush;

// ---- the brute force: its own grounding and move generator ----

/** The edges still connected to vertex 0, normalised (smaller end first) and sorted. */
function hold(edges: readonly Pair[]): Pair[] {
  const reached = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [u, v] of edges) {
      if (reached.has(u) !== reached.has(v)) {
        reached.add(u);
        reached.add(v);
        grew = true;
      }
    }
  }
  return edges
    .filter(([u]) => reached.has(u))
    .map(([u, v]): Pair => (u <= v ? [u, v] : [v, u]))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
const text = (edges: readonly Pair[]): string => edges.map(([u, v]) => `${u},${v}`).join(" ");
const mex = (values: Iterable<number>): number => {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
};
/** Every position one edge deletion away (each distinct result once). */
function options(edges: readonly Pair[]): Pair[][] {
  const out = new Map<string, Pair[]>();
  edges.forEach((_, i) => {
    const o = hold(edges.filter((_, j) => j !== i));
    out.set(text(o), o);
  });
  return [...out.values()];
}
const memo = new Map<string, number>();
function brute(edges: readonly Pair[]): number {
  const key = text(edges);
  let g = memo.get(key);
  if (g === undefined) {
    g = mex(options(edges).map(brute));
    memo.set(key, g);
  }
  return g;
}

/** Every multiset of `k` pairs u ≤ v of vertices 0 … n−1 (loops and repeated pairs included). */
function* multisets(n: number, k: number): Generator<Pair[]> {
  const pairs: Pair[] = [];
  for (let u = 0; u < n; u++) for (let v = u; v < n; v++) pairs.push([u, v]);
  const pick: number[] = [];
  function* go(from: number): Generator<Pair[]> {
    if (pick.length === k) {
      yield pick.map((i) => pairs[i]!);
      return;
    }
    for (let i = from; i < pairs.length; i++) {
      pick.push(i);
      yield* go(i);
      pick.pop();
    }
  }
  yield* go(0);
}

/** Each grounded graph once, from edge lists. */
function distinct(lists: Iterable<Pair[]>): Pair[][] {
  const seen = new Map<string, Pair[]>();
  for (const l of lists) {
    const g = hold(l);
    seen.set(text(g), g);
  }
  return [...seen.values()];
}

function checkAll(graphs: readonly Pair[][]): void {
  for (const g of graphs) {
    const p = read(`hackenbush(${text(g)})`);
    const b = brute(g);
    expect(grundy(game, p), text(g)).toBe(b);
    expect(family.grundy!(p), text(g)).toBe(BigInt(b));
    // winning moves (and every target the options reach): exactly the brute force's options of that value
    const targets = new Set([0, ...options(g).map(brute)]);
    for (const t of targets) {
      const found = family.movesTo!(p, BigInt(t), 1000)!;
      expect(found.complete).toBe(true);
      const want = options(g)
        .filter((o) => brute(o) === t)
        .map(text)
        .sort();
      expect(found.moves.map((m) => text(m as Pair[])).sort(), `${text(g)} → value ${t}`).toEqual(want);
    }
  }
}

const registry = new Registry();
/** A call read by the family, through the registry (what analyze does). */
const read = (expression: string): Hackenbush => registry.read(parseExpression(expression).terms[0]!).position as Hackenbush;
const ms = (t0: number): string => `${(performance.now() - t0).toFixed(0)} ms`;

describe("Green Hackenbush", () => {
  it("the closed form, the engine and the brute force agree on every graph of at most 5 edges on 6 vertices (loops, repeated edges)", () => {
    const t0 = performance.now();
    const graphs = distinct(
      (function* () {
        for (let k = 0; k <= 5; k++) yield* multisets(6, k);
      })(),
    );
    checkAll(graphs);
    console.log(`hackenbush: ${graphs.length} grounded graphs of ≤ 5 edges on 6 vertices in ${ms(t0)}`);
  });

  it("… and on every graph of 6 to 8 edges on 4 vertices", () => {
    const t0 = performance.now();
    const graphs = distinct(
      (function* () {
        for (let k = 6; k <= 8; k++) yield* multisets(4, k);
      })(),
    );
    checkAll(graphs);
    console.log(`hackenbush: ${graphs.length} grounded graphs of 6–8 edges on 4 vertices in ${ms(t0)}`);
  });

  it("… and on random graphs of 6 to 8 edges on 6 vertices", () => {
    const t0 = performance.now();
    const random = seededRandom(18);
    const r = (n: number): number => Math.floor(random() * n);
    const lists: Pair[][] = [];
    for (let i = 0; i < 3000; i++) {
      const k = 6 + r(3);
      // most edges touch a vertex already on the ground, so that little falls at once
      const on = [0];
      const edges: Pair[] = [];
      for (let j = 0; j < k; j++) {
        const u = on[r(on.length)]!;
        const v = r(6);
        edges.push([u, v]);
        if (!on.includes(v)) on.push(v);
      }
      lists.push(edges);
    }
    const graphs = distinct(lists);
    checkAll(graphs);
    console.log(`hackenbush: ${graphs.length} random graphs of 6–8 edges on 6 vertices in ${ms(t0)}`);
  });

  it.each([
    // Winning Ways ch. 7: a stalk of n edges is the nim-heap n
    { graph: "0,1 1,2 2,3 3,4 4,5", value: 5n, why: "a stalk of 5 edges is *5" },
    // colon principle: branches at a vertex nim-add; an edge below a subtree of value v is worth v + 1
    { graph: "0,1 1,2 1,3 3,4", value: 4n, why: "an edge under branches 1 and 2 (1 ⊕ 2 = 3): 3 + 1" },
    { graph: "0,1 1,2 1,3", value: 1n, why: "an edge under two stalks of 1 (1 ⊕ 1 = 0): 0 + 1" },
    { graph: "0,1 0,2 2,3 0,4 4,5 5,6", value: 1n ^ 2n ^ 3n, why: "stalks of 1, 2, 3 on the ground: 1 ⊕ 2 ⊕ 3 = 0" },
    // fusion principle: a triangle on the ground fuses into the ground with 3 loops, 1 ⊕ 1 ⊕ 1 = 1 (not 2:
    // cutting a ground edge leaves a stalk of 2, cutting the top edge leaves two stalks of 1, so mex{2, 0} = 1)
    { graph: "0,1 1,2 2,0", value: 1n, why: "a triangle on the ground is *1" },
    { graph: "0,1 1,2 2,3 3,0", value: 0n, why: "a square on the ground: 4 loops cancel" },
    { graph: "0,1 1,2 2,3 3,1", value: 2n, why: "a triangle on a stalk: fused to 1 loop at vertex 1, under one edge: 1 + 1" },
    { graph: "0,1 1,1", value: 2n, why: "a loop is a stalk of 1: a stalk of 2" },
    { graph: "0,1 0,1", value: 0n, why: "two edges between the same vertices fuse into two loops" },
    { graph: "0,1 1,2 2,3 3,1 1,4 4,4", value: 4n, why: "the issue's example: (1 ⊕ (1 + 1)) + 1" },
    { graph: "0,0 0,0 0,0", value: 1n, why: "three loops at the ground" },
    { graph: "", value: 0n, why: "no edges: the game is over" },
  ])("$graph: $why", ({ graph, value: v }) => {
    const p = read(`hackenbush(${graph})`);
    expect(family.grundy!(p)).toBe(v);
    expect(grundy(game, p)).toBe(Number(v));
  });

  it("repeated pairs and either order of an edge read as written; no edges is the end of a game; the parts meeting at the ground", () => {
    expect(family.print(read("hackenbush(2,1 1,0 1,0)"))).toBe("hackenbush(0,1 0,1 1,2)");
    expect(family.print(read("hackenbush()"))).toBe("hackenbush()");
    expect(game.components!(read("hackenbush(0,1 1,2 0,3 0,0 3,1 0,4)")).map((c) => family.print(c))).toEqual([
      "hackenbush(0,0)",
      "hackenbush(0,1 0,3 1,2 1,3)",
      "hackenbush(0,4)",
    ]);
  });

  it("isOption: one edge deleted and what fell with it, nothing else", () => {
    const p = read("hackenbush(0,1 1,2 2,3 0,1)");
    expect(family.isOption!(p, read("hackenbush(0,1 0,1)"))).toBe(true);
    expect(family.isOption!(p, read("hackenbush(0,1 1,2 2,3)"))).toBe(true);
    expect(family.isOption!(p, read("hackenbush(0,1)"))).toBe(false);
    expect(family.isOption!(p, read("hackenbush(0,1 0,1 1,2 2,3)"))).toBe(false);
    expect(family.isOption!(p, read("hackenbush(0,1 1,2 0,2)"))).toBe(false);
  });

  it("analyze sums it with other games and names a winning move", () => {
    const a = analyze("hackenbush(0,1 1,2 2,3 3,1 1,4 4,4) + nim(1)");
    expect(a.outcome).toBe("N");
    expect(a.components.map((c) => c.grundy)).toEqual(["4", "1"]);
    expect(JSON.stringify(a.winningMoves)).toContain("hackenbush(0,1 1,3 1,4 2,3 4,4)");
  });

  it.each([
    { input: "hackenbush(0,1 2)", column: 16, expected: "an edge u,v" },
    { input: "hackenbush(0,1 1,2,3)", column: 16, expected: "an edge u,v" },
    { input: 'hackenbush(0,1 1,"a")', column: 18, expected: "a vertex" },
    { input: "hackenbush(0,1 1,1000000001)", column: 18, expected: "a vertex from 0 to 1,000,000,000" },
    { input: "hackenbush(0,1; 1,2)", column: 17, expected: 'separated by commas in hackenbush(u,v u,v …), not ";"' },
    { input: "hackenbush(0,1 5,6 1,2)", column: 16, expected: "edges connected to the ground (vertex 0) in hackenbush(u,v u,v …), but 5,6 is not" },
    { input: "hackenbush(1,2)", column: 12, expected: "edges connected to the ground" },
  ])("bad input $input: one InputError naming column $column", ({ input, column, expected }) => {
    let error: unknown;
    try {
      analyze(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).location.column).toBe(column);
    expect((error as InputError).expected).toContain(expected);
  });

  it("a cycle of 2,001 edges on the ground: 2,001 loops fused, worth 1; the one winning move cuts it into two stalks of 1,000", () => {
    const n = 2001;
    const cycle = read(`hackenbush(${Array.from({ length: n }, (_, i) => `${i},${(i + 1) % n}`).join(" ")})`);
    expect(family.grundy!(cycle)).toBe(1n);
    const t0 = performance.now();
    const found = family.movesTo!(cycle, 0n, 10)!;
    console.log(`hackenbush: the winning move of a cycle of 2,001 edges in ${ms(t0)}`);
    expect(found).toEqual({ moves: [cycle.filter(([u, v]) => !(u === 1000 && v === 1001))], complete: true });
  });

  it("a cycle of 20,001 edges: its value, and a list of moves marked incomplete (past the search's work budget)", () => {
    const n = 20001;
    const cycle = read(`hackenbush(${Array.from({ length: n }, (_, i) => `${i},${(i + 1) % n}`).join(" ")})`);
    expect(family.grundy!(cycle)).toBe(1n);
    expect(family.movesTo!(cycle, 0n, 10)).toEqual({ moves: [], complete: false });
  });

  it("a stalk of 100,000 edges and a random connected graph of 2,000 edges: the closed form answers, with a winning move checked by value", () => {
    const stalk = Array.from({ length: 100_000 }, (_, i) => [i, i + 1] as const);
    expect(family.grundy!(stalk)).toBe(100_000n);
    const random = seededRandom(2000);
    const edges: Pair[] = [];
    for (let v = 1; v < 1000; v++) edges.push([Math.floor(random() * v), v]);
    while (edges.length < 2000) edges.push([Math.floor(random() * 1000), Math.floor(random() * 1000)]);
    const t0 = performance.now();
    const p = read(`hackenbush(${text(edges)})`);
    const g = family.grundy!(p)!;
    const t1 = performance.now();
    const zero = family.movesTo!(p, 0n, 3)!;
    const t2 = performance.now();
    console.log(`hackenbush: 2,000 edges: value ${g} in ${(t1 - t0).toFixed(1)} ms, winning moves in ${(t2 - t1).toFixed(1)} ms`);
    for (const m of zero.moves) {
      expect(family.grundy!(m)).toBe(0n);
      expect(family.isOption!(p, m)).toBe(true);
    }
  });
});
