import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { censusFacts, readCensusDir, readResult, resultDigest, RESULT_FORMAT, writeResult, type CensusResult } from "../../src/census/index.js";
import { GrundyError } from "../../src/errors.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";

function kayles(): CensusResult {
  const body: Omit<CensusResult, "digest"> = {
    format: RESULT_FORMAT,
    key: "0.77",
    codes: ["0.77"],
    name: "Kayles",
    ...censusFacts({ rules: parseHeapGame("0.77") }, 500),
    seconds: 0.01,
    finished: "2026-12-02T00:00:00.000Z",
    run: { host: "h", job: "", shard: "1/1", version: "0" },
  };
  return { ...body, digest: resultDigest(body) };
}

describe("result files", () => {
  it("are written whole under the game's key, with no temporary file left, and read back equal", () => {
    const dir = mkdtempSync(join(tmpdir(), "census-"));
    const path = writeResult(dir, kayles());
    expect(readdirSync(dir)).toEqual(["0.77.json"]);
    expect(readResult(path)).toEqual(kayles());
  });

  it("refuse a file cut short, a changed number and a file under another game's name", () => {
    const dir = mkdtempSync(join(tmpdir(), "census-"));
    const path = writeResult(dir, kayles());
    const text = readFileSync(path, "utf8");
    writeFileSync(path, text.slice(0, 100));
    expect(() => readResult(path)).toThrow(/0\.77\.json: a corrupt census result: not JSON/);
    writeFileSync(path, text.replace('"period": 12', '"period": 13'));
    expect(() => readResult(path)).toThrow(/digest does not match/);
    writeFileSync(join(dir, "0.77.json"), text);
    writeFileSync(join(dir, "0.07.json"), text);
    const read = readCensusDir(dir);
    expect(read.results.map((r) => r.key)).toEqual(["0.77"]);
    expect(read.corrupt).toEqual([expect.stringMatching(/0\.07\.json: a corrupt census result: it holds the game 0\.77/)]);
    expect(() => readResult(join(dir, "none.json"))).toThrow(GrundyError);
  });
});
