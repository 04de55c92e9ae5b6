import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { censusFacts, compareWithPublished, parsePublishedTable, resultDigest, RESULT_FORMAT, type CensusResult } from "../../src/census/index.js";
import { InputError } from "../../src/errors.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";

function result(code: string, to: number, change: Partial<CensusResult> = {}): CensusResult {
  const body: Omit<CensusResult, "digest"> = {
    format: RESULT_FORMAT,
    key: code,
    codes: [code],
    name: "",
    ...censusFacts({ rules: parseHeapGame(code) }, to),
    seconds: 0,
    finished: "",
    run: { host: "", job: "", shard: "1/1", version: "" },
    ...change,
  };
  return { ...body, digest: resultDigest(body) };
}

// Winning Ways's Kayles and Dawson's Kayles, Officers unsolved
const TABLE =
  "code\tfirst_values\tperiod\tlast_exception_n\tsource\n0.77\t0,1,2,3,1,4,3,2\t12\t70\tWW\n0.07\t0,0,1,1,2,0,3,1\t34\t52\tWW\n0.6\t0,0,1,2,0,1,2,3\tunknown\tunknown\tFlammenkamp\n";

describe("compareWithPublished", () => {
  it("finds no disagreement where the census agrees, and skips published games it does not hold", () => {
    expect(compareWithPublished([result("0.77", 1000), result("0.6", 300)], parsePublishedTable(TABLE))).toEqual([]);
  });

  it("names a different period, a different first value, a published solution open here within its proof's reach, and a proof of a published open game", () => {
    const table = parsePublishedTable(TABLE);
    const found = compareWithPublished(
      [
        result("0.77", 1000, { period: 24 }),
        result("0.07", 1000, { status: "open", first: [0, 0, 1, 1, 2, 0, 3, 2] }),
        result("0.6", 300, { status: "proven", period: 5, lastException: 7 }),
      ],
      table,
    );
    expect(found).toEqual([
      "0.77: period 24, last exception 70 here; period 12, last exception 70 published (WW)",
      "0.07: G(7) = 2 here, 1 published (WW)",
      "0.07: open up to 1000 here, but the published period 34 with last exception 52 (WW) would be proven by heap 175", // 2·53 + 34 + 2 (the bound) + 34 − 1
      "0.6: proven here (period 5, last exception 7), published as unsolved (Flammenkamp)",
    ]);
  });

  it("matches a published code to the census's writing of the same game (0.4 and 0.40)", () => {
    const found = compareWithPublished([result("0.40", 1000, { key: "0.4", period: 1 })], parsePublishedTable("code\tperiod\tlast_exception_n\n0.4\t34\t53\n"));
    expect(found).toEqual(["0.40 (published as 0.4): period 1, last exception 53 here; period 34, last exception 53 published"]);
  });

  it("reads a preperiod column as Czajka's SolvedGames.md gives it: the last exception is one less", () => {
    const czajka = readFileSync(new URL("../fixtures/czajka_solved.tsv", import.meta.url), "utf8");
    const row = parsePublishedTable(czajka).find((p) => p.code === "0.45");
    expect(row).toMatchObject({ period: 20, lastException: 497 });
    expect(compareWithPublished([result("0.45", 1500)], parsePublishedTable(czajka))).toEqual([]);
  });

  it("refuses a table without the columns it compares, naming the line", () => {
    expect(() => parsePublishedTable("code\tperiod\n0.77\t12\n")).toThrow(InputError);
    expect(() => parsePublishedTable("code\tperiod\tlast_exception_n\n0.9x\t1\t2\n")).toThrow(/line 2/);
  });
});
