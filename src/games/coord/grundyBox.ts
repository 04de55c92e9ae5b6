// Grundy values of a coordinate game over a box [0, side)^d, by one pass in index order
// (every option of a cell is componentwise below it, hence at a smaller index): an
// iterative table, not the engine's search position by position. A 64 × 64 box of
// Fraenkel's generalised Wythoff game takes a few tens of milliseconds.
import { conditionsOf, type CoordRules } from "./rules.js";
import { lInterval, othersHold, type StepConditions, stepConditions } from "./stepRange.js";

/** The Grundy values of the box: G(x_1, …, x_d) at Σ x_i·side^(d−i). */
export interface CoordBox {
  readonly side: number;
  readonly dimension: number;
  readonly values: Int32Array;
  /** G at a position inside the box. */
  at(coords: readonly number[]): number;
}

/** One vector, ready for the box: its constant part and each step's stride, bounds and conditions. */
interface Plan {
  readonly offset: number;
  readonly kStride: number;
  readonly lStride: number;
  readonly consts: readonly (readonly [number, number])[];
  readonly kParts: readonly (readonly [number, number])[];
  readonly lParts: readonly (readonly [number, number])[];
  readonly conditions: StepConditions;
}

function plans(rules: CoordRules, strides: readonly number[]): Plan[] {
  return rules.vectors.map((v) => {
    let offset = 0;
    let kStride = 0;
    let lStride = 0;
    const consts: [number, number][] = [];
    const kParts: [number, number][] = [];
    const lParts: [number, number][] = [];
    v.components.forEach((c, i) => {
      if (c.var === null) {
        offset += c.coef * strides[i]!;
        if (c.coef > 0) consts.push([i, c.coef]);
      } else if (c.var === "k") {
        kStride += c.coef * strides[i]!;
        kParts.push([i, c.coef]);
      } else {
        lStride += c.coef * strides[i]!;
        lParts.push([i, c.coef]);
      }
    });
    return { offset, kStride, lStride, consts, kParts, lParts, conditions: stepConditions(conditionsOf(rules, v)) };
  });
}

/** Whether the constant components fit in the coordinates x. */
function fits(consts: readonly (readonly [number, number])[], x: Int32Array): boolean {
  for (let i = 0; i < consts.length; i++) if (x[consts[i]![0]]! < consts[i]![1]) return false;
  return true;
}

/** The most a step may be at coordinates x (1 when the vector does not use it). */
function bound(parts: readonly (readonly [number, number])[], x: Int32Array): number {
  if (parts.length === 0) return 1;
  let most = Number.MAX_SAFE_INTEGER;
  for (let j = 0; j < parts.length; j++) most = Math.min(most, Math.floor(x[parts[j]![0]]! / parts[j]![1]));
  return most;
}

/** About how many options the box's pass looks at: cells × Σ over vectors of side per step used. */
export function coordBoxWork(rules: CoordRules, side: number): number {
  // two steps tied by a linear bound on both (|k − l| < m) take a narrow band of l for each k:
  // counted as 16 values of l, not side
  const tied = (v: CoordRules["vectors"][number]): boolean => v.vars.length === 2 && stepConditions(conditionsOf(rules, v)).bounds.some((b) => b.a !== 0 && b.b !== 0);
  const perCell = rules.vectors.reduce((s, v) => s + (tied(v) ? side * 16 : side ** v.vars.length), 0);
  return side ** rules.dimension * perCell;
}

/**
 * Computes the Grundy values of every position of a coordinate game in [0, side)^d.
 *
 * @param rules - the game
 * @param side - the box's side (the caller keeps side^d and {@link coordBoxWork} in bounds)
 * @returns the box
 */
export function coordBox(rules: CoordRules, side: number): CoordBox {
  const d = rules.dimension;
  const strides = Array.from({ length: d }, (_, i) => side ** (d - 1 - i));
  const cells = side ** d;
  const values = new Int32Array(cells);
  const all = plans(rules, strides);
  const x = new Int32Array(d);
  const range = new Int32Array(2);
  let seen = new Int32Array(256);
  for (let idx = 0; idx < cells; idx++) {
    const stamp = idx + 1;
    for (let v = 0; v < all.length; v++) {
      const p = all[v]!;
      if (!fits(p.consts, x)) continue;
      const kMax = bound(p.kParts, x);
      const lMax = bound(p.lParts, x);
      const base = idx - p.offset;
      const plain = p.conditions.bounds.length === 0;
      const free = p.conditions.others.length === 0;
      for (let k = 1; k <= kMax; k++) {
        const row = base - k * p.kStride;
        let lo = 1;
        let hi = lMax;
        if (!plain) {
          lInterval(p.conditions, k, lMax, range);
          lo = range[0]!;
          hi = range[1]!;
        }
        for (let l = lo; l <= hi; l++) {
          if (!free && !othersHold(p.conditions, k, l)) continue;
          const g = values[row - l * p.lStride]!;
          if (g >= seen.length) {
            const grown = new Int32Array(2 * g + 2);
            grown.set(seen);
            seen = grown;
          }
          seen[g] = stamp;
        }
      }
    }
    let m = 0;
    while (m < seen.length && seen[m] === stamp) m++;
    values[idx] = m;
    // the next cell's coordinates (an odometer, the last coordinate fastest)
    for (let i = d - 1; i >= 0; i--) {
      if (++x[i]! < side) break;
      x[i] = 0;
    }
  }
  return {
    side,
    dimension: d,
    values,
    at: (coords) => values[coords.reduce((s, c, i) => s + c * strides[i]!, 0)]!,
  };
}
