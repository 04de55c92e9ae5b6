import { describe, expect, it } from "vitest";
import { emptyBoard } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { grundy } from "../../src/index.js";
import { NimberSearch, NOT_IN_SET, PAUSED } from "../../src/search/nimberSearch.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { answerQuery } from "../../src/search/valueQuery.js";

describe("answerQuery", () => {
  it("answers a query in full: the value when it is in the set, NOT_IN_SET when not (values from the plain engine)", () => {
    const search = new NimberSearch(cramSearchFamily, new TranspositionTable(1 << 14));
    for (const [r, c] of [
      [3, 5],
      [4, 4],
      [3, 6],
    ] as const) {
      const b = emptyBoard(r, c);
      const g = Number(grundy(cram.game, b, { budget: Infinity }));
      expect([r, c, answerQuery(search, b)]).toEqual([r, c, g]);
      expect([r, c, answerQuery(search, b, 1 << g)]).toEqual([r, c, g]);
      expect([r, c, answerQuery(search, b, ~(1 << g) >>> 0)]).toEqual([r, c, NOT_IN_SET]);
    }
  });

  it("past its budget drops the query (PAUSED, no frame left) and the same search answers it again in full", () => {
    const search = new NimberSearch(cramSearchFamily, new TranspositionTable(1 << 14));
    const b = emptyBoard(3, 7);
    expect(answerQuery(search, b, undefined, 10)).toBe(PAUSED);
    expect(search.depth).toBe(0);
    expect(answerQuery(search, b)).toBe(Number(grundy(cram.game, b, { budget: Infinity })));
  });
});
