// grundy analyze and grundy play on loopy games, through the built CLI.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

describe("grundy analyze with loopy games", () => {
  it("prints γ of each component, the outcome D and the moves that keep the draw", () => {
    const r = runCli(["analyze", "subadd(3; {2}; {2}; 5) + nim(2)"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("D: a draw: neither player can force a win (disjunctive sum, with loopy games)");
    expect(r.stdout).toContain("subadd(3; {2}; {2}; 5)  γ = ∞  D");
    expect(r.stdout).toContain("nim(2)                  γ = 2  N");
    expect(r.stdout).toContain("moves that keep the draw");
  });

  it("--json carries gamma, winner draw and drawingMoves; a win lists its winning move", () => {
    const d = JSON.parse(runCli(["analyze", "digraph(0; {1} {0}) + nim(2)", "--json"]).stdout);
    expect(d).toMatchObject({ outcome: "D", winner: "draw", value: { name: "gamma", value: "∞" } });
    expect(d.drawingMoves.length).toBeGreaterThan(0);
    const n = JSON.parse(runCli(["analyze", "digraph(0; {0,1,2} {} {1}) + nim(1)", "--json"]).stdout);
    expect(n).toMatchObject({ outcome: "N", winner: "first", components: [{ gamma: "∞(0,1)" }, { gamma: "1", grundy: "1" }] });
    expect(n.winningMoves).toEqual([{ component: 0, from: "digraph(0; {0,1,2} {} {1})", to: "digraph(2; {0,1,2} {} {1})" }]);
  });

  it("misère play, other compounds, bad calls and a game past the budget are one line and exit 2", () => {
    for (const args of [
      ["analyze", "digraph(0; {0})", "--play", "misere"],
      ["analyze", "fsvp(6) + nim(1)", "--compound", "every"],
      ["analyze", "subadd(9; {2}; {1}; 4)"],
      ["analyze", "subadd(1; {1}; {1}; 10000000)"],
    ]) {
      const r = runCli(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
  });
});

describe("grundy analyze --budget", () => {
  it("raises the engine's budget for a large loopy game, and refuses a bad value in one line", () => {
    expect(runCli(["analyze", "subadd(1; {2}; {1}; 300000)", "--budget", "1000"]).status).toBe(2);
    const r = runCli(["analyze", "subadd(1; {2}; {1}; 300000)", "--budget", "infinity"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const bad = runCli(["analyze", "nim(1)", "--budget", "-3"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^grundy analyze: --budget: /);
  });
});

describe("grundy play with loopy games", () => {
  it("a drawn sum ends by repetition and says draw (text and JSON)", () => {
    const t = runCli(["play", "digraph(0; {1} {0}) + nim(1)", "--seed", "3"], "hint\n1\n1\n1\n1\n");
    expect(t.status).toBe(0);
    expect(t.stdout).toContain("keeps the draw");
    expect(t.stdout).toContain("Draw. The position has occurred 3 times");
    const j = runCli(["play", "digraph(0; {1} {0}) + nim(1)", "--json", "--seed", "3"], "1\n1\n1\n1\n");
    const events = j.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events[0]).toMatchObject({ event: "start", outcome: "D" });
    expect(events.at(-1)).toEqual({ event: "end", winner: "draw" });
  });

  it("the computer wins a won loopy position", () => {
    const j = runCli(["play", "subadd(3; {2}; {1}; 4) + nim(2)", "--json", "--first", "computer", "--seed", "1"], "1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n");
    const events = j.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events.at(-1)).toMatchObject({ event: "end", winner: "computer" });
  });
});

describe("the README's Loopy games section", () => {
  it("its analyze examples run and say what the comments say", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("## Loopy games"));
    const lines = [...section.matchAll(/^npx grundy analyze "([^"]+)"(.*)$/gm)];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const [, expr, rest] of lines) {
      const r = runCli(["analyze", expr!, ...(rest!.includes("--json") ? ["--json"] : [])]);
      expect([r.status, r.stderr], expr).toEqual([0, ""]);
      if (rest!.includes("# D")) expect(r.stdout).toContain("D: a draw");
      if (rest!.includes(": N")) expect(r.stdout).toContain("N: the player to move wins");
    }
  });
});
