// Hand-worked games: each expected value below is worked out in the comment beside it.
import { describe, expect, it } from "vitest";
import { InputError, PlaySession } from "../../src/index.js";

describe("PlaySession, by hand", () => {
  it("wythoff(8,4): the hint is the P-position (4,7) written as wythoff(7,4); the computer answers from it", () => {
    // Wythoff's P-positions: (0,0), (1,2), (3,5), (4,7), (6,10)…; from (8,4) only (7,4) reaches one
    const s = new PlaySession("wythoff(8,4)");
    expect(s.outcome()).toBe("N");
    expect(s.hint()!.text).toBe("wythoff(8,4) -> wythoff(7,4)");
    expect(s.hint()!.wins).toBe(true);
    s.move("wythoff(7,4)");
    expect([s.position, s.toMove, s.outcome()]).toEqual(["wythoff(7,4)", "second", "P"]);
    const reply = s.computerMove()!;
    expect(reply.wins).toBe(false); // nothing wins from a P-position
    expect(s.toMove).toBe("first");
    expect(s.outcome()).toBe("N");
  });

  it("undo and redo walk the history", () => {
    const s = new PlaySession("nim(3,5)");
    s.move("nim(3,3)");
    s.move("nim(3,3) -> nim(1,3)");
    expect(s.history.map((h) => h.position)).toEqual(["nim(3,3)", "nim(1,3)"]);
    expect(s.undo()).toBe(true);
    expect(s.position).toBe("nim(3,3)");
    expect(s.redo()).toBe(true);
    expect(s.position).toBe("nim(1,3)");
    expect(s.redo()).toBe(false);
    s.undo();
    s.undo();
    expect(s.undo()).toBe(false);
    expect([s.position, s.toMove]).toEqual(["nim(3,5)", "first"]);
  });

  it("nim(1): one move ends the game; normal play: the mover wins; misère: the mover loses", () => {
    const normal = new PlaySession("nim(1)");
    normal.computerMove();
    expect([normal.isOver(), normal.winner()]).toEqual([true, "first"]);
    const misere = new PlaySession("nim(1)", { play: "misere" });
    misere.computerMove();
    expect([misere.isOver(), misere.winner()]).toEqual([true, "second"]);
  });

  it("refuses illegal moves with an InputError and leaves the game as it was", () => {
    const s = new PlaySession("nim(2) + wythoff(1,2)");
    expect(() => s.move("nim(1) + wythoff(0,2)")).toThrow(/a move in exactly one component/);
    expect(() => s.move("nim(3) + wythoff(1,2)")).toThrow(/a legal move of nim\(2\)/);
    // (0,0) is not one move from (1,2): the diagonal takes the same number from both piles
    expect(() => s.move("wythoff(1,2) -> wythoff(0,0)")).toThrow(/a legal move of wythoff\(1,2\)/);
    expect(() => s.move("kayles(2)")).toThrow(/a position of 2 components/);
    expect(() => s.move("nim(2")).toThrow(InputError);
    expect(s.position).toBe("nim(2) + wythoff(1,2)");
    expect(s.history).toHaveLength(0);
  });

  it("under every, one move in each unfinished Euclid game (HDU 3595): (3,2) and (5,3) both move", () => {
    // euclid(3,2) -> (1,2) is its only move; euclid(5,3) -> (2,3) its only move
    const s = new PlaySession("euclid(3,2) + euclid(5,3)", { compound: "every" });
    const { moves, complete } = s.legalMoves();
    expect(complete).toBe(true);
    expect(moves.map((m) => m.position)).toEqual(["euclid(1,2) + euclid(2,3)"]);
    expect(() => s.move("euclid(3,2) -> euclid(1,2)")).toThrow(/a move in every unfinished component/);
  });

  it("the first mistake: leaving a won position without winning", () => {
    const s = new PlaySession("nim(3,5)"); // N: the winning move is nim(3,3)
    s.move("nim(2,5)"); // not a P-position: the win is let go here
    s.computerMove();
    expect(s.firstMistake("first")?.move.text).toBe("nim(3,5) -> nim(2,5)");
  });
});
