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
  const m = q.order;
  // a tracked heap is freed: its copies leave the Q part (so Q's absorptions do not hide them)
  // and P reads Q at y·Φ(h)^c, well defined when the count wraps with a multiple of Φ(h)'s period
  const shape = tracked.map((t) => {
    if (t.heap === undefined) return { index: t.index, wrap: 2, power: [] as number[] };
    const power = [q.identity];
    const seen = new Map<number, number>([[q.identity, 0]]);
    let start = 0;
    let period = 1;
    for (;;) {
      const next = q.table[power[power.length - 1]! * m + phi[t.heap]!]!;
      const at = seen.get(next);
      if (at !== undefined) {
        start = at;
        period = power.length - at;
        break;
      }
      seen.set(next, power.length);
      power.push(next);
    }
    const wrap = period % 2 === 0 ? period : 2 * period;
    const index = Math.max(t.index, start);
    for (let c = power.length; c < index + wrap; c++) power.push(q.table[power[c - 1]! * m + phi[t.heap]!]!);
    return { index, wrap, power };
  });
  const sizes = shape.map((s) => s.index + s.wrap);
  const order = sizes.reduce((a, b) => a * b, q.order);
  if (order > maxOrder) return undefined;
  const norm = (v: number, j: number): number => {
    const { index, wrap } = shape[j]!;
    return v < index ? v : index + ((v - index) % wrap);
  };
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
    let y = da[0]!;
    for (let j = 0; j < sizes.length; j++) if (shape[j]!.power.length > 0) y = q.table[y * m + shape[j]!.power[da[j + 1]!]!]!;
    isP[a] = q.isP[y]!;
    for (let b = a; b < order; b++) {
      const db = decoded[b]!;
      const parts = [q.table[da[0]! * m + db[0]!]!];
      for (let j = 0; j < sizes.length; j++) parts.push(norm(da[j + 1]! + db[j + 1]!, j));
      const z = encode(parts);
      table[a * order + b] = z;
      table[b * order + a] = z;
    }
  }
  const basePhi = phi.map((y, h) => {
    if (h === 0) return encode([y, ...tracked.map(() => 0)]);
    const freed = tracked.some((t) => t.heap === h);
    return encode([freed ? q.identity : y, ...tracked.map((t) => ((t.heap === undefined ? t.element === qPhi[h] : t.heap === h) ? 1 : 0))]);
  });
  return { monoid: { order, table, isP, identity: q.identity }, phi: basePhi };
}
