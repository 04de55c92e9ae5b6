import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { misereBruteForce } from "../misere/_bruteForce.js";
import { runCli } from "../helpers/cli.js";

describe("grundy misere", () => {
  it("0.77 --json: Kayles's quotient, solved, with the fields the issue asks for", () => {
    const r = runCli(["misere", "0.77", "--json"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(""); // no progress line off a terminal
    const j = JSON.parse(r.stdout);
    for (const key of ["order", "pSize", "solved", "heap", "period", "preperiod", "tame", "changes", "presentation", "pPortion", "phi"]) expect(j).toHaveProperty(key);
    expect(j.solved).toBe(true);
    expect(j.tame).toBe(false);
    expect(j.order % 2).toBe(0);
    expect(j.pPortion.length).toBe(j.pSize);
    expect(j.phi.length).toBe(31);
    expect(j.changes[0]).toEqual({ heap: 0, order: 1 });
    expect(j.changes.at(-1).order).toBe(j.order);
    // a heap alone is a misère P-position exactly when its Φ is in P: against a brute force
    const brute = misereBruteForce(parseHeapGame("0.77"), 15);
    for (let n = 0; n <= 15; n++) expect([n, j.pPortion.includes(j.phi[n])]).toEqual([n, brute([n])]);
  });

  it("prints the changes, orders, presentation, P-portion, Φ and period for people", () => {
    const r = runCli(["misere", "0.75"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^0\.75: misère quotient, solved/);
    expect(r.stdout).toContain("|Q| = 8, |P| = 2");
    expect(r.stdout).toMatch(/presentation +⟨a, b, c \| /);
    expect(r.stdout).toMatch(/period +2, preperiod \d+/);
    expect(r.stdout).toMatch(/tame +no/);
    // every value starts in the same column, Φ's line too (its label holds "…" and the last heap)
    const lines = r.stdout.trimEnd().split("\n").slice(1);
    expect(lines.map((l) => /^ {2}(\S+)( +)/.exec(l)!.slice(1).join("").length)).toEqual(lines.map(() => 14));
  });

  it("--to gives the partial quotient of Dawson's Kayles", () => {
    const r = runCli(["misere", "dawson", "--to", "14", "--json"]);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ heap: 14, solved: false, stopped: "to", period: null });
  });

  it.each([
    [["misere", "0.8x"], /take-and-break code/],
    [["misere", "frobnicate"], /expected/],
    [["misere", "nim"], /infinite/],
    [["misere", "0.77", "--to", "99999999"], /--to/],
    [["misere", "0.07", "--to", "30", "--elements", "10"], /more than 10 elements.*--elements.*reached \|Q\| = \d+ at heap \d+/],
  ])("bad input %j: one line, exit code 2", (args, message) => {
    const r = runCli(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it("analyze kayles(3)*1000 + kayles(10^30) --play misere: from the quotient, the move in a copy said as one move in any of the 1000 copies", () => {
    const r = runCli(["analyze", "kayles(3)*1000 + kayles(10^30)", "--play", "misere"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("decided by: the misère quotients of the heap games");
    expect(r.stdout).toContain("winning moves (not all listed):\n  kayles(3) -> kayles(2)  (in any of the 1000 copies)\n");
    expect(r.stdout).not.toContain("(×50)");
    const j = JSON.parse(runCli(["analyze", "kayles(3)*1000 + kayles(10^30)", "--play", "misere", "--json"]).stdout);
    expect(j.method).toBe("quotient");
    expect(j.winningMoves[0]).toEqual({ component: 0, from: "kayles(3)", to: "kayles(2)", copies: 1000 });
  });
});
