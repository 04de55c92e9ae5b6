// Loopy games: γ, outcomes with draws, remoteness and sums, each checked against a plain,
// independent solver written here (definitions checked directly, brute force, fixpoints).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defineGame,
  drawingMoves,
  type Gamma,
  GameError,
  gamma,
  gammaSum,
  grundy,
  GrundyError,
  outcome,
  outcomeOfGamma,
  remoteness,
  suspense,
  winningMoves,
} from "../../src/index.js";
import { loopyOrder } from "../../src/core/loopy.js";
import { arbDag, dagGame } from "../helpers/games.js";
import { allGammaFunctions, arbDigraph, bruteRemoteness, INF, isGammaFunction } from "../helpers/loopy.js";

const graphGame = (edges: number[][]) => defineGame<number>({ name: "graph", moves: (i) => edges[i]!, loopy: true });

/** γ of every node as a number (−1 for ∞), and K for the infinite ones. */
function gammas(edges: number[][]): { g: number[]; K: number[][] } {
  const game = graphGame(edges);
  const g: number[] = [];
  const K: number[][] = [];
  edges.forEach((_, i) => {
    const v = gamma(game, i);
    g.push(typeof v === "number" ? v : INF);
    K.push(typeof v === "number" ? [] : [...v.K]);
  });
  return { g, K };
}

/** Plain fixpoint iteration: 'N', 'P' or 'D' for each state of a game given by its moves. */
function bruteOutcomes(states: string[], moves: (s: string) => string[]): Map<string, "N" | "P" | "D"> {
  const res = new Map<string, "N" | "P" | "D">();
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of states) {
      if (res.has(s)) continue;
      const o = moves(s).map((t) => res.get(t));
      if (o.includes("P")) res.set(s, "N");
      else if (o.every((x) => x === "N")) res.set(s, "P");
      else continue;
      changed = true;
    }
  }
  for (const s of states) if (!res.has(s)) res.set(s, "D");
  return res;
}

