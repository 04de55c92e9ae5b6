// The search behind analyze spends the analysis's budget (--budget), one unit a position:
// a board past the engine stops at the budget a user gives, in one clear error, instead
// of the search's own bound of 2,000,000 positions (about 20 s).
import { describe, expect, it } from "vitest";
import { SearchBudget } from "../../../src/core/solver.js";
import { GrundyError } from "../../../src/errors.js";
import { analyze } from "../../../src/index.js";
import { runCli } from "../../helpers/cli.js";

describe("cram: the search within the analysis's budget", () => {
  it("stops a board it cannot value at the budget, having spent it (and at most the last position's small parts more)", () => {
    const budget = new SearchBudget(5_000);
    let err: unknown;
    try {
      analyze("cram(7,7)", { budget }); // 49 cells, odd × odd: no theory decides it
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GrundyError);
    expect((err as Error).message).toContain("budget (5,000 moves and positions)");
    expect((err as Error).message).toContain("grundy solve cram 7 7"); // an empty board: solve goes on
    expect(budget.spent).toBeGreaterThanOrEqual(5_000);
    expect(budget.spent).toBeLessThanOrEqual(5_100); // past the budget only by the endgame values of the last position expanded
  });

  it("spends what it searched on a board it values (cram(3,11) = 0, Lemoine & Viennot), and too small a budget stops it", () => {
    expect(() => analyze("cram(3,13)", { budget: new SearchBudget(100) })).toThrow(GrundyError);
    const budget = new SearchBudget(Number.POSITIVE_INFINITY);
    expect(analyze("cram(3,11)", { budget }).components[0]!.grundy).toBe("0");
    expect(budget.spent).toBeGreaterThan(1_000); // the search's positions, counted (3 × 11 takes about 12,000)
  });

  it("from the command line: --budget bounds it, one line and exit 2 naming the budget and how to lift it", () => {
    const r = runCli(["analyze", 'cram("......./......./......./......./......./.....##")', "--budget", "20000"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toEqual([
      'grundy analyze: cram: the search for a 6 × 7 board\'s value stopped when its budget (20,000 moves and positions) was spent: --budget raises it ("infinity" lifts it)',
    ]);
  });
});
