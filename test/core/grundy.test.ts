import { describe, expect, it } from "vitest";
import { defineGame, grundy, nim, outcome, winningMoves, GameError, GrundyError, clearCache } from "../../src/index.js";
import { bruteGrundy, kayles, subtractionGame } from "../helpers/games.js";

describe("grundy", () => {
  it("grundy(nim, heaps) is the nim-sum of the heaps", () => {
    expect(grundy(nim, [3, 5, 7])).toBe(3 ^ 5 ^ 7);
    expect(grundy(nim, [1, 2, 3])).toBe(0);
    expect(grundy(nim, [])).toBe(0);
    expect(grundy(nim, [9])).toBe(9);
  });

  it("the subtraction game {1,2,3} has values n mod 4", () => {
    const g = subtractionGame([1, 2, 3]);
    for (let n = 0; n < 200; n++) expect(grundy(g, n)).toBe(n % 4);
  });

  it("Kayles's first values match Winning Ways (0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2)", () => {
    const published = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2];
    expect(published.map((_, n) => grundy(kayles, n === 0 ? [] : [n]))).toEqual(published);
  });

  it("Kayles sums nim-add, as an independent brute force over whole positions finds", () => {
    const brute = bruteGrundy<number[]>(
      (rows) => [...kayles.moves(rows)],
      (rows) => rows.join(","),
    );
    for (const rows of [
      [1, 2],
      [3, 3],
      [2, 4, 5],
      [1, 1, 1],
      [7, 2],
    ]) {
      expect(grundy(kayles, rows)).toBe(brute(rows));
    }
  });

  it("the subtraction game {1,3,4} has period 7 with values 0,1,0,1,2,3,2", () => {
    const g = subtractionGame([1, 3, 4]);
    const period = [0, 1, 0, 1, 2, 3, 2];
    for (let n = 0; n < 100; n++) expect(grundy(g, n)).toBe(period[n % 7]);
  });

  it("solves a game whose play lasts 10^6 moves without overflowing the stack", () => {
    const g = subtractionGame([1, 2]);
    expect(grundy(g, 1_000_000)).toBe(1_000_000 % 3);
    expect(outcome(g, 999_999)).toBe("P");
  });

  it("rejects a game with a cycle with a GameError", () => {
    const loop = defineGame<number>({ name: "loop", moves: (n) => [(n + 1) % 3] });
    expect(() => grundy(loop, 1)).toThrow(GameError);
  });

  it("winningMoves(nim, [3,5,7]) are the three moves to nim-sum 0", () => {
    expect(winningMoves(nim, [3, 5, 7])).toEqual([
      [2, 5, 7],
      [3, 4, 7],
      [3, 5, 6],
    ]);
    expect(winningMoves(nim, [1, 2, 3])).toEqual([]);
  });

  it("gives up with a GrundyError past its budget of moves, and answers right afterwards", () => {
    const g = subtractionGame([1, 2, 3]);
    expect(() => grundy(g, 100_000, { budget: 1000 })).toThrow(GrundyError);
    expect(grundy(g, 100_000)).toBe(100_000 % 4);
    clearCache(g);
  });
});
