import { newTable, type Monoid } from "./monoid.js";

/**
 * What the base counts, exactly up to `index` and by parity beyond: the heaps of an
 * element of the previous quotient (`heap` undefined), or one heap's copies.
 */
export interface Tracked {
  readonly element: number;
  readonly heap?: number;
  readonly index: number;
}

/** The base monoid of a heap step: the previous quotient, times a counter a tracked heap. */
export interface Base {
  readonly monoid: Monoid;
  /** Φ of each smaller heap in the base. */
  readonly phi: number[];
}

/**
 * The previous quotient Q times, for each tracked element (or heap), the monoid of its copies counted
 * up to `index` and by parity beyond (m ↦ m below the index, index + (m − index) mod 2
 * above): a finer monoid than Q, for when the new heap tells apart sums that Q identifies.
 * Its P-portion is Q's. `qPhi` gives the elements a tracked element names (the previous quotient's Φ). Undefined when it would have more than `maxOrder` elements.
 */
export function productBase(q: Monoid, phi: readonly number[], tracked: readonly Tracked[], maxOrder: number, qPhi: readonly number[] = phi): Base | undefined {
  const sizes = tracked.map((t) => t.index + 2);
  const order = sizes.reduce((a, b) => a * b, q.order);
  if (order > maxOrder) return undefined;
  const m = q.order;
  const norm = (v: number, c: number): number => (v < c ? v : c + ((v - c) % 2));
  const decode = (x: number): number[] => {
    const out = [x % m];
    let rest = Math.floor(x / m);
    for (const s of sizes) {
      out.push(rest % s);
      rest = Math.floor(rest / s);
    }
    return out;
  };
  const encode = (parts: readonly number[]): number => {
    let x = 0;
    for (let j = sizes.length - 1; j >= 0; j--) x = x * sizes[j]! + parts[j + 1]!;
    return x * m + parts[0]!;
  };
  const table = newTable(order);
  const isP = new Uint8Array(order);
  const decoded = Array.from({ length: order }, (_, x) => decode(x));
  for (let a = 0; a < order; a++) {
    const da = decoded[a]!;
    isP[a] = q.isP[da[0]!]!;
    for (let b = a; b < order; b++) {
      const db = decoded[b]!;
      const parts = [q.table[da[0]! * m + db[0]!]!];
      for (let j = 0; j < sizes.length; j++) parts.push(norm(da[j + 1]! + db[j + 1]!, tracked[j]!.index));
      const z = encode(parts);
      table[a * order + b] = z;
      table[b * order + a] = z;
    }
  }
  const basePhi = phi.map((y, h) => encode([y, ...tracked.map((t) => (h > 0 && (t.heap === undefined ? t.element === qPhi[h] : t.heap === h) ? 1 : 0))]));
  return { monoid: { order, table, isP, identity: q.identity }, phi: basePhi };
}
