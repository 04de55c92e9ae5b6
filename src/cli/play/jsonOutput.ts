// The terminal player's events as JSON lines, one object a line, for programs that drive
// `grundy play --json` (the README documents the events).
import type { Move, Played } from "../../play/session.js";
import type { Match } from "./match.js";
import type { MenuEntry } from "./menu.js";
import { commandHelp, type Mistake, type Output, type Side, userError } from "./output.js";

/** A move's words from its families' views (`words`), when they describe it; a view that fails leaves them out. */
function wordsOf(match: Match, move: Move): { words?: string } {
  try {
    const words = match.describe(move);
    return words === undefined ? {} : { words };
  } catch (e) {
    userError(e);
    return {};
  }
}

/** One JSON object per line per event. */
export class JsonOutput implements Output {
  constructor(private readonly write: (s: string) => void) {}

  private event(e: Record<string, unknown>): void {
    this.write(`${JSON.stringify(e)}\n`);
  }

  busy<T>(f: () => T): T {
    return f();
  }

  menu(entries: MenuEntry[], seed: number): void {
    this.event({ event: "menu", seed, games: entries.map((e, i) => ({ n: i + 1, name: e.name, expression: e.expression, compound: e.compound ?? "sum" })) });
  }

  start(match: Match): void {
    const s = match.session;
    let outcome: "N" | "P" | "D" | undefined;
    try {
      outcome = s.outcome();
    } catch (e) {
      userError(e);
    }
    this.event({
      event: "start",
      position: s.position,
      toMove: match.toMove,
      ...(outcome ? { outcome } : {}),
      play: s.play,
      compound: s.compound,
      level: s.level,
      seed: match.options.seed,
    });
  }

  turn(): void {}

  move(match: Match, by: Side, move: Move): void {
    this.event({ event: "move", by, move: move.text, ...wordsOf(match, move), position: move.position });
  }

  hint(match: Match, move: Move | null): void {
    this.event(
      move
        ? {
            event: "hint",
            move: move.text,
            ...wordsOf(match, move),
            position: move.position,
            ...(move.wins !== undefined ? { wins: move.wins } : {}),
            ...(move.draws ? { draws: true } : {}),
          }
        : { event: "hint", move: null },
    );
  }

  moves(match: Match): void {
    const { moves, complete } = match.list();
    this.event({
      event: "moves",
      moves: moves.map(({ n, move: m }) => ({
        n,
        move: m.text,
        ...wordsOf(match, m),
        position: m.position,
        ...(m.wins !== undefined ? { wins: m.wins } : {}),
        ...(m.draws ? { draws: true } : {}),
        ...(m.remoteness !== undefined ? { remoteness: m.remoteness } : {}),
        ...(m.suspense !== undefined ? { suspense: m.suspense } : {}),
      })),
      complete,
    });
  }

  undo(match: Match, undone: Played[]): void {
    this.event({ event: "undo", moves: undone.map((u) => ({ by: match.side(u.by), move: u.move.text })), position: match.session.position, toMove: match.toMove });
  }

  redo(match: Match, redone: Played[]): void {
    this.event({ event: "redo", moves: redone.map((r) => ({ by: match.side(r.by), move: r.move.text })), position: match.session.position, toMove: match.toMove });
  }

  values(match: Match): void {
    this.event({ event: "values", shown: match.showValues });
  }

  help(match: Match): void {
    this.event({ event: "help", commands: commandHelp(match).map(([c, what]) => ({ command: c, what })) });
  }

  error(message: string): void {
    this.event({ event: "error", message });
  }

  end(match: Match, winner: Side | "draw", mistake: Mistake | undefined): void {
    const better = mistake?.better;
    const betterWords = better ? wordsOf(match, better).words : undefined;
    this.event({
      event: "end",
      winner,
      ...(mistake
        ? {
            mistake: {
              turn: mistake.turn,
              before: mistake.before,
              move: mistake.move.text,
              ...wordsOf(match, mistake.move),
              ...(better ? { better: better.text, ...(betterWords !== undefined ? { betterWords } : {}) } : {}),
            },
          }
        : {}),
    });
  }

  stopped(): void {
    this.event({ event: "stopped" });
  }
}
