// Green Hackenbush by its rules, written plainly for the tests: delete an edge, drop what the
// ground (vertex 0) no longer holds; whole positions, no Sprague–Grundy split. And the check of
// the library against it over a list of graphs, so that the suite runs it on seeded samples
// (test/games/hackenbush/family.test.ts) and test/exhaustive/hackenbush.ts on every graph.
import { grundy } from "../../src/core/grundy.js";
import { type Hackenbush, hackenbush } from "../../src/games/hackenbush/index.js";
import { parseExpression, Registry } from "../../src/index.js";
import { seededInts, seededRandom } from "./random.js";

export type Pair = [number, number];
const { family, game } = hackenbush;

/** The edges still connected to vertex 0, normalised (smaller end first) and sorted. */
export function hold(edges: readonly Pair[]): Pair[] {
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
export const text = (edges: readonly Pair[]): string => edges.map(([u, v]) => `${u},${v}`).join(" ");
const mex = (values: Iterable<number>): number => {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
};
/** Every position one edge deletion away (each distinct result once). */
export function options(edges: readonly Pair[]): Pair[][] {
  const out = new Map<string, Pair[]>();
  edges.forEach((_, i) => {
    const o = hold(edges.filter((_, j) => j !== i));
    out.set(text(o), o);
  });
  return [...out.values()];
}
const memo = new Map<string, number>();
/** The Grundy value by the definition (memoised; the depth is at most the number of edges). */
export function brute(edges: readonly Pair[]): number {
  const key = text(edges);
  let g = memo.get(key);
  if (g === undefined) {
    g = mex(options(edges).map(brute));
    memo.set(key, g);
  }
  return g;
}

/** Every multiset of `k` pairs u ≤ v of vertices 0 … n−1 (loops and repeated pairs included). */
export function* multisets(n: number, k: number): Generator<Pair[]> {
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
export function distinct(lists: Iterable<Pair[]>): Pair[][] {
  const seen = new Map<string, Pair[]>();
  for (const l of lists) {
    const g = hold(l);
    seen.set(text(g), g);
  }
  return [...seen.values()];
}

/** Every grounded graph of `k` edges for each k in [from, to], on `n` vertices. */
export function everyGraph(n: number, from: number, to: number): Pair[][] {
  return distinct(
    (function* () {
      for (let k = from; k <= to; k++) yield* multisets(n, k);
    })(),
  );
}

/** `count` random edge lists of 6 to 8 edges on 6 vertices (seeded), most edges touching a vertex already on the ground, so that little falls at once; each grounded graph once. */
export function randomGraphs(count: number, seed: number): Pair[][] {
  const random = seededRandom(seed);
  const r = (n: number): number => Math.floor(random() * n);
  const lists: Pair[][] = [];
  for (let i = 0; i < count; i++) {
    const k = 6 + r(3);
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
  return distinct(lists);
}

/** `count` of the graphs (all when there are no more), chosen by a seeded generator, in their order. */
export function sample<T>(all: readonly T[], count: number, seed: number): T[] {
  if (all.length <= count) return all.slice();
  const pick = seededInts(seed);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(pick(all.length));
  return [...chosen].sort((a, b) => a - b).map((i) => all[i]!);
}

const registry = new Registry();
/** A call read by the family, through the registry (what analyze does). */
export const read = (expression: string): Hackenbush => registry.read(parseExpression(expression).terms[0]!).position as Hackenbush;

/**
 * The disagreements, as text, between the brute force and the engine, the closed form, and the
 * closed form's moves to each value the options reach (and 0): exactly the brute force's options
 * of that value, the list complete.
 */
export function disagreements(graphs: readonly Pair[][]): string[] {
  const wrong: string[] = [];
  for (const g of graphs) {
    const p = read(`hackenbush(${text(g)})`);
    const b = brute(g);
    if (grundy(game, p) !== b) wrong.push(`${text(g)}: the engine says ${grundy(game, p)}, the brute force ${b}`);
    if (family.grundy!(p) !== BigInt(b)) wrong.push(`${text(g)}: the closed form says ${family.grundy!(p)}, the brute force ${b}`);
    const targets = new Set([0, ...options(g).map(brute)]);
    for (const t of targets) {
      const found = family.movesTo!(p, BigInt(t), 1000)!;
      const want = options(g)
        .filter((o) => brute(o) === t)
        .map(text)
        .sort();
      const got = found.moves.map((m) => text(m as Pair[])).sort();
      if (!found.complete || JSON.stringify(got) !== JSON.stringify(want))
        wrong.push(`${text(g)} → value ${t}: moves [${got.join(" | ")}]${found.complete ? "" : " (incomplete)"}, want [${want.join(" | ")}]`);
    }
  }
  return wrong;
}
