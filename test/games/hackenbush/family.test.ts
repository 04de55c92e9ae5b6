// Green Hackenbush: the closed form (fusion and colon principles) against the generic engine
// on small graphs, and the engine against a brute force written from the rules
// (test/helpers/hackenbushBrute.ts: delete an edge, drop what the ground no longer holds; whole
// positions, no Sprague–Grundy split). Hand-worked values from Winning Ways, winning moves, bad input, large graphs.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { grundy } from "../../../src/core/grundy.js";
import { hackenbush } from "../../../src/games/hackenbush/index.js";
import { InputError } from "../../../src/index.js";
import { disagreements, everyGraph, type Pair, randomGraphs, read, sample, text } from "../../helpers/hackenbushBrute.js";
import { seededRandom } from "../../helpers/random.js";

const { family, game } = hackenbush;
const ms = (t0: number): string => `${(performance.now() - t0).toFixed(0)} ms`;

// The suite checks seeded samples of the small graphs; test/exhaustive/hackenbush.ts checks every
// one (`npx tsx scripts/exhaustive.ts hackenbush`).
describe("Green Hackenbush", () => {
  it("the closed form, the engine and the brute force agree on a seeded sample of the graphs of at most 5 edges on 6 vertices (loops, repeated edges)", () => {
    const graphs = sample(everyGraph(6, 0, 5), 400, 5);
    expect(disagreements(graphs)).toEqual([]);
  });

  it("… and on a seeded sample of the graphs of 6 to 8 edges on 4 vertices", () => {
    const graphs = sample(everyGraph(4, 6, 8), 150, 8);
    expect(disagreements(graphs)).toEqual([]);
  });

  it("… and on random graphs of 6 to 8 edges on 6 vertices", () => {
    const graphs = sample(randomGraphs(3000, 18), 150, 18);
    expect(disagreements(graphs)).toEqual([]);
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
