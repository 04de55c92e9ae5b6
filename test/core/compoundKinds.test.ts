import { describe, expect, it } from "vitest";
import {
  COMPOUND,
  COMPOUND_KINDS,
  compoundChoicesHelp,
  compoundEnded,
  compoundKind,
  isCompoundKind,
  isMoveShape,
  isSmithCompound,
  KINDS,
  moveShapeError,
  smithMeasure,
} from "../../src/core/compoundKinds.js";

describe("the table of compound kinds", () => {
  it("has one row a kind, each kind named once, and COMPOUND names each", () => {
    expect(new Set(KINDS).size).toBe(COMPOUND_KINDS.length);
    for (const k of KINDS) {
      expect(compoundKind(k).kind).toBe(k);
      expect(COMPOUND[k]).toBe(k);
      expect(isCompoundKind(k)).toBe(true);
    }
    expect(isCompoundKind("parallel")).toBe(false);
    expect(() => compoundKind("parallel" as never)).toThrow(RangeError);
    expect(compoundChoicesHelp().split("; ")).toHaveLength(KINDS.length);
  });

  it("says which measure decides each kind, and which are Smith compounds", () => {
    expect(KINDS.map((k) => [k, compoundKind(k).measure, smithMeasure(k), isSmithCompound(k)])).toEqual([
      ["sum", "grundy", undefined, false],
      ["selective", "outcome", undefined, false],
      ["conjunctive", "remoteness", "remoteness", true],
      ["every", "suspense", "suspense", true],
    ]);
  });

  it("ends play when all components have ended, or (conjunctive) when one has", () => {
    const rows: [boolean[], boolean[]][] = [
      // ended components → over under sum, selective, conjunctive, every
      [[], [true, true, true, true]],
      [
        [false, false],
        [false, false, false, false],
      ],
      [
        [true, false],
        [false, false, true, false],
      ],
      [
        [true, true],
        [true, true, true, true],
      ],
    ];
    for (const [ended, over] of rows)
      expect(
        KINDS.map((k) => compoundEnded(k, ended)),
        String(ended),
      ).toEqual(over);
  });

  it("allows the move shapes of its rule, and names what was expected otherwise", () => {
    const unfinished = [0, 2];
    const rows: [number[], (string | null)[]][] = [
      [[0], [null, null, "a move in every component", "a move in every unfinished component (a, c)"]],
      [
        [0, 2],
        ["a move in exactly one component", null, null, null],
      ],
      [[], ["a move in exactly one component", "a move in at least one component", "a move in every component", "a move in every unfinished component (a, c)"]],
      [
        [0, 1, 2],
        ["a move in exactly one component", null, "a move in every component", "a move in every unfinished component (a, c)"],
      ],
    ];
    for (const [moved, expected] of rows) {
      expect(
        KINDS.map((k) => moveShapeError(k, moved, unfinished, (i) => "abc"[i]!)),
        String(moved),
      ).toEqual(expected);
      expect(KINDS.map((k) => isMoveShape(k, moved, unfinished))).toEqual(expected.map((e) => e === null));
    }
  });
});
