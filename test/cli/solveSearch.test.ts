import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { stopAfterSaves } from "../helpers/stoppedRun.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-search-"));
const json = (args: string[]) => {
  const r = runCli([...args, "--json"]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
};

// the tables here are the JavaScript search's (--engine js): the kernel's are test/cli/solveKernelTable.test.ts
describe("grundy solve cram / nodekayles", () => {
  it("prints the published nimbers of Cram boards (3 × 9 is 1, 3 × 11 is 0, 4 × 5 is 2) with time, positions and memory", () => {
    const r = runCli(["solve", "cram", "3", "9"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^cram\(3,9\): nimber 1 \(N/);
    expect(r.stdout).toMatch(/positions {2}[\d,]+ searched/);
    expect(r.stdout).toMatch(/memory {5}peak RSS \d+ MiB/);
    expect(r.stderr).toBe(""); // no progress line off a terminal
    expect(json(["solve", "cram", "3", "11"])).toMatchObject({ game: "cram", position: "cram(3,11)", value: 0 });
    const five = json(["solve", "cram", "5", "4", "--memory", "128MiB"]);
    expect(five.value).toBe(2);
    // --memory bounds the whole process: its peak, and the table (64 bytes a bucket of 5 slots) well within it
    expect(five.peakRssBytes).toBeGreaterThan(0);
    expect(five.peakRssBytes).toBeLessThanOrEqual(128 * 2 ** 20);
    expect((five.tableMaxSlots / 5) * 64).toBeLessThan(128 * 2 ** 20 - 40 * 2 ** 20);
    expect(five.positions).toBeGreaterThan(0);
  });

  it("--memory too small for the process itself: one line saying what the process holds and the least bound", () => {
    for (const size of ["64MiB", "1000"]) {
      const r = runCli(["solve", "cram", "3", "9", "--memory", size]);
      expect([size, r.status]).toEqual([size, 2]);
      expect(r.stderr).toMatch(
        new RegExp(`^grundy solve cram: --memory ${size}: too little for the whole process, which holds \\d+ MiB before its table .* give at least \\d+ MiB\n$`),
      );
      expect(r.stdout).toBe("");
    }
    // the least bound it names is enough
    const least = /at least (\d+) MiB/.exec(runCli(["solve", "cram", "3", "9", "--memory", "64MiB"]).stderr)![1]!;
    expect(json(["solve", "cram", "3", "9", "--memory", `${Number(least) + 2}MiB`]).value).toBe(1);
  });

  it("values Node Kayles graphs given inline or in a file (values worked by hand)", () => {
    // C6: every move leaves a path of 3 vertices (value 2, worked by hand), so C6 is mex{2} = 0
    expect(json(["solve", "nodekayles", "6; 0,1 1,2 2,3 3,4 4,5 5,0"]).value).toBe(0);
    // a star K1,3: the centre takes all (0); a leaf leaves two isolated vertices (1 ⊕ 1 = 0): mex{0} = 1
    const file = join(dir, "star.txt");
    writeFileSync(file, "nodekayles(4; 0,1 0,2 0,3)\n");
    expect(json(["solve", "nodekayles", file]).value).toBe(1);
  });

  it("says when theory values the start with no search: the mirror strategy, a strip", () => {
    // 4 × 10 is its own half turn with no centre cell or centre domino: the second player mirrors
    const r = runCli(["solve", "cram", "4", "10"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^cram\(4,10\): nimber 0 \(P/);
    expect(r.stdout).toMatch(/method {5}theory, no search: the mirror \(central-symmetry\) strategy/);
    expect(r.stdout).not.toMatch(/positions/);
    expect(json(["solve", "cram", "4", "10"])).toMatchObject({ value: 0, method: "theory", positions: 0, reason: expect.stringMatching(/mirror/) });
    // a strip is Dawson's Kayles: a domino leaves runs a and n − 2 − a; the mex worked here
    const dawson = [0, 0];
    for (let n = 2; n <= 30; n++) {
      const seen = new Set<number>();
      for (let a = 0; a <= n - 2; a++) seen.add(dawson[a]! ^ dawson[n - 2 - a]!);
      let g = 0;
      while (seen.has(g)) g++;
      dawson.push(g);
    }
    expect(json(["solve", "cram", "1", "30"])).toMatchObject({ value: dawson[30], method: "theory", reason: expect.stringMatching(/Dawson/) });
    expect(json(["solve", "cram", "3", "9"])).toMatchObject({ value: 1, method: "search" });
  });

  it("refuses bad input with one line and exit code 2", () => {
    for (const args of [
      ["solve", "cram", "3"],
      ["solve", "cram", "0", "4"],
      ["solve", "cram", "5", "13"],
      ["solve", "cram", "3", "5", "--memory", "lots"],
      ["solve", "nodekayles", "3; 0,3"],
      ["solve", "nodekayles", "65"],
    ]) {
      const r = runCli(args);
      expect([args.join(" "), r.status]).toEqual([args.join(" "), 2]);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("saves the table and a second run reads it back: the same value, no position searched again", () => {
    const file = join(dir, "c310.tt");
    const first = json(["solve", "cram", "3", "10", "--engine", "js", "--table", file]);
    expect(first.value).toBe(2);
    expect(existsSync(file)).toBe(true);
    const again = json(["solve", "cram", "3", "10", "--engine", "js", "--table", file]);
    expect(again).toMatchObject({ value: 2, positions: 0, earlierPositions: first.positions });
    // a table of another Cram board is Cram's too: its regions help 3 × 11
    const more = json(["solve", "cram", "3", "11", "--engine", "js", "--table", file]);
    expect(more.value).toBe(0);
  });

  it("a corrupted, cut or foreign table file is one clear error (exit code 2), not a wrong value", () => {
    const file = join(dir, "c38.tt");
    json(["solve", "cram", "3", "8", "--engine", "js", "--table", file]);
    const bytes = readFileSync(file);
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 7]! ^= 0x10;
    const cases: [string, Buffer | string, RegExp][] = [
      ["flipped.tt", flipped, /checksum/],
      ["cut.tt", bytes.subarray(0, bytes.length - 5), /cut short|ends early/],
      ["text.tt", "hello, not a table\n", /does not start with/],
    ];
    for (const [name, content, why] of cases) {
      writeFileSync(join(dir, name), content);
      const r = runCli(["solve", "cram", "3", "8", "--engine", "js", "--table", join(dir, name)]);
      expect([name, r.status]).toEqual([name, 2]);
      expect(r.stderr).toMatch(why);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
    // a table of the format before (version 1: 16-byte slots) is refused, saying so
    const v1 = Buffer.from(bytes);
    v1.writeUInt32LE(1, 8);
    writeFileSync(join(dir, "v1.tt"), v1);
    const old = runCli(["solve", "cram", "3", "8", "--engine", "js", "--table", join(dir, "v1.tt")]);
    expect(old.status).toBe(2);
    expect(old.stderr).toMatch(/v1\.tt is not a usable search table: it is of version 1, written by an earlier grundy .* reads version 2 only/);
    expect(old.stderr.trim().split("\n")).toHaveLength(1);
    const nk = join(dir, "nk.tt");
    json(["solve", "nodekayles", "5; 0,1 1,2", "--table", nk]);
    const r = runCli(["solve", "cram", "3", "8", "--engine", "js", "--table", nk]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/a table of nodekayles.*this search is cram/);
    // another graph's table is foreign too: its keys are that graph's vertex sets (a graph the
    // search needs: one whose parts all have at most two vertices is valued with no table)
    const r2 = runCli(["solve", "nodekayles", "5; 0,1 2,3 3,4", "--table", nk]);
    expect(r2.status).toBe(2);
  });

  it("a run killed with SIGKILL halfway resumes from its table: the same value, fewer positions searched", async () => {
    // 3 × 14 (about 2 s of CPU): long enough to be killed after two saves; 3 × 13 now ends in a few tenths
    const fresh = json(["solve", "cram", "3", "14", "--engine", "js", "--memory", "128MiB"]);
    expect(fresh.value).toBe(3); // Lemoine & Viennot
    const file = join(dir, "killed.tt");
    const run = ["solve", "cram", "3", "14", "--engine", "js", "--table", file, "--memory", "128MiB"];
    const killed = await stopAfterSaves([...run, "--save-every", "0.2"], file, 2, "SIGKILL");
    expect(killed.signal, `the run ended before it was killed: make the board larger (${killed.stderr})`).toBe("SIGKILL");
    const resumed = json(run);
    expect(resumed.value).toBe(fresh.value);
    expect(resumed.earlierPositions).toBeGreaterThan(0);
    expect(resumed.positions).toBeLessThan(fresh.positions);
  }, 120_000);

  it("Ctrl-C (SIGINT) saves what it has and exits 130; the same command resumes from it", async () => {
    const file = join(dir, "interrupted.tt");
    const run = ["solve", "cram", "3", "14", "--engine", "js", "--table", file, "--memory", "128MiB"];
    const stopped = await stopAfterSaves([...run, "--save-every", "0.3"], file, 1, "SIGINT");
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/interrupted after [\d,]+ positions; the table is saved in/);
    const resumed = json(run);
    expect(resumed.value).toBe(3);
    expect(resumed.earlierPositions).toBeGreaterThan(0);
  }, 120_000);
});
