// runSearch (src/search/run.ts): one long run of the search, as `grundy solve` drives it,
// without the command line: values against the published Cram table and a Node Kayles brute
// force, theory, the table file saved and resumed, an interrupt, the memory bound.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyBoard } from "../../src/games/cram/board.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { graphPosition } from "../../src/games/graphKayles/index.js";
import { nodeKaylesSearchFamily } from "../../src/games/graphKayles/searchFamily.js";
import { GrundyError } from "../../src/errors.js";
import { runSearch, SearchMemoryError, type SearchProgress } from "../../src/search/run.js";
import { PUBLISHED } from "../helpers/cramSearchChecks.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-run-"));
const MEMORY = 2 ** 30;

describe("runSearch", () => {
  it("values the published Cram boards of 3 × 5 … 3 × 10 (Lemoine & Viennot) by the search, and reports its progress", async () => {
    for (const [r, c, v] of PUBLISHED.filter(([r, c]) => r === 3 && c >= 5 && c <= 10)) {
      const result = await runSearch({ family: cramSearchFamily, position: emptyBoard(r, c), memory: MEMORY });
      expect([r, c, result]).toMatchObject([r, c, { value: v }]);
    }
    const events: SearchProgress[] = [];
    const result = await runSearch({ family: cramSearchFamily, position: emptyBoard(5, 6), memory: MEMORY, slice: 2000, onProgress: (e) => events.push(e) });
    expect(result).toMatchObject({ kind: "solved", value: 2 }); // 5 × 6 is 2 (beling/impartial-games)
    if (result.kind !== "solved") return;
    expect(result.positions).toBeGreaterThan(0);
    // a progress event each slice of the search (of 2,000 here), counting up to the positions at the end
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e).toMatchObject({ kind: "searching", threads: 1, alone: false });
    const counts = events.map((e) => (e.kind === "searching" ? e.positions : 0));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.every((n) => n <= result.positions)).toBe(true);
  });

  it("agrees with a brute force on random Node Kayles graphs of 10 to 16 vertices", async () => {
    const rnd = seededRandom(29);
    for (let t = 0; t < 12; t++) {
      const n = 10 + (t % 7);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < 0.2) edges.push([u, v]);
      const p = graphPosition(n, edges);
      const result = await runSearch({ family: nodeKaylesSearchFamily(p), position: p, memory: MEMORY });
      const value = result.kind === "interrupted" ? -1 : result.value;
      expect([n, edges.join(" "), value]).toEqual([n, edges.join(" "), nodeKaylesBruteForce(n, adjacency(n, edges))]);
    }
  });

  it("answers a start theory values with no search (4 × 10: the mirror strategy gives 0)", async () => {
    expect(await runSearch({ family: cramSearchFamily, position: emptyBoard(4, 10), memory: MEMORY })).toEqual({ kind: "theory", value: 0 });
  });

  it("saves its table file and a second run reads it back: the same value, no position searched again", async () => {
    const file = join(dir, "cram-3x9.tt");
    const first = await runSearch({ family: cramSearchFamily, position: emptyBoard(3, 9), memory: MEMORY, tableFile: file });
    expect(first).toMatchObject({ kind: "solved", value: 1 }); // 3 × 9 is 1 (Lemoine & Viennot)
    expect(existsSync(file)).toBe(true);
    const events: SearchProgress[] = [];
    const again = await runSearch({ family: cramSearchFamily, position: emptyBoard(3, 9), memory: MEMORY, tableFile: file, onProgress: (e) => events.push(e) });
    expect(again).toMatchObject({ kind: "solved", value: 1, positions: 0, earlier: first.kind === "solved" ? first.positions : -1 });
    expect(events[0]).toEqual({ kind: "reading", file });
  });

  it("stops at an interrupt after its first slice, saving the table file, and the next run resumes from it", async () => {
    const file = join(dir, "cram-5x6.tt");
    const stop = new AbortController();
    stop.abort();
    const cut = await runSearch({ family: cramSearchFamily, position: emptyBoard(5, 6), memory: MEMORY, tableFile: file, slice: 2000, signal: stop.signal });
    expect(cut).toMatchObject({ kind: "interrupted", tableSaved: true });
    expect(existsSync(file)).toBe(true);
    const resumed = await runSearch({ family: cramSearchFamily, position: emptyBoard(5, 6), memory: MEMORY, tableFile: file });
    expect(resumed).toMatchObject({ kind: "solved", value: 2 }); // 5 × 6 is 2 (beling/impartial-games)
    if (resumed.kind === "solved") expect(resumed.earlier).toBeGreaterThan(0);
    // what the interrupted run searched is not searched again
    const fresh = await runSearch({ family: cramSearchFamily, position: emptyBoard(5, 6), memory: MEMORY });
    if (resumed.kind === "solved" && fresh.kind === "solved") expect(resumed.positions).toBeLessThan(fresh.positions);
  });

  it("refuses a bound too small for the process (naming what it holds and the least bound), and a table file with several threads", async () => {
    const small = runSearch({ family: cramSearchFamily, position: emptyBoard(3, 9), memory: 1000 });
    await expect(small).rejects.toThrow(SearchMemoryError);
    const e = (await small.catch((x: unknown) => x)) as SearchMemoryError;
    expect(e.resident).toBeGreaterThan(1000);
    expect(e.least).toBeGreaterThan(e.resident);
    // the least bound it names is enough
    expect(await runSearch({ family: cramSearchFamily, position: emptyBoard(3, 9), memory: e.least + 2 ** 21 })).toMatchObject({ kind: "solved", value: 1 });
    const both = runSearch({ family: cramSearchFamily, position: emptyBoard(3, 9), memory: MEMORY, threads: 2, tableFile: join(dir, "x.tt") });
    await expect(both).rejects.toThrow(GrundyError);
  });
});
