// Cram's view: the cells board (filled cells 1-based), the words for a move, the examples.
import { describe, expect, it } from "vitest";
import { analyze, parseExpression } from "../../../src/index.js";
import { type CramBoard, cram } from "../../../src/games/cram/index.js";
import { cramView, dominoOf } from "../../../src/games/cram/view.js";
import { BUILTINS } from "../../../src/games/registry.js";

const read = (call: string): CramBoard => BUILTINS.read(parseExpression(call).terms[0]!).position as CramBoard;

describe("cram's view", () => {
  it("draws the board as cells, filled cells 1-based by row and column", () => {
    expect(cramView.board!(read('cram("#.../..../...#")'))).toEqual({
      kind: "cells",
      rows: 3,
      columns: 4,
      filled: [
        [1, 1],
        [3, 4],
      ],
    });
    expect(cramView.board!(read("cram(2,3)"))).toEqual({ kind: "cells", rows: 2, columns: 3, filled: [] });
    expect(cramView.board!(read("cram(1,1000)"))).toBeUndefined();
  });

  it("says a move in words: a domino across (row, columns) or down (column, rows)", () => {
    const from = read("cram(3,4)");
    expect(cramView.describe!(from, read('cram("..../.##./....")'))).toBe("place a domino on row 2, columns 2–3");
    expect(cramView.describe!(from, read('cram("...#/...#/....")'))).toBe("place a domino in column 4, rows 1–2");
    // not one domino: two cells apart, across a row's end, one cell, three cells
    for (const to of ['cram("#.#./..../....")', 'cram("...#/#.../....")', 'cram("#.../..../....")', 'cram("###./..../....")']) {
      expect(dominoOf(from, read(to)), to).toBeUndefined();
      expect(cram.family.isOption!(from, read(to)), to).toBe(false);
    }
    expect(cram.family.isOption!(from, read('cram("..../.##./....")'))).toBe(true);
    // on a board too long to list its options in a hurry: one move of a 1 × 4000 strip
    const strip = read("cram(1,4000)");
    expect(cram.family.isOption!(strip, read(`cram("${".".repeat(1999)}##${".".repeat(1999)}")`))).toBe(true);
  });

  it("every example is a start the first player wins (a hint to follow), read back as written", () => {
    for (const e of cramView.examples!) {
      const a = analyze(e.expression);
      expect(a.outcome, e.expression).toBe("N");
      expect(a.winningMoves?.length).toBeGreaterThan(0);
      expect(a.components[0]!.text).toBe(e.expression);
    }
    let seed = 1;
    const random = (): number => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 20; i++) expect(analyze(cramView.examples![0]!.shuffle!(random)).outcome).toBe("N");
  });
});
