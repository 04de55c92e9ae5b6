// Two kernel instances on one shared table (src/search/kernel/kernelShared.ts), driven here in
// one thread: what one learns the other reads; the table grows under the lock with its entries
// kept; a slot whose two words disagree (a race's torn write) is never read as an entry.
// Values against the tests' brute forces and the published Cram values (Lemoine & Viennot).
import { beforeAll, describe, expect, it } from "vitest";
import { type KernelGame, type KernelGraph, SearchKernel } from "../../src/search/kernel/kernel.js";
import { SHARED_TABLE_AT, SharedTableLock, sharedKernelTable } from "../../src/search/kernel/kernelShared.js";
import { arcKaylesBruteForce } from "../helpers/arcKayles.js";
import { PUBLISHED } from "../helpers/cramSearchChecks.js";
import { ensureKernel, gridGraph } from "../helpers/kernel.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

beforeAll(ensureKernel, 120_000);

/** The value of the whole graph by `kernel`, its lock taken and, between slices of `slice` components, offered the table's growth. */
function lockedValue(kernel: SearchKernel, lock: SharedTableLock, slice = 2000): number {
  lock.acquire();
  try {
    const q = kernel.query();
    while (!q.step(slice)) lock.slice();
    return q.result!;
  } finally {
    lock.release();
  }
}

/** Two instances of `graph` on a fresh shared table of `bytes`, with their locks. */
function pair(graph: KernelGraph, game: KernelGame, bytes = 2 ** 24) {
  const table = sharedKernelTable(bytes);
  const kernels = [0, 1].map((index) => new SearchKernel(graph, game, { shared: { table, index } }));
  const locks = kernels.map((k, index) => new SharedTableLock(table, k.sharedTable!, index));
  return { table, kernels, locks };
}

describe("two kernel instances on one shared table", () => {
  it("give the published Cram values of 3 × 7 … 3 × 12 and 4 × 5 … 4 × 7, the second instance finding the whole search in the first one's entries", () => {
    const published = PUBLISHED.filter(([r, c]) => (r === 3 && c >= 7 && c <= 12) || (r === 4 && c >= 5 && c <= 7));
    expect(published).toHaveLength(9);
    const got: [number, number, number, number, number][] = [];
    for (const [r, c] of published) {
      const { kernels, locks } = pair(gridGraph(r, c), "arckayles");
      const first = lockedValue(kernels[0]!, locks[0]!);
      const again = lockedValue(kernels[1]!, locks[1]!);
      got.push([r, c, first, again, kernels[1]!.positions]);
    }
    expect(got).toEqual(published.map(([r, c, v]) => [r, c, v, v, 0]));
  }, 60_000);

  it("grows the table from 256 buckets under the lock with every entry kept: the other instance, synchronised, searches nothing again", () => {
    const { table, kernels, locks } = pair(gridGraph(3, 12), "arckayles");
    const before = kernels[0]!.table.slots;
    const published = PUBLISHED.find(([r, c]) => r === 3 && c === 12)![2];
    expect(lockedValue(kernels[0]!, locks[0]!, 500)).toBe(published);
    const t = kernels[0]!.table;
    expect(before).toBe(1024);
    expect(t.slots).toBeGreaterThanOrEqual(16 * before);
    expect(t.filled).toBeLessThan(t.slots);
    expect(lockedValue(kernels[1]!, locks[1]!)).toBe(published);
    expect(kernels[1]!.table.slots).toBe(t.slots);
    expect(kernels[1]!.positions).toBe(0);
    // the room of the next growth, its pages touched ahead while the table filled, holds nothing yet
    const next = new Uint8Array(table.memory.buffer, SHARED_TABLE_AT + 16 * t.slots, 16 * t.slots);
    expect(next.some((b) => b !== 0)).toBe(false);
  }, 60_000);

  it("agrees with brute forces on random graphs of 8 to 13 vertices, the two instances taking turns on one table", () => {
    const rnd = seededRandom(907);
    for (let t = 0; t < 16; t++) {
      const n = 8 + (t % 6);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < 0.15 + 0.35 * rnd()) edges.push([u, v]);
      const game = t % 2 === 0 ? "nodekayles" : "arckayles";
      const { kernels, locks } = pair({ n, edges }, game, 2 ** 16);
      const expected = game === "nodekayles" ? nodeKaylesBruteForce(n, adjacency(n, edges)) : arcKaylesBruteForce(n, edges);
      // the first searches with slices of 7 components, so that the table grows mid-search; the second reads it
      expect([t, lockedValue(kernels[0]!, locks[0]!, 7), lockedValue(kernels[1]!, locks[1]!, 7)]).toEqual([t, expected, expected]);
    }
  }, 60_000);

  it("reads a slot whose entry word no longer matches its key word as empty: the search is done again and answers the same", () => {
    const { table, kernels, locks } = pair(gridGraph(3, 10), "arckayles");
    const published = PUBLISHED.find(([r, c]) => r === 3 && c === 10)![2];
    expect(lockedValue(kernels[0]!, locks[0]!)).toBe(published);
    // every entry's excluded set changed as a torn write would leave it: its key word no longer agrees
    const words = new Uint32Array(table.memory.buffer, SHARED_TABLE_AT, (kernels[0]!.table.slots / 4) * 16);
    let torn = 0;
    for (let i = 0; i < words.length; i += 4)
      if (words[i + 2] !== 0) {
        words[i + 2] = (words[i + 2]! ^ 1) | 2;
        torn++;
      }
    expect(torn).toBe(kernels[0]!.table.filled);
    const solo = new SearchKernel(gridGraph(3, 10), "arckayles", { tableBytes: 2 ** 24 });
    expect(lockedValue(kernels[1]!, locks[1]!)).toBe(published);
    expect(solo.nimber()).toBe(published);
    // it searched again, about as much as the first did on its empty table: no entry was read (the first searched 9,543, the second 7,535 on the grown table)
    expect(kernels[1]!.positions).toBeGreaterThan(0.5 * kernels[0]!.positions);
  }, 60_000);
});
