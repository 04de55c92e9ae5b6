// The play brute force (see ../playBrute.ts): drivers that play a session against a random or a perfect opponent and check each position.
import { canon, moves, print, sortCells, type Comp } from "./components.js";
import { options, optionsOf, readState, stateKey, stateText, type Rules, type State, value, wins } from "./compounds.js";
import { expect } from "vitest";
import { InputError, PlaySession } from "../../../src/index.js";
import { seededInts } from "../../../src/_internals/random.js";

// ---------------------------------------------------------------------------------------
// Playing against the session
// ---------------------------------------------------------------------------------------

export const now = (s: PlaySession): State => readState(s.position);
export const keyNow = (s: PlaySession): string => stateKey(now(s));
export const optionKeys = (r: Rules, ps: State): Set<string> => new Set(options(r, ps).map(stateKey));

/** The move from `ps` to `to` written `from -> to`, one part per component that changes. */
export function arrowText(s: PlaySession, ps: State, to: State): string {
  return ps.flatMap((p, i) => (canon(p) === canon(to[i]!) ? [] : [`${s.components[i]} -> ${print(to[i]!)}`])).join("; ");
}

/** Whether two components print alike (then `from -> to` may move either: the same game). */
export const ambiguous = (ps: State): boolean => new Set(ps.map(print)).size < ps.length;

/** Plays `to` (an option of the current position) by text, as a position or as `from -> to`, and checks where it went. */
export function playText(s: PlaySession, r: Rules, to: State, asArrow: boolean): void {
  const ps = now(s);
  s.move(asArrow ? arrowText(s, ps, to) : stateText(to));
  const after = now(s);
  if (asArrow && ambiguous(ps)) {
    expect(optionKeys(r, ps).has(stateKey(after))).toBe(true);
    expect(wins(r, after)).toBe(wins(r, to));
  } else expect(stateKey(after)).toBe(stateKey(to));
}

/** One computer move, checked: legal, and winning from a won position. */
export function computerMoves(s: PlaySession, r: Rules): void {
  const ps = now(s);
  const m = s.computerMove();
  expect(m, stateText(ps)).not.toBeNull();
  const after = now(s);
  expect(optionKeys(r, ps).has(stateKey(after)), `${stateText(ps)}: ${m!.text}`).toBe(true);
  if (wins(r, ps)) expect(wins(r, after), `${stateText(ps)}: the computer played ${m!.text}, not a winning move`).toBe(false);
}

export type Opponent = "random" | "perfect";

/**
 * A game of the computer against a scripted player; returns who won by the rules (the
 * brute force's view: the player who cannot move loses under normal play, wins under misère),
 * after checking that the session agrees, and walks the history back and forth.
 */
export function playGame(ps: State, r: Rules, computer: "first" | "second", opponent: Opponent, seed: number, budget?: number): "first" | "second" {
  const pick = seededInts(seed);
  const s = new PlaySession(stateText(ps), optionsOf(r, budget));
  const seen: string[] = [keyNow(s)];
  const states: State[] = [now(s)];
  let plies = 0;
  for (;;) {
    const here = now(s);
    const over = options(r, here).length === 0;
    expect(s.isOver(), stateText(here)).toBe(over);
    if (over) break;
    expect(s.outcome()).toBe(wins(r, here) ? "N" : "P");
    if (++plies > 500) throw new Error(`${stateText(ps)}: no end in sight`);
    if (s.toMove === computer) computerMoves(s, r);
    else if (opponent === "random") {
      const listed = s.legalMoves(10_000);
      if (listed.complete) {
        const m = listed.moves[pick(listed.moves.length)]!;
        expect(optionKeys(r, here).has(stateKey(readState(m.position))), m.text).toBe(true);
        s.playMove(m);
      } else {
        // a list cut short (selective, every, conjunctive): uniformly among the rules' options
        const all = options(r, here);
        playText(s, r, all[pick(all.length)]!, pick(2) === 0);
      }
    } else {
      const all = options(r, here);
      const good = all.filter((o) => !wins(r, o));
      const choice = good.length > 0 ? good : all;
      playText(s, r, choice[pick(choice.length)]!, pick(2) === 0);
    }
    seen.push(keyNow(s));
    states.push(now(s));
  }
  const toMove = s.toMove;
  const winner = r.misere ? toMove : toMove === "first" ? "second" : "first";
  expect(s.winner()).toBe(winner);
  // who moved, from a won position or not, whether the move won; the first mistake of each side
  s.history.forEach((h, i) => {
    expect(h.by).toBe(i % 2 === 0 ? "first" : "second");
    expect(h.fromWon).toBe(wins(r, states[i]!));
    expect(h.move.wins).toBe(!wins(r, states[i + 1]!));
  });
  for (const side of ["first", "second"] as const) {
    const i = s.history.findIndex((h, j) => h.by === side && wins(r, states[j]!) && wins(r, states[j + 1]!));
    expect(s.firstMistake(side)).toBe(i < 0 ? undefined : s.history[i]);
  }
  expect(s.firstMistake(computer)).toBeUndefined();
  // the history, back to the start and forward again
  expect(s.history.map((h) => stateKey(readState(h.position)))).toEqual(seen.slice(1));
  for (let i = seen.length - 2; i >= 0; i--) {
    expect(s.undo()).toBe(true);
    expect(keyNow(s)).toBe(seen[i]);
    expect(s.toMove).toBe(i % 2 === 0 ? "first" : "second");
  }
  expect(s.undo()).toBe(false);
  for (let i = 1; i < seen.length; i++) {
    expect(s.redo()).toBe(true);
    expect(keyNow(s)).toBe(seen[i]);
  }
  expect(s.redo()).toBe(false);
  expect(s.isOver()).toBe(true);
  return winner;
}

