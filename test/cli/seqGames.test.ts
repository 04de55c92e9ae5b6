// `grundy seq --games file.mjs name`: a user's heap game — a family with heap rules (every
// method, the proof) or a family whose positions are single heaps (naive, from its moves).
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, runCliAsync } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-seqgames-"));
const MY = join(dir, "my.mjs");
writeFileSync(
  MY,
  `import { defineFamily, parseHeapGame } from "sprague-grundy";
const fam = (name, moves, extra = {}) => defineFamily({ name, usage: name + "(n)", game: { moves }, parse: ([n]) => Number(n), print: (n) => name + "(" + n + ")", ...extra });
export const sub134 = fam("sub134", (n) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s));
export const mykayles = fam("mykayles", function* (n) { for (const k of [1, 2]) for (let a = 0; a + k <= n; a++) yield [a, n - k - a]; });
export const ruled = fam("ruled", () => [], { rules: parseHeapGame("0.137") });
export const grows = fam("grows", (n) => [n + 1]);
export const boom = fam("boom", () => { throw new Error("kaboom"); });
export const everything = fam("everything", (n) => Array.from({ length: n }, (_, i) => i));
`,
);

type Json = { game: string; values: number[]; status: string; period: number | null; preperiod: number | null };
const json = (args: string[]): Json => {
  const r = runCli(["seq", "--games", MY, ...args, "--format", "json"]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Json;
};

describe("grundy seq --games", () => {
  it("a family of single heaps, from its moves: the same values as the built-in game, the period apparent", () => {
    const mine = json(["mykayles", "--to", "300"]);
    const kayles = json(["kayles", "--to", "300"]);
    expect(mine.values).toEqual(kayles.values);
    expect([mine.game, mine.status, mine.period, mine.preperiod]).toEqual(["mykayles", "apparent", 12, 71]);
  });

  it("a subtraction game by its moves: G(n) by hand, period 7 (default: heaps 0 … 1000)", () => {
    const r = json(["sub134"]);
    expect(r.values.slice(0, 14)).toEqual([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    expect(r.values).toHaveLength(1001);
    expect([r.period, r.preperiod]).toEqual([7, 0]);
  });

  it("a family with heap rules is read by its name: the sparse method and the proof", () => {
    const r = json(["ruled"]);
    expect([r.game, r.status, r.period]).toEqual(["0.137", "proven", 34]);
    const list = runCli(["seq", "--games", MY, "ruled", "kayles", "--format", "csv"]);
    expect(list.status).toBe(0);
    expect(list.stdout.split("\n")[1]).toMatch(/^0\.137,/);
  });

  it("errors are one line and exit 2: the user's moves throwing, an option not smaller, a moves family in a list", async () => {
    const cases = [
      [["boom"], "grundy seq: boom: moves(0) threw: kaboom"],
      [["grows"], "grows: a move from a heap of 0 left a heap of 1"],
      [["sub134", "kayles"], "sub134 alone"],
      // a misspelt name of one's own game: the names loaded are listed
      [["sub135"], 'or one of your families (boom, everything, grows, mykayles, ruled, sub134), got "sub135"'],
      // (the option budget, 100 million, is counted by hand in test/sequence/gameSequence.test.ts)
      [["sub134", "--to", "2000000000"], "sub134: heaps 0 … 2,000,000,000 are more than a game known by its moves is computed for"],
    ] as [string[], string][];
    // independent runs, started together
    const runs = await Promise.all(cases.map(([args]) => runCliAsync(["seq", "--games", MY, ...args])));
    for (const [i, [args, message]] of cases.entries()) {
      const r = runs[i]!;
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toContain(message);
    }
  });

  it("grundy plot seq --games draws it", () => {
    const out = join(dir, "mk.svg");
    const r = runCli(["plot", "seq", "--games", MY, "mykayles", "--to", "200", "--out", out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("mykayles, heaps 0..200; period 12 from 71, apparent");
    expect(existsSync(out)).toBe(true);
  });
});
