import { describe, expect, it } from "vitest";
import { tableNatural } from "../../src/games/_internals/tableNatural.js";
import type { TableIO } from "../../src/games/tableFace.js";

/** A TableIO whose fail throws the line it was given, so that a test can read it. */
class Failed extends Error {}
const io: TableIO = {
  progress: () => {},
  clear: () => {},
  fail: (message) => {
    throw new Failed(message);
  },
  writeFile: () => {},
  readFile: () => {
    throw new Error("no files here");
  },
  peakMemory: () => 0,
};

function failure(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof Failed) return e.message;
    throw e;
  }
  return "(no failure)";
}

describe("tableNatural", () => {
  it("reads every number of the range, the ends included, as typed with any number of digits", () => {
    for (let v = 3; v <= 12; v++) expect(tableNatural(String(v), 3, 12, "rows", io)).toBe(v);
    expect(tableNatural("0007", 3, 12, "rows", io)).toBe(7);
  });

  it("stops the command with one line naming what was expected, and the hint after it when given", () => {
    for (const text of ["2", "13", "99999999999999999999999", "-4", "x", "", undefined]) {
      const line = failure(() => tableNatural(text, 3, 12, "rows", io));
      expect(line, String(text)).toContain("rows from 3 to 12");
      expect(line).not.toContain("\n");
      expect(line).not.toContain("(why)");
      expect(failure(() => tableNatural(text, 3, 12, "rows", io, "why"))).toBe(`${line} (why)`);
    }
  });
});