/** The number of moves of the computer against itself. */
export function selfPlay(ps: State, r: Rules): number {
  const s = new PlaySession(stateText(ps), optionsOf(r));
  let n = 0;
  while (!s.isOver()) {
    computerMoves(s, r);
    if (++n > 500) throw new Error(`${stateText(ps)}: no end in sight`);
  }
  return n;
}

/** Nearby positions of the same game that are not options of c (nor c itself). */
export function nonOptions(c: Comp): Comp[] {
  const near: Comp[] = [];
  const bump = (h: number[], i: number, d: number): number[] => h.map((x, j) => (j === i ? x + d : x));
  switch (c.f) {
    case "nim":
    case "grundy":
    case "lasker":
    case "subtraction":
    case "octal":
    case "moore":
      c.h.forEach((_, i) => {
        near.push({ ...c, h: bump(c.h, i, 1) });
        if (c.h[i]! >= 2) near.push({ ...c, h: bump(c.h, i, -2) });
      });
      if (c.h.length >= 2 && c.h[0]! > 0 && c.h[1]! > 0) near.push({ ...c, h: bump(bump(c.h, 0, -1), 1, -1) });
      if (c.f === "moore" && c.h.every((x) => x > 0)) near.push({ ...c, h: c.h.map((x) => x - 1) });
      near.push({ ...c, h: [...c.h, 1] });
      break;
    case "wythoff":
    case "euclid":
      near.push({ ...c, a: c.a + 1 }, { ...c, b: c.b + 1 });
      if (c.a >= 1 && c.b >= 2) near.push({ ...c, a: c.a - 1, b: c.b - 2 });
      if (c.a >= 1) near.push({ ...c, a: c.a - 1 });
      if (c.b >= 1) near.push({ ...c, b: c.b - 1 });
      break;
    case "strip":
      if (c.cells.length > 0) near.push({ ...c, cells: c.cells.slice(1) });
      for (let col = 1; col <= c.n; col++) {
        const blank = (r: number): boolean => !c.cells.some(([x, y]) => x === r && y === col);
        if (blank(1) && blank(2)) near.push({ ...c, cells: sortCells([...c.cells, [1, col], [2, col]]) });
      }
      break;
    case "chomp": {
      // the transposed diagram is the same game, but not an option
      const t = Array.from({ length: c.rows[0]! }, (_, j) => c.rows.filter((r) => r > j).length);
      near.push({ f: "chomp", rows: t });
      near.push({ f: "chomp", rows: [...c.rows, 1] });
      break;
    }
  }
  const opts = new Set(moves(c).map(canon));
  return near.filter((x) => canon(x) !== canon(c) && !opts.has(canon(x)) && (x.f !== "strip" || x.cells.every(([, col]) => col >= 1 && col <= x.n)));
}

