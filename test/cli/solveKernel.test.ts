// `grundy solve … --engine`: the WebAssembly kernel from the command line, on graphs past the
// JavaScript search's 32 vertices, against the tests' brute force and published values.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

const json = (args: string[]): { value: number; method: string; positions: number } => {
  const r = runCli([...args, "--json", "--memory", "256MiB"]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
};

/** The rows × columns grid's edges as `grundy solve nodekayles` reads them, vertex r·columns + c. */
function gridText(rows: number, columns: number): string {
  const edges: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const v = r * columns + c;
      if (c + 1 < columns) edges.push(`${v},${v + 1}`);
      if (r + 1 < rows) edges.push(`${v},${v + columns}`);
    }
  return `${rows * columns}; ${edges.join(" ")}`;
}

describe("grundy solve with the search kernel", () => {
  it("values a Node Kayles graph of 48 vertices, four disjoint random graphs of 12, as the nim-sum of their brute-force values", () => {
    const rnd = seededRandom(34);
    const edges: string[] = [];
    let want = 0;
    for (let part = 0; part < 4; part++) {
      const local: [number, number][] = [];
      for (let u = 0; u < 12; u++) for (let v = u + 1; v < 12; v++) if (rnd() < 0.25) local.push([u, v]);
      want ^= nodeKaylesBruteForce(12, adjacency(12, local));
      for (const [u, v] of local) edges.push(`${u + 12 * part},${v + 12 * part}`);
    }
    expect(json(["solve", "nodekayles", `48; ${edges.join(" ")}`])).toMatchObject({ value: want, method: "search" });
  });

  it("values Node Kayles on the 3 × 12 grid (36 vertices) as OEIS A316632 gives it: 5", () => {
    expect(json(["solve", "nodekayles", gridText(3, 12)]).value).toBe(5);
  });

  it("gives the JavaScript search's value on Cram 3 × 9 with --engine kernel (published: 1)", () => {
    const kernel = json(["solve", "cram", "3", "9", "--engine", "kernel"]);
    const js = json(["solve", "cram", "3", "9", "--engine", "js"]);
    expect([kernel.value, js.value]).toEqual([1, 1]);
  });

  it("gives a Cram board to the kernel under --engine auto, a table file or not", () => {
    const kernel = json(["solve", "cram", "3", "9", "--engine", "kernel"]);
    const js = json(["solve", "cram", "3", "9", "--engine", "js"]);
    expect(kernel.positions).not.toBe(js.positions); // the two searches tell themselves apart by their counts here
    expect(json(["solve", "cram", "3", "9"]).positions).toBe(kernel.positions);
    const dir = mkdtempSync(join(tmpdir(), "grundy-auto-"));
    try {
      expect(json(["solve", "cram", "3", "9", "--table", join(dir, "t.tt")]).positions).toBe(kernel.positions);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses an unknown engine, threads with a table file, or a board past the kernel, in one line with exit code 2", () => {
    for (const args of [
      ["solve", "cram", "3", "9", "--engine", "fast"],
      ["solve", "cram", "3", "9", "--engine", "kernel", "--threads", "2", "--table", "unsaved.tt"],
      ["solve", "cram", "2", "40", "--engine", "kernel"],
    ]) {
      const r = runCli(args);
      expect([args.join(" ").slice(0, 40), r.status]).toEqual([args.join(" ").slice(0, 40), 2]);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
