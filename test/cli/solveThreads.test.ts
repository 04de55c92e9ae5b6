// The parallel search (src/search/parallelSearch.ts) against the one-thread search, the plain
// engine and a brute force; its failures; and `grundy solve … --threads N`. The workers run
// the built dist/cli/searchWorker.js (npm test builds dist/ first).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { boardOf, emptyBoard } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { graphPosition, nodeKaylesGame } from "../../src/games/graphKayles/index.js";
import { nodeKaylesSearchFamily } from "../../src/games/graphKayles/searchFamily.js";
import { grundy } from "../../src/index.js";
import { ParallelSearch } from "../../src/search/parallelSearch.js";
import { searchValue } from "../../src/search/searchValue.js";
import { runCli } from "../helpers/cli.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

const workerFile = fileURLToPath(new URL("../../dist/cli/searchWorker.js", import.meta.url));
const memory = 2 ** 24;

describe("the parallel search", () => {
  // one pool for every Cram board: a Cram key is a region, whatever board it came from
  const cramPool = new ParallelSearch(cramSearchFamily, { game: "cram", args: ["6", "8"] }, { threads: 2, workerFile, memory });
  afterAll(() => cramPool.close());

  it("agrees with the plain engine on every Cram rectangle of at most 16 cells, and with one thread on every one of at most 30", async () => {
    for (let r = 1; r <= 30; r++)
      for (let c = 1; r * c <= 30; c++) {
        const b = emptyBoard(r, c);
        const expected = r * c <= 16 ? grundy(cram.game, b, { budget: Infinity }) : searchValue(cramSearchFamily, b).value;
        expect([r, c, await cramPool.value(b)]).toEqual([r, c, expected]);
      }
  }, 120_000);

  it("agrees with one thread on random Cram boards of up to 30 cells with cells filled (several regions at the start)", async () => {
    const rnd = seededRandom(5);
    for (let t = 0; t < 30; t++) {
      const r = 3 + Math.floor(rnd() * 3);
      const c = 4 + Math.floor(rnd() * 3);
      const cells = Array.from({ length: r * c }, () => (rnd() < 0.2 ? 0 : 1));
      const b = boardOf(r, c, cells);
      expect([r, c, cells.join(""), await cramPool.value(b)]).toEqual([r, c, cells.join(""), searchValue(cramSearchFamily, b).value]);
    }
  }, 120_000);

  it("agrees with a brute force and the plain engine on random Node Kayles graphs of 6 to 12 vertices, and with one thread up to 24", async () => {
    const rnd = seededRandom(31);
    for (let t = 0; t < 16; t++) {
      const n = t < 10 ? 6 + (t % 7) : 16 + (t % 9);
      const density = 0.08 + 0.3 * rnd();
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < density) edges.push([u, v]);
      const text = `${n}; ${edges.map(([u, v]) => `${u},${v}`).join(" ")}`;
      const p = graphPosition(n, edges);
      const family = nodeKaylesSearchFamily(p);
      const pool = new ParallelSearch(family, { game: "nodekayles", args: [text] }, { threads: 2, workerFile, memory });
      try {
        const v = await pool.value(p);
        const expected = n <= 12 ? nodeKaylesBruteForce(n, adjacency(n, edges)) : searchValue(family, p).value;
        expect([text, v]).toEqual([text, expected]);
        if (n <= 9) expect(v).toBe(grundy(nodeKaylesGame, p, { budget: Infinity }));
      } finally {
        await pool.close();
      }
    }
  }, 120_000);

  it("reports a worker's failure as an error (a game the worker cannot rebuild; a worker file that throws) and stops its workers", async () => {
    const bad = new ParallelSearch(cramSearchFamily, { game: "nosuch", args: [] }, { threads: 2, workerFile, memory });
    await expect(bad.value(emptyBoard(3, 9))).rejects.toThrow(/no searchable game "nosuch"/);
    await bad.close();
    const file = join(mkdtempSync(join(tmpdir(), "grundy-threads-")), "broken.mjs");
    writeFileSync(file, 'throw new Error("broken worker");\n');
    const broken = new ParallelSearch(cramSearchFamily, { game: "cram", args: ["3", "9"] }, { threads: 2, workerFile: file, memory });
    await expect(broken.value(emptyBoard(3, 9))).rejects.toThrow(/a search worker failed: broken worker/);
    await broken.close();
  });
});

describe("grundy solve --threads", () => {
  it("prints the published nimbers with 2 threads and exits (no worker left running); a small start runs alone", () => {
    const r = runCli(["solve", "cram", "3", "13", "--engine", "js", "--threads", "2", "--json", "--memory", "256MiB"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ value: 2, threads: 2 }); // 3 × 13 is 2 (Lemoine & Viennot)
    expect(JSON.parse(r.stdout).peakRssBytes).toBeLessThanOrEqual(256 * 2 ** 20); // --memory bounds the whole process, workers and all
    // done within the expansions this thread makes before starting workers: reported as one thread
    expect(JSON.parse(runCli(["solve", "cram", "3", "11", "--engine", "js", "--threads", "2", "--json"]).stdout)).toMatchObject({ value: 0, threads: 1 });
    const nk = runCli(["solve", "nodekayles", "6; 0,1 1,2 2,3 3,4 4,5 5,0", "--threads", "2"]);
    expect(nk.stdout).toMatch(/nimber 0 \(P/); // C6: every move leaves P3 (value 2), so mex{2} = 0
    expect(nk.status).toBe(0);
  }, 120_000);

  it("refuses a bad thread count, and --table with several threads, in one line with exit code 2", () => {
    for (const args of [
      ["solve", "cram", "3", "9", "--threads", "0"],
      ["solve", "cram", "3", "9", "--threads", "two"],
      ["solve", "cram", "3", "9", "--threads", "2", "--table", join(tmpdir(), "grundy-threads-refused.tt")],
    ]) {
      const r = runCli(args);
      expect([args.join(" "), r.status]).toEqual([args.join(" "), 2]);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
  });
});
