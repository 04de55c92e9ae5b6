import type { Key } from "./game.js";

const UNKNOWN = -2;
const DENSE_LIMIT = 1 << 25;

/**
 * A memo table from keys to small non-negative integers (and the engine's sentinel −1).
 * Keys that are small non-negative integers live in a typed array that grows by
 * doubling; every other key lives in a Map. Internal to the engine.
 * @internal
 */
export class MemoTable {
  private dense = new Int32Array(0);
  private readonly sparse = new Map<Key, number>();
  private denseCount = 0;

  get size(): number {
    return this.denseCount + this.sparse.size;
  }

  get(k: Key): number | undefined {
    if (typeof k === "number" && k >= 0 && k < this.dense.length && (k | 0) === k) {
      const v = this.dense[k]!;
      return v === UNKNOWN ? undefined : v;
    }
    return this.sparse.get(k);
  }

  set(k: Key, v: number): void {
    if (typeof k === "number" && k >= 0 && (k | 0) === k && k < DENSE_LIMIT) {
      if (k >= this.dense.length && k < Math.max(1 << 20, 2 * this.dense.length)) this.grow(k);
      if (k < this.dense.length) {
        if (this.dense[k] === UNKNOWN) this.denseCount++;
        this.dense[k] = v;
        return;
      }
    }
    this.sparse.set(k, v);
  }

  delete(k: Key): void {
    if (typeof k === "number" && k >= 0 && k < this.dense.length && (k | 0) === k) {
      if (this.dense[k] !== UNKNOWN) this.denseCount--;
      this.dense[k] = UNKNOWN;
    } else this.sparse.delete(k);
  }

  private grow(k: number): void {
    let n = Math.max(1024, this.dense.length);
    while (n <= k) n *= 2;
    const next = new Int32Array(n).fill(UNKNOWN);
    next.set(this.dense);
    this.dense = next;
    for (const [key, v] of this.sparse) {
      if (typeof key === "number" && key >= 0 && key < n && (key | 0) === key) {
        this.sparse.delete(key);
        this.dense[key] = v;
        this.denseCount++;
      }
    }
  }
}