/**
 * At one position: every listed move is legal and its `wins` (and remoteness, suspense)
 * agree with the brute force, a complete list is all the options; the hint wins from an
 * N-position; move() accepts every option, as a position and as `from -> to`, and undo
 * takes it back; move() rejects non-options with an InputError and changes nothing.
 */
export function checkPosition(ps: State, r: Rules, seed: number): void {
  const pick = seededInts(seed);
  const s = new PlaySession(stateText(ps), optionsOf(r));
  const start = keyNow(s);
  expect(start).toBe(stateKey(ps));
  const all = options(r, ps);
  const keys = new Set(all.map(stateKey));
  const won = wins(r, ps);
  expect(s.isOver()).toBe(all.length === 0);
  expect(s.outcome()).toBe(won ? "N" : "P");

  const listed = s.legalMoves(10_000);
  for (const m of listed.moves) {
    const after = readState(m.position);
    expect(keys.has(stateKey(after)), `${stateText(ps)}: listed ${m.text}`).toBe(true);
    expect(m.wins, `${stateText(ps)}: ${m.text}`).toBe(!wins(r, after));
    if (r.kind === "conjunctive") expect(m.remoteness, m.text).toBe(value("conjunctive", "remoteness", after));
    if (r.kind === "every") expect(m.suspense, m.text).toBe(value("every", "suspense", after));
  }
  if (listed.complete) expect(new Set(listed.moves.map((m) => stateKey(readState(m.position))))).toEqual(keys);
  else expect(r.kind === "sum" && all.length <= 10_000).toBe(false);
  if (all.length > 1) expect(s.legalMoves(1).complete).toBe(false);

  const hint = s.hint();
  if (all.length === 0) expect(hint).toBeNull();
  else {
    const after = readState(hint!.position);
    expect(keys.has(stateKey(after)), `${stateText(ps)}: hint ${hint!.text}`).toBe(true);
    if (won) expect(wins(r, after), `${stateText(ps)}: hint ${hint!.text} does not win`).toBe(false);
    expect(hint!.wins).toBe(!wins(r, after));
  }

  // every option (at most 40 of them, at random) as a position and as from -> to
  const tried = all.length <= 40 ? all : Array.from({ length: 40 }, () => all[pick(all.length)]!);
  for (const o of tried) {
    for (const asArrow of [false, true]) {
      playText(s, r, o, asArrow);
      expect(s.history).toHaveLength(1);
      expect(s.toMove).toBe("second");
      expect(s.undo()).toBe(true);
      expect(keyNow(s)).toBe(start);
      expect(s.redo()).toBe(true);
      expect(stateKey(now(s))).not.toBe(start);
      expect(s.undo()).toBe(true);
    }
  }
  // a listed move played as it is; a new move after an undo drops what redo would have played
  for (const m of listed.moves.slice(0, 5)) {
    s.playMove(m);
    expect(keyNow(s)).toBe(stateKey(readState(m.position)));
    s.undo();
  }
  if (all.length >= 2) {
    playText(s, r, all[0]!, false);
    s.undo();
    playText(s, r, all[1]!, true);
    expect(s.redo()).toBe(false);
    expect(s.history).toHaveLength(1);
    s.undo();
  }

  // illegal moves: a non-option in one component, the position unchanged, a move breaking the compound's rule
  const illegal: string[] = [stateText(ps), "nim(", "chess(3)"];
  ps.forEach((p, i) => {
    for (const x of nonOptions(p)) {
      const q = ps.map((y, j) => (j === i ? x : y));
      if (keys.has(stateKey(q))) continue;
      illegal.push(stateText(q), `${s.components[i]} -> ${print(x)}`);
    }
  });
  const movable = ps.flatMap((p, i) => (moves(p).length > 0 ? [i] : []));
  if (r.kind === "sum" && movable.length >= 2) {
    const [i, j] = movable as [number, number];
    illegal.push(stateText(ps.map((p, k) => (k === i || k === j ? moves(p)[0]! : p))));
  }
  if ((r.kind === "every" || r.kind === "conjunctive") && movable.length >= 2) {
    const i = movable[0]!;
    illegal.push(stateText(ps.map((p, k) => (k === i ? moves(p)[0]! : p))));
  }
  for (const text of illegal) {
    expect(() => s.move(text), `${stateText(ps)}: ${text} accepted`).toThrow(InputError);
    expect(keyNow(s)).toBe(start);
    expect(s.history).toHaveLength(0);
  }
}

// ---------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------
