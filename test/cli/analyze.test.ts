import { describe, expect, it } from "vitest";
import { COMPOUND_KINDS } from "../../src/core/compoundKinds.js";
import { FAMILIES } from "../../src/games/registry.js";
import { runCli } from "../helpers/cli.js";

describe("grundy analyze", () => {
  it("prints the outcome, the values and the winning move in the expression language", () => {
    const r = runCli(["analyze", "wythoff(8,4)"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("N: the player to move wins");
    expect(r.stdout).toContain("wythoff(8,4) -> wythoff(7,4)");
  });

  it("a free variable (nim(n)) is one line on stderr saying variables are for grundy pattern, exit code 2", () => {
    const r = runCli(["analyze", "nim(n)"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('grundy analyze: column 5: expected a number (a free variable such as n is for grundy pattern), got "n"\n');
  });

  it("--json gives the documented shape", () => {
    const r = runCli(["analyze", "nim(3,5,7) + euclid(9,4)", "--json"]);
    expect(r.status).toBe(0);
    const a = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(a)).toEqual(["expression", "play", "compound", "outcome", "winner", "components", "value", "winningMoves", "movesComplete"]);
    expect(a.expression).toBe("nim(3,5,7) + euclid(9,4)");
  });

  it("--compound takes its choices and their help from the table of compound kinds", () => {
    const help = runCli(["analyze", "--help"]).stdout.replace(/\s+/g, " ");
    for (const k of COMPOUND_KINDS) expect(help).toContain(`${k.kind}: ${k.short}`);
    const r = runCli(["analyze", "nim(1)", "--compound", "parallel"]);
    expect(r.stderr).toContain(COMPOUND_KINDS.map((k) => k.kind).join(", "));
  });

  it("--compound every answers the GG-and-MM sample: three (1,1) games are won by the first player", () => {
    const r = runCli(["analyze", "euclid(1,1) + euclid(1,1) + euclid(1,1)", "--compound", "every", "--json"]);
    expect(JSON.parse(r.stdout).winner).toBe("first");
    const s = runCli(["analyze", "euclid(3,2)", "--compound", "every", "--json"]);
    expect(JSON.parse(s.stdout).winner).toBe("second");
  });

  it("takes the expression split over several arguments", () => {
    const r = runCli(["analyze", "nim(1)", "+", "nim(1)", "--json"]);
    expect(JSON.parse(r.stdout).outcome).toBe("P");
  });

  it("bad expressions and options are one line on stderr with exit code 2", () => {
    for (const args of [
      ["analyze", "wythoff(8,"],
      ["analyze", "chess(1)"],
      ["analyze", "nim(1)", "--compound", "parallel"],
      ["analyze", "nim(1)", "--play", "misere", "--compound", "every"],
      ["analyze", "wythoff(10^40, 3) + nim(1)"],
      ["analyze", "nim(1)", "--max-moves", "-1"],
    ]) {
      const r = runCli(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(runCli(["analyze", "wythoff(8,"]).stderr).toMatch(/^grundy analyze: column 11: expected/);
  });

  it("a count past the written copies is exact under normal play: kayles(10)*1000001 is one kayles(10)", () => {
    const r = runCli(["analyze", "kayles(10)*1000001", "--json"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const once = JSON.parse(runCli(["analyze", "kayles(10)", "--json"]).stdout);
    expect(JSON.parse(r.stdout)).toMatchObject({ outcome: once.outcome, value: once.value });
  });

  it("an empty expression, or one missing a game, is one short line naming an example, not the list of every game", () => {
    // the examples are the records' (Family.examples): the first single game of each of the first two records that offer one
    const [first, second] = FAMILIES.flatMap((f) => (f.examples?.analyze ?? []).filter((x) => !/\)\s*\+/.test(x)).slice(0, 1));
    expect([first, second].every((x) => x !== undefined && !x.includes(" + "))).toBe(true);
    for (const text of ["", "   "]) {
      const r = runCli(["analyze", text]);
      expect([text, r.status, r.stdout]).toEqual([text, 2, ""]);
      expect(r.stderr).toBe(`grundy analyze: expected an expression such as ${first} + ${second}, got an empty one; \`grundy analyze --help\` lists the games\n`);
    }
    for (const [text, line] of [
      ["+", `grundy analyze: column 1: expected a game such as ${first} or ${second}, got "+"\n`],
      ["nim(3) +", `grundy analyze: column 9: expected a game such as ${first} or ${second}, got end of input\n`],
    ]) {
      const r = runCli(["analyze", text!]);
      expect([text, r.status, r.stderr]).toEqual([text, 2, line]);
    }
  });
});
