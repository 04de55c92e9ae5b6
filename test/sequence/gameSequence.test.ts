// The naive sequence of a heap game known by its moves: its option budget, counted by hand.
import { describe, expect, it } from "vitest";
import { defineGame } from "../../src/core/game.js";
import { GrundyError } from "../../src/errors.js";
import { gameSequence, gameSequenceReport } from "../../src/sequence/gameSequence.js";

/** A heap of n moves to every smaller heap: G(n) = n (each value below n is an option's). */
const everything = defineGame<number>({ name: "everything", moves: (n) => Array.from({ length: n }, (_, i) => i) });
const asHeaps = { heap: (n: number) => n, heaps: (p: number) => [p] };

describe("gameSequence: a game known by its moves", () => {
  it("gives G(n) = n for the game whose heap moves to every smaller heap", () => {
    expect(Array.from(gameSequence(everything, asHeaps, 50))).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it("stops at its option budget, naming the heap: heaps 0 … 44 have 0 + 1 + … + 44 = 990 options, so a budget of 1000 is passed at heap 45", () => {
    expect(() => gameSequence(everything, asHeaps, 46, undefined, 990)).toThrow(/stopped at heap 45 of 0 … 45: 990 options examined/);
    // heaps 0 … 44 fit exactly, and with 1000 options heap 45's first 10 do too, but not its 11th
    expect(gameSequence(everything, asHeaps, 45, undefined, 990)[44]).toBe(44);
    expect(() => gameSequenceReport("everything", everything, asHeaps, { to: 45, maxOptions: 1000 })).toThrow(GrundyError);
    expect(() => gameSequenceReport("everything", everything, asHeaps, { to: 45, maxOptions: 1000 })).toThrow(/a last heap, --to, of at most 44/);
  });
});