describe("gamma on random digraphs", () => {
  it("is the one labelling that meets the definition (brute force over all labellings, ≤ 6 nodes)", () => {
    fc.assert(
      fc.property(arbDigraph(6), (edges) => {
        const all = allGammaFunctions(edges);
        expect(all).toHaveLength(1);
        expect(gammas(edges).g).toEqual(all[0]);
      }),
      { numRuns: 150 },
    );
  });

  it("meets the definition on graphs of up to 14 nodes, and K lists the finite values of the options", () => {
    fc.assert(
      fc.property(arbDigraph(14), (edges) => {
        const { g, K } = gammas(edges);
        expect(isGammaFunction(edges, g)).toBe(true);
        g.forEach((v, u) => {
          if (v === INF) expect(K[u]).toEqual([...new Set(edges[u]!.map((w) => g[w]!).filter((x) => x !== INF))].sort((a, b) => a - b));
        });
      }),
      { numRuns: 400 },
    );
  });

  it("decides outcomes: P, N and D agree with a fixpoint win/lose/draw solve", () => {
    fc.assert(
      fc.property(arbDigraph(12), (edges) => {
        const game = graphGame(edges);
        const states = edges.map((_, i) => String(i));
        const brute = bruteOutcomes(states, (s) => edges[Number(s)]!.map(String));
        edges.forEach((_, i) => expect(outcome(game, i)).toBe(brute.get(String(i))));
      }),
      { numRuns: 300 },
    );
  });

  it("remoteness agrees with value iteration (undefined exactly for draws)", () => {
    fc.assert(
      fc.property(arbDigraph(12), (edges) => {
        const game = graphGame(edges);
        const want = bruteRemoteness(edges);
        edges.forEach((_, i) => {
          const r = remoteness(game, i);
          expect(r).toBe(want[i]);
          const o = outcome(game, i);
          if (r === undefined) expect(o).toBe("D");
          else expect(o).toBe(r % 2 === 1 ? "N" : "P");
        });
      }),
      { numRuns: 300 },
    );
  });

  it("winningMoves go to P-positions; drawingMoves keep the draw and exist at every draw", () => {
    fc.assert(
      fc.property(arbDigraph(10), (edges) => {
        const game = graphGame(edges);
        edges.forEach((opts, i) => {
          const o = outcome(game, i);
          const wins = winningMoves(game, i);
          const draws = drawingMoves(game, i);
          expect(wins.every((w) => outcome(game, w) === "P")).toBe(true);
          expect(wins.length > 0).toBe(o === "N");
          if (o === "D") {
            expect(draws.length).toBeGreaterThan(0);
            expect(draws).toEqual([...new Set(opts)].filter((w) => outcome(game, w) === "D"));
          } else expect(draws).toEqual([]);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("asked in any order, positions solved before bound the new graph: the same γ and remoteness as a fresh solve, and one counter function", () => {
    fc.assert(
      fc.property(arbDigraph(12), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (edges, asks) => {
        const shared = graphGame(edges);
        for (const a of asks) {
          const u = a % edges.length;
          const fresh = graphGame(edges);
          expect(gamma(shared, u)).toEqual(gamma(fresh, u));
          expect(remoteness(shared, u)).toBe(remoteness(fresh, u));
        }
        // the counters of every position, each from the graph it was solved in, are one counter function
        const g = edges.map((_, u) => gamma(shared, u));
        const c = edges.map((_, u) => loopyOrder(shared, u));
        edges.forEach((opts, u) => {
          const m = g[u];
          if (typeof m !== "number") return;
          for (const v of opts) {
            const gv = g[v]!;
            if (typeof gv === "number" && gv < m) continue;
            expect(edges[v]!.some((w) => g[w] === m && c[w]! < c[u]!)).toBe(true);
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  it("equals the Grundy value on finite acyclic games", () => {
    fc.assert(
      fc.property(arbDag(12), (dag) => {
        const finite = dagGame(dag);
        const loopy = graphGame(dag.edges);
        dag.edges.forEach((_, i) => {
          expect(gamma(loopy, i)).toBe(grundy(finite, i));
          expect(gamma(finite, i)).toBe(grundy(finite, i));
          expect(remoteness(loopy, i)).toBe(remoteness(finite, i));
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe("sums of loopy games (Smith's theorem)", () => {
  const arbPair = fc.tuple(arbDigraph(6), arbDigraph(6));

  it("γ(G + H) from gammaSum equals γ of the product graph solved directly, and outcomes agree with a fixpoint solve", () => {
    fc.assert(
      fc.property(arbPair, ([e1, e2]) => {
        const g1 = graphGame(e1);
        const g2 = graphGame(e2);
        const sum = defineGame<[number, number]>({
          name: "sum",
          moves: ([a, b]) => [...e1[a]!.map((x): [number, number] => [x, b]), ...e2[b]!.map((y): [number, number] => [a, y])],
          key: ([a, b]) => `${a},${b}`,
          loopy: true,
        });
        const states = e1.flatMap((_, a) => e2.map((_, b) => `${a},${b}`));
        const brute = bruteOutcomes(states, (s) => {
          const [a, b] = s.split(",").map(Number) as [number, number];
          return [...e1[a]!.map((x) => `${x},${b}`), ...e2[b]!.map((y) => `${a},${y}`)];
        });
        for (let a = 0; a < e1.length; a++) {
          for (let b = 0; b < e2.length; b++) {
            const bySum = gammaSum(gamma(g1, a), gamma(g2, b));
            expect(gamma(sum, [a, b])).toEqual(bySum);
            expect(outcomeOfGamma(bySum)).toBe(brute.get(`${a},${b}`));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a game that splits into components adds their γ values", () => {
    fc.assert(
      fc.property(arbDigraph(6), fc.array(fc.nat(5), { minLength: 0, maxLength: 3 }), (edges, starts) => {
        const heaps = starts.map((s) => s % edges.length);
        const single = graphGame(edges);
        const split = defineGame<number[]>({
          name: "split",
          moves: (t) => t.flatMap((p, i) => edges[p]!.map((o) => t.map((q, j) => (j === i ? o : q)))),
          key: (t) => [...t].sort().join(","),
          components: (t) => (t.length <= 1 ? [t] : t.map((p) => [p])),
          loopy: true,
        });
        const want = heaps.reduce<Gamma>((acc, p) => gammaSum(acc, gamma(single, p)), 0);
        expect(gamma(split, heaps)).toEqual(want);
      }),
      { numRuns: 100 },
    );
  });
});

describe("loopy games: errors and limits", () => {
  it("an infinite loopy game (n → n + 1) gives a GrundyError quickly, naming the positions reached", () => {
    const up = defineGame<number>({ name: "up", moves: (n) => [n + 1], loopy: true });
    const t = Date.now();
    expect(() => gamma(up, 0)).toThrow(/reached 2,000,001 positions.*budget/);
    expect(() => gamma(up, 0, { budget: 1000 })).toThrow(GrundyError);
    expect(Date.now() - t).toBeLessThan(20_000);
  });

  it("number keys, small or large and sparse, index the same graph as string keys", () => {
    // a cycle of 6,000 sparse keys 1, 10,001, … up to 6·10^7, with exits to 0 (a terminal) along the way
    const step = (n: number): number[] => (n === 0 ? [] : [(n + 10_000) % 60_000_000, ...(n % 7 === 0 ? [0] : [])]);
    const byNumber = defineGame<number>({ name: "num", moves: step, loopy: true });
    const byString = defineGame<number>({ name: "str", moves: step, key: (n) => `k${n}`, loopy: true });
    // both starts lie on that cycle: one small key and one large one enter it
    for (const start of [1, 59_990_001]) {
      expect(gamma(byNumber, start, { budget: 1e6 })).toEqual(gamma(byString, start, { budget: 1e6 }));
      expect(remoteness(byNumber, start, { budget: 1e6 })).toBe(remoteness(byString, start, { budget: 1e6 }));
    }
  });

  it("reports progress while exploring", () => {
    const ring = defineGame<number>({ name: "ring", moves: (n) => [(n + 1) % 200_000], loopy: true });
    const seen: number[] = [];
    expect(gamma(ring, 0, { onProgress: (n) => seen.push(n) })).toEqual({ infinite: true, K: [] });
    expect(seen.length).toBeGreaterThan(0);
    expect(outcome(ring, 5)).toBe("D");
    expect(remoteness(ring, 5)).toBeUndefined();
  });

  it("a finite game with a cycle is refused, and the message says loopy: true", () => {
    const loop = defineGame<number>({ name: "loop", moves: (n) => [(n + 1) % 3] });
    expect(() => grundy(loop, 1)).toThrow(/loopy: true/);
  });

  it("refuses misère play and suspense of a loopy game, and grundy of an infinite value, with a GameError", () => {
    const g = defineGame<number>({ name: "g", moves: (n) => (n === 0 ? [] : [n - 1, n]), loopy: true });
    expect(() => outcome(g, 2, { play: "misere" })).toThrow(GameError);
    expect(() => winningMoves(g, 2, { play: "misere" })).toThrow(GameError);
    expect(() => suspense(g, 2)).toThrow(GameError);
    const d = defineGame<number>({ name: "d", moves: (n) => [n], loopy: true });
    expect(() => grundy(d, 0)).toThrow(/∞/);
    expect(() => drawingMoves(defineGame<number>({ moves: () => [] }), 0)).toThrow(GameError);
    expect(() => defineGame<number>({ moves: () => [], loopy: "yes" as unknown as boolean })).toThrow(GameError);
  });

  it("a hand-worked example: 0 ← 1 ⇄ 2 → 3 ⇄ 3", () => {
    // 0 is terminal (γ 0); 1 → 0, 2: γ(1) = 1 needs 2 to reverse through an option worth 1 —
    // 2 → 1 does, so γ(1) = 1 (1 is labelled before 2 can be); 2 → 1, 3: options 1 and ∞(∅) (3 loops)…
    const edges = [[], [0, 2], [1, 3], [3]];
    const g = graphGame(edges);
    expect(gamma(g, 0)).toBe(0);
    expect(gamma(g, 3)).toEqual({ infinite: true, K: [] });
    expect(outcome(g, 3)).toBe("D");
    expect(outcome(g, 1)).toBe("N");
    expect(isGammaFunction(edges, gammas(edges).g)).toBe(true);
  });
});
