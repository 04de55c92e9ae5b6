// `grundy solve … --table FILE` on the WebAssembly kernel: its table saved and read back, a run
// killed or interrupted resumed, and every table that is not this graph's kernel table refused
// in one line, never misread. Values: OEIS A316632 (Node Kayles on 3 × n), Cram 3 × 14 = 3
// (Lemoine & Viennot's table).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SearchKernel } from "../../src/search/kernel/kernel.js";
import { runCli } from "../helpers/cli.js";
import { ensureKernel, gridGraph } from "../helpers/kernel.js";
import { stopAfterSaves } from "../helpers/stoppedRun.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-kernel-table-"));
const json = (args: string[]) => {
  const r = runCli([...args, "--json", "--memory", "256MiB"]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as { value: number; positions: number; earlierPositions: number };
};

/** The 3 × n grid as `grundy solve nodekayles` reads it, vertex r·n + c. */
function grid3(n: number): string {
  const edges: string[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < n; c++) {
      const v = r * n + c;
      if (c + 1 < n) edges.push(`${v},${v + 1}`);
      if (r < 2) edges.push(`${v},${v + n}`);
    }
  return `${3 * n}; ${edges.join(" ")}`;
}

describe("grundy solve --table on the kernel", () => {
  it("saves the table and a second run reads it back: the same value (A316632: 3 × 15 is 1), no position searched again", () => {
    const file = join(dir, "nk15.tt");
    const first = json(["solve", "nodekayles", grid3(15), "--table", file]);
    expect(first.value).toBe(1);
    expect(first.positions).toBeGreaterThan(0);
    const again = json(["solve", "nodekayles", grid3(15), "--table", file]);
    expect(again).toMatchObject({ value: 1, positions: 0, earlierPositions: first.positions });
  });

  it("a run killed with SIGKILL after two saves resumes from its table: the same value, fewer positions searched", async () => {
    // 3 × 14 (about 2 s): the kernel looks at the clock every 50,000 positions, so it saves several times first
    ensureKernel();
    const fresh = new SearchKernel(gridGraph(3, 14), "arckayles", { tableBytes: 2 ** 26 });
    expect(fresh.nimber()).toBe(3); // Lemoine & Viennot
    const file = join(dir, "killed.tt");
    const run = ["solve", "cram", "3", "14", "--table", file];
    const killed = await stopAfterSaves([...run, "--save-every", "0.1", "--memory", "256MiB"], file, 2, "SIGKILL");
    expect(killed.signal, `the run ended before it was killed (${killed.stderr})`).toBe("SIGKILL");
    const resumed = json(run);
    expect(resumed.value).toBe(3);
    expect(resumed.earlierPositions).toBeGreaterThan(0);
    expect(resumed.positions).toBeLessThan(fresh.positions);
  }, 60_000);

  it("Ctrl-C (SIGINT) saves what it has and exits 130; the same command resumes from it", async () => {
    const file = join(dir, "interrupted.tt");
    const run = ["solve", "cram", "3", "14", "--table", file];
    const stopped = await stopAfterSaves([...run, "--save-every", "0.1", "--memory", "256MiB"], file, 1, "SIGINT");
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/interrupted after [\d,]+ positions; the table is saved in .*interrupted\.tt: the same command resumes from it/);
    const resumed = json(run);
    expect(resumed.value).toBe(3);
    expect(resumed.earlierPositions).toBeGreaterThan(0);
  }, 60_000);

  it("refuses, in one line with exit code 2, the JavaScript search's table, another board's, its own given to the JavaScript search, and a damaged one", () => {
    const js = join(dir, "js38.tt");
    const kernel = join(dir, "k38.tt");
    json(["solve", "cram", "3", "8", "--engine", "js", "--table", js]);
    json(["solve", "cram", "3", "8", "--table", kernel]);
    const flipped = Buffer.from(readFileSync(kernel));
    flipped[flipped.length - 7]! ^= 0x10;
    writeFileSync(join(dir, "flipped.tt"), flipped);
    const cases: [string[], RegExp][] = [
      [["cram", "3", "8", "--table", js], /a table of cram, and this search is kernel\/1 arckayles grid 3x8 \(the JavaScript search's table: resume it with --engine js\)/],
      [["cram", "3", "9", "--table", kernel], /a table of kernel\/1 arckayles grid 3x8, and this search is kernel\/1 arckayles grid 3x9/],
      [["cram", "3", "8", "--engine", "js", "--table", kernel], /a table of kernel\/1 arckayles grid 3x8, and this search is cram/],
      [["nodekayles", grid3(3), "--engine", "kernel", "--table", kernel], /a table of kernel\/1 arckayles grid 3x8, and this search is kernel\/1 nodekayles grid 3x3/],
      [["cram", "3", "8", "--table", join(dir, "flipped.tt")], /checksum/],
    ];
    for (const [args, why] of cases) {
      const r = runCli(["solve", ...args]);
      expect([args.slice(0, 3).join(" "), r.status]).toEqual([args.slice(0, 3).join(" "), 2]);
      expect(r.stderr).toMatch(why);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
  });
});
