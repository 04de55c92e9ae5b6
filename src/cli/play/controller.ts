// The terminal player's loop: reads the user's lines, plays them on the session, lets the
// computer reply, and tells the output what happened. It prints nothing itself.
import { InputError } from "../../errors.js";
import type { Move, Played, PlaySession } from "../../play/session.js";
import type { Lines } from "./lines.js";
import type { Match } from "./match.js";
import type { MenuEntry } from "./menu.js";
import { COMMANDS, type Mistake, type Output, userError } from "./output.js";

/** How a line of input ended the loop, if it did ("still over": the game is over and the user was told so). */
type Outcome = "go on" | "over" | "still over" | "quit";

/** Reads the user's lines and plays them on the session until the game ends or input does. */
export class Controller {
  /**
   * @param again - when the game is over, offer undo and new and go on reading (a terminal);
   *   else the end of the game ends the loop
   */
  constructor(
    private readonly match: Match,
    private readonly out: Output,
    private readonly again = false,
  ) {}

  private get session(): PlaySession {
    return this.match.session;
  }

  /** Plays the whole game: the start, then a line at a time until the end, a quit or the end of input. */
  async run(lines: Lines): Promise<void> {
    this.out.start(this.match);
    let state = this.advance();
    while (state === "go on" || (state !== "quit" && this.again)) {
      if (state === "over") this.out.again?.(this.match);
      lines.prompt();
      const line = await lines.next();
      if (line === null) {
        this.out.stopped(false);
        break;
      }
      state = this.handle(line);
    }
  }

  /** The computer moves while it is its turn; then the end, or the user's turn. */
  private advance(): Outcome {
    const s = this.session;
    while (!s.isOver() && this.match.toMove === "computer") {
      let m: Move | null;
      try {
        m = this.out.busy(() => s.computerMove());
      } catch (e) {
        this.out.error(`the computer cannot move: ${userError(e)}`);
        return "quit";
      }
      if (!m) break;
      this.out.move(this.match, "computer", m);
    }
    if (s.isOver()) {
      const result = s.result();
      this.out.end(
        this.match,
        result === "draw" ? "draw" : result ? this.match.side(result) : "computer",
        this.out.busy(() => this.mistake()),
      );
      return "over";
    }
    this.out.turn(this.match);
    return "go on";
  }

  /** The user's first move from a won position that did not win, and what would have won there. */
  private mistake(): Mistake | undefined {
    const s = this.session;
    const you = this.match.you;
    const slip = s.firstMistake(you);
    if (!slip || s.winner() === you) return undefined;
    const at = s.history.indexOf(slip);
    const turn = s.history.slice(0, at + 1).filter((h) => h.by === you).length;
    const better = slip.best?.wins ? slip.best : undefined;
    return { turn, move: slip.move, before: slip.before, ...(better ? { better } : {}) };
  }

  /** Plays one line of input. */
  private handle(raw: string): Outcome {
    const line = raw.trim();
    if (line === "") return "go on";
    const word = line.toLowerCase();
    try {
      switch (word) {
        case "quit":
        case "exit":
        case "q":
          this.out.stopped(true);
          return "quit";
        case "help":
        case "?":
          this.out.help(this.match);
          return "go on";
        case "hint":
          this.out.hint(
            this.match,
            this.out.busy(() => this.match.hint()),
          );
          return "go on";
        case "moves":
          this.out.moves(this.match);
          return "go on";
        case "values":
          this.match.showValues = !this.match.showValues;
          this.out.values(this.match);
          this.out.turn(this.match);
          return "go on";
        case "undo":
          return this.undo();
        case "redo":
          return this.redo();
        case "new":
          return this.restart();
      }
      if (this.session.isOver()) {
        this.out.error('the game is over: type "undo" to take back your last move, "new" to play again from the start, or "quit"');
        return "still over";
      }
      if (/^\d+$/.test(line)) {
        const { moves } = this.out.busy(() => this.match.list());
        const listed = moves[Number(line) - 1];
        if (!listed) {
          this.out.error(`${new InputError(`a move number from 1 to ${moves.length}`, line).message} (type "moves" for the list)`);
          return "go on";
        }
        return this.played(this.session.playMove(listed.move));
      }
      if (/^[-+]\d+$|^\d*\.\d+$/.test(line)) {
        const { moves } = this.out.busy(() => this.match.list());
        this.out.error(`${new InputError(`a move number from 1 to ${moves.length}`, line).message} (type "moves" for the list)`);
        return "go on";
      }
      if (/^[a-z]+$/i.test(line) && !COMMANDS.has(word)) {
        this.out.error(`${new InputError("a move number, a move or a command", line).message} (type "help" for the commands, "moves" for the list)`);
        return "go on";
      }
      return this.played(this.out.busy(() => this.session.move(line)));
    } catch (e) {
      const message = userError(e);
      this.out.error(e instanceof InputError && !message.includes('"moves"') ? `${message} (type "moves" for the list, "help" for the commands)` : message);
      return "go on";
    }
  }

  private played(move: Move): Outcome {
    this.out.move(this.match, "you", move, this.match.options.board ? this.words(move) : undefined);
    return this.advance();
  }

  /** A move in words from the views, or undefined (a view's error is shown, the game goes on). */
  private words(move: Move): string | undefined {
    try {
      return this.match.describe(move);
    } catch (e) {
      this.out.error(userError(e));
      return undefined;
    }
  }

  /** The game again from its first position (the moves stay for redo). */
  private restart(): Outcome {
    const s = this.session;
    if (s.history.length === 0) {
      this.out.error("nothing to start again: no move has been played");
      return "go on";
    }
    while (s.history.length > 0) s.undo();
    this.out.start(this.match);
    return this.advance();
  }

  /** Takes back the user's last move and the computer's reply to it: the user's turn again. */
  private undo(): Outcome {
    const s = this.session;
    const h = s.history;
    const count = h.length > 0 && h[h.length - 1]!.by !== this.match.you ? 2 : 1;
    if (h.length < count || h[h.length - count]!.by !== this.match.you) {
      this.out.error("nothing to undo: you have not moved yet");
      return s.isOver() ? "still over" : "go on";
    }
    const undone = h.slice(h.length - count);
    for (let i = 0; i < count; i++) s.undo();
    this.out.undo(this.match, undone);
    this.out.turn(this.match);
    return "go on";
  }

  /** Plays again what undo took back: the user's move and the computer's reply. */
  private redo(): Outcome {
    const s = this.session;
    const redone: Played[] = [];
    do {
      if (!s.redo()) break;
      redone.push(s.history[s.history.length - 1]!);
    } while (!s.isOver() && this.match.toMove === "computer");
    if (redone.length === 0) {
      this.out.error("nothing to redo");
      return "go on";
    }
    this.out.redo(this.match, redone);
    return this.advance();
  }
}

/** Picks a menu entry: on a terminal with a prompt, else from the first lines of input; null when input ends or the user quits. */
export async function pick(entries: MenuEntry[], seed: number, out: Output, lines: Lines): Promise<MenuEntry | null> {
  out.menu(entries, seed);
  for (;;) {
    lines.prompt();
    const line = await lines.next();
    if (line === null) return null;
    const t = line.trim();
    if (t === "") continue;
    if (["quit", "exit", "q"].includes(t.toLowerCase())) return null;
    const n = /^\d+$/.test(t) ? Number(t) : 0;
    if (n >= 1 && n <= entries.length) return entries[n - 1]!;
    out.error(new InputError(`a game number from 1 to ${entries.length}`, t).message);
  }
}
