import { describe, expect, it } from "vitest";
import { GrundyError } from "../../src/errors.js";
import { analyze } from "../../src/analyze/analyze.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { analyzeHeapGame } from "../../src/sequence/analyze.js";
import { naiveSequence } from "../../src/sequence/naive.js";
import { sparseSequence } from "../../src/sequence/sparse.js";
import { checkSequenceWork } from "../../src/sequence/work.js";

describe("checkSequenceWork: sequences out of reach are refused up front", () => {
  it("three-heap codes: the estimated n³/36 option checks and the limit", () => {
    const fff = parseHeapGame("0.FFF");
    expect(() => checkSequenceWork(fff, 4194305)).toThrow(/0\.FFF: .*≈ n³\/36 = 2,049,639,696,428,025,600 option checks; the limit is 5,000,000,000/);
    expect(() => checkSequenceWork(fff, 2048)).not.toThrow();
    // two-heap codes are not limited by work
    expect(() => checkSequenceWork(parseHeapGame("0.77"), 1_000_000)).not.toThrow();
  });

  it("memory: 2 bytes a value at least, refused past 1 GiB", () => {
    expect(() => checkSequenceWork(parseHeapGame("kayles"), 2147483646)).toThrow(/Kayles \(0\.77\): 2,147,483,646 values need at least 4\.0 GiB of memory.*the limit is 1\.0 GiB/);
    expect(() => checkSequenceWork(parseHeapGame("kayles"), 2 ** 29)).not.toThrow();
  });

  it("the sequence methods, analyzeHeapGame and heap() refuse at once instead of running for hours", () => {
    const fff = parseHeapGame("0.FFF");
    expect(() => sparseSequence(fff, 1_000_001)).toThrow(GrundyError);
    expect(() => naiveSequence(fff, 1_000_001)).toThrow(GrundyError);
    expect(() => analyzeHeapGame(fff, { to: 4194304 })).toThrow(GrundyError);
    expect(() => sparseSequence(parseHeapGame("kayles"), 2147483645)).toThrow(/GiB of memory/);
    expect(() => analyze('heap("0.FFF", 10^6)')).toThrow(/option checks/);
  });
});
