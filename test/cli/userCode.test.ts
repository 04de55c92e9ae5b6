// Errors raised inside a user's module are the user's: one line naming the family and the
// member, exit code 2 (not an internal error, exit 70), in analyze, play and seq.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, defineFamily, UserCodeError } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-usercode-"));
const FAMS = join(dir, "fams.mjs");
writeFileSync(
  FAMS,
  `import { defineFamily } from "sprague-grundy";
const base = (name, moves, extra = {}) => defineFamily({ name, usage: name + "(n)", game: { moves }, parse: ([n]) => Number(n), print: (n) => name + "(" + n + ")", ...extra });
export const boom = base("boom", () => { throw new Error("kaboom"); });
export const notiter = base("notiter", () => 42);
export const lazyboom = base("lazyboom", function* (n) { if (n > 0) yield n - 1; throw new RangeError("late"); });
export const parseboom = base("parseboom", () => [], { parse: () => { throw new TypeError("nope"); } });
export const printboom = base("printboom", (n) => (n > 0 ? [n - 1] : []), { print: () => { throw new Error("no print"); } });
export const formboom = base("formboom", (n) => (n > 0 ? [n - 1] : []), { grundy: () => 3 });
`,
);

const ROWS: [string, string][] = [
  ["boom(3)", "boom: moves(3) threw: kaboom"],
  ["boom(3) + nim(2)", "boom: moves(3) threw: kaboom"],
  ["notiter(3)", "notiter: moves(3) returned 42, not an iterable"],
  ["lazyboom(3)", "lazyboom: moves(3) threw: late"],
  ["parseboom(3)", "parseboom: parse(3) threw: nope"],
  ["printboom(3)", "printboom: print(3) threw: no print"],
  ["formboom(3)", "formboom: grundy(3) returned 3, not a non-negative bigint"],
];

describe("errors inside a user's module", () => {
  it.each(ROWS)("grundy analyze %s: one line naming the family and member, exit 2", (expression, message) => {
    const r = runCli(["analyze", "--games", FAMS, expression]);
    expect(r.stderr).not.toContain("internal error");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`grundy analyze: ${message}`);
    expect(r.status).toBe(2);
  });

  it("also under misère play", () => {
    const r = runCli(["analyze", "--games", FAMS, "boom(3)", "--play", "misere"]);
    expect(r.stderr.trim()).toBe("grundy analyze: boom: moves(3) threw: kaboom");
    expect(r.status).toBe(2);
  });

  it("grundy play ends with the one line and exit 2", () => {
    const r = runCli(["play", "--games", FAMS, "boom(3)"], "1\n");
    expect(r.stderr).not.toContain("internal error");
    expect(r.stderr.trim()).toBe("grundy play: boom: moves(3) threw: kaboom");
    expect(r.status).toBe(2);
  });

  it("the library throws a UserCodeError naming the family and member", () => {
    const boom = defineFamily({
      name: "boom",
      usage: "boom(n)",
      game: {
        moves: (): number[] => {
          throw new Error("kaboom");
        },
      },
      parse: ([n]) => Number(n),
      print: (n) => `boom(${n})`,
    });
    let caught: unknown;
    try {
      analyze("boom(3)", { games: [boom] });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UserCodeError);
    expect((caught as UserCodeError).message).toBe("boom: moves(3) threw: kaboom");
    expect((caught as UserCodeError).member).toBe("moves");
  });
});
