import { describe, expect, it } from "vitest";
import { GRUNDYS_GAME, grundy, grundysGame, winningMoves } from "../../src/index.js";
import { naiveSequence, sparseSequence } from "../../src/sequence/index.js";
import { bruteTakeBreak } from "../helpers/takeBreak.js";

// Heaps 0–20, from CGSuite's test suite (game.heap.GrundysGame) and OEIS A002188.
const PUBLISHED = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];

describe("Grundy's game", () => {
  it("has the published first values, by every method", () => {
    expect(Array.from(naiveSequence(GRUNDYS_GAME, 21))).toEqual(PUBLISHED);
    expect(Array.from(sparseSequence(GRUNDYS_GAME, 21))).toEqual(PUBLISHED);
    expect(PUBLISHED.map((_, n) => grundy(grundysGame, [n]))).toEqual(PUBLISHED);
  });

  it("sparse and naive agree far out, and both agree with a plain brute force", () => {
    const count = 1500;
    expect(Array.from(sparseSequence(GRUNDYS_GAME, count))).toEqual(Array.from(naiveSequence(GRUNDYS_GAME, count)));
    expect(Array.from(naiveSequence(GRUNDYS_GAME, 60))).toEqual(bruteTakeBreak("4.0", 60, true));
  });

  it("splits only into unequal heaps (hand-worked moves from 6)", () => {
    expect([...grundysGame.moves([6])]).toEqual([
      [1, 5],
      [2, 4],
    ]);
    expect([...grundysGame.moves([2])]).toEqual([]);
  });

  it("winning moves from a sum reach value 0", () => {
    for (const w of winningMoves(grundysGame, [5, 9])) expect(grundy(grundysGame, w)).toBe(0);
    expect(winningMoves(grundysGame, [5, 9]).length).toBeGreaterThan(0);
  });
});
