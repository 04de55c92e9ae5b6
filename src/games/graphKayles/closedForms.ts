// Closed forms of Node and Arc Kayles: a position is the sum of its connected parts, and a
// part that is a path, a cycle or a complete graph has its value at any size.
//
// - A path of k vertices is a heap of k: Node Kayles on it is Dawson's chess (0.137: an end
//   vertex takes two, an inner one three, a lone one itself), Arc Kayles is Dawson's Kayles
//   (0.07: an edge takes two adjacent vertices). Their values come from the heap floor's
//   sequences (computed values, and a proven period past them).
// - A cycle of k ≥ 3 vertices has one kind of move, into a path: k − 3 vertices (Node
//   Kayles), k − 2 (Arc Kayles); its value is mex of that one value.
// - A complete graph Kₖ: Node Kayles takes it all (value 1); Arc Kayles leaves K_(k−2), so
//   its value is ⌊k/2⌋ mod 2.
import type { MovesTo } from "../family.js";
import { heapValue } from "../heaps/values.js";
import { NAMED_HEAP_RULES } from "../../heap/namedHeapRules.js";
import type { HeapRules } from "../../heap/heapRules.js";
import type { FiniteGame } from "../../core/game.js";
import type { GraphPosition } from "./_internals/graph.js";
import { splitParts } from "./_internals/parts.js";
import { type Shape, shapeOf } from "./_internals/shape.js";
import { arcKaylesGame, nodeKaylesGame } from "./rules.js";

const rulesNamed = (name: string): HeapRules => NAMED_HEAP_RULES.find((r) => r.name === name)!.rules;
const DAWSONS_CHESS = rulesNamed("dawsonschess");
const DAWSONS_KAYLES = rulesNamed("dawson");

const mex1 = (g: number): number => (g === 0 ? 1 : 0);

/** Node Kayles on a path of k vertices: Dawson's chess (0.137) at heap k. */
export function nodeKaylesPath(k: number): number {
  return heapValue(DAWSONS_CHESS, BigInt(k), () => `nodekayles on a path of ${k} vertices`);
}

/** Arc Kayles on a path of k vertices: Dawson's Kayles (0.07) at heap k. */
export function arcKaylesPath(k: number): number {
  return heapValue(DAWSONS_KAYLES, BigInt(k), () => `arckayles on a path of ${k} vertices`);
}

/** Node Kayles on a part of a known shape, else undefined. */
export function nodeKaylesShape(s: Shape): number | undefined {
  switch (s.kind) {
    case "path":
      return nodeKaylesPath(s.k);
    case "cycle":
      return mex1(nodeKaylesPath(s.k - 3));
    case "complete":
      return s.k === 0 ? 0 : 1;
    default:
      return undefined;
  }
}

/** Arc Kayles on a part of a known shape, else undefined. */
export function arcKaylesShape(s: Shape): number | undefined {
  switch (s.kind) {
    case "path":
      return arcKaylesPath(s.k);
    case "cycle":
      return mex1(arcKaylesPath(s.k - 2));
    case "complete":
      return Math.floor(s.k / 2) % 2;
    default:
      return undefined;
  }
}

/** The closed forms of one of the two games. */
export interface GraphClosedForms {
  /** The Grundy value when every part has a known shape, else undefined (the engine answers). */
  grundy(p: GraphPosition): bigint | undefined;
  /** Options of value `target` when every part has a known shape (each option then has too), else undefined. */
  movesTo(p: GraphPosition, target: bigint, limit: number): MovesTo<GraphPosition> | undefined;
}

function closedForms(game: FiniteGame<GraphPosition>, isolated: boolean, shapeValue: (s: Shape) => number | undefined): GraphClosedForms {
  const partValue = (part: GraphPosition): number | undefined => shapeValue(shapeOf(part));
  const grundy = (p: GraphPosition): bigint | undefined => {
    let x = 0;
    for (const { part } of splitParts(p, isolated)) {
      const g = partValue(part);
      if (g === undefined) return undefined;
      x ^= g;
    }
    return BigInt(x);
  };
  return {
    grundy,
    movesTo(p, target, limit) {
      // a move changes one part: the part must go to target ⊕ (the others' nim-sum)
      const parts = splitParts(p, isolated);
      const values: number[] = [];
      for (const { part } of parts) {
        const g = partValue(part);
        if (g === undefined) return undefined;
        values.push(g);
      }
      const total = values.reduce((a, b) => a ^ b, 0);
      const moves: GraphPosition[] = [];
      for (let i = 0; i < parts.length; i++) {
        const { part, labels } = parts[i]!;
        const want = target ^ BigInt(total ^ values[i]!);
        for (const o of game.moves(part)) {
          if (grundy(o) !== want) continue;
          if (moves.length >= limit) return { moves, complete: false };
          const gone = o.removed.map((v) => labels[v]!);
          moves.push({ n: p.n, edges: p.edges, removed: [...new Set([...p.removed, ...gone])].sort((a, b) => a - b) });
        }
      }
      moves.sort((a, b) => compareRemoved(a.removed, b.removed));
      return { moves, complete: true };
    },
  };
}

function compareRemoved(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Node Kayles' closed forms (paths: Dawson's chess; cycles; complete graphs). */
export const nodeKaylesForms = closedForms(nodeKaylesGame, true, nodeKaylesShape);

/** Arc Kayles' closed forms (paths: Dawson's Kayles; cycles; complete graphs). */
export const arcKaylesForms = closedForms(arcKaylesGame, false, arcKaylesShape);
