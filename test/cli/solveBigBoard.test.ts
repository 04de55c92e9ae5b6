// Cram boards of 60 … 64 cells from the command line (the built CLI: npm run build first):
// the ones theory values at once, the limit's error line, analyze reaching the search, and
// --threads refusing a start whose options are keyed in one process only.
import { describe, expect, it } from "vitest";
import { boardOf } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { grundy } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";

const oneLine = (r: { status: number | null; stdout: string; stderr: string }) => {
  expect(r.status).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  return r.stderr;
};

describe("grundy solve cram on boards of 60 … 64 cells", () => {
  it.each([
    // 2 × n full: n mod 2 (a domino across splits it into two equal strips or leaves the pair: hand-worked in closedForms.ts)
    [2, 31, 1],
    [30, 2, 0],
    // even × even: 0, the second player answering each domino with its half turn (Winning Ways' strategy)
    [8, 8, 0],
    [6, 10, 0],
    [4, 16, 0],
  ])("solves %i × %i (%i by theory) at once", (r, c, v) => {
    const out = runCli(["solve", "cram", String(r), String(c), "--json"]);
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ value: v });
  });

  it.each([
    ["5", "13", []],
    ["9", "8", []],
    // 2 × 32 fits the WebAssembly kernel's 64 cells, not the JavaScript search's sides of 31
    ["2", "32", ["--engine", "js"]],
  ])("refuses %s × %s %j in one line naming the limits (64 cells, sides of 31), exit 2", (r, c, more) => {
    expect(oneLine(runCli(["solve", "cram", r, c, ...more]))).toMatch(/^grundy solve cram: expected a board of at most 64 cells with sides of at most 31 .*got "\d+ × \d+"\n$/);
  });

  it("solves 2 × 32, past the JavaScript search's sides of 31, by the WebAssembly kernel: 0 (2 × n is n mod 2)", () => {
    const out = runCli(["solve", "cram", "2", "32", "--json"]);
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ value: 0 });
  });

  it("analyze values a 3 × 20 board by the search as the engine does", () => {
    // the middle row free, the far corners and some cells more: one region over the whole 3 × 20 box
    const free = new Set([0, 3, 4, 8, 12, 13, 17, 41, 44, 45, 50, 51, 55, 59]);
    const cells = Array.from({ length: 60 }, (_, i) => (Math.floor(i / 20) === 1 || free.has(i) ? 1 : 0));
    const text = [0, 1, 2]
      .map((r) =>
        cells
          .slice(20 * r, 20 * r + 20)
          .map((v) => (v ? "." : "#"))
          .join(""),
      )
      .join("/");
    const out = runCli(["analyze", `cram("${text}")`, "--json"]);
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout).components[0].grundy).toBe(String(grundy(cram.game, boardOf(3, 20, cells), { budget: Infinity })));
  });

  it('analyze "cram(3,20)" goes to the search: N (its value is 2, published), by a move to a board that is its own half turn with the centre filled (0 by the mirror strategy)', {
    timeout: 300_000,
  }, () => {
    const out = runCli(["analyze", "cram(3,20)", "--json"]);
    expect(out.status).toBe(0);
    const a = JSON.parse(out.stdout) as { outcome: string; winningMoves: { to: string }[] };
    expect(a.outcome).toBe("N");
    const to = /^cram\("(.*)"\)$/.exec(a.winningMoves[0]!.to)![1]!;
    expect(to.length).toBe(62);
    expect([...to].reverse().join("")).toBe(to);
    expect(to.slice(21 + 9, 21 + 11)).toBe("##");
  });

  it("--engine js --threads 2 on 3 × 21 (its options are regions interned in one process) is one line asking for --threads 1", { timeout: 120_000 }, () => {
    expect(oneLine(runCli(["solve", "cram", "3", "21", "--engine", "js", "--threads", "2"]))).toMatch(/--threads: .*give --threads 1\n$/);
  });
});
