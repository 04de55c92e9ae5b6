// The terminal player's text: on a terminal with colours, columns, a prompt and boards;
// from a pipe plain lines, one event after another.
import { compoundKind } from "../../core/compoundKinds.js";
import type { Level, Move, Played, PlaySession } from "../../play/session.js";
import { type Match, shown, LIST_LIMIT } from "./match.js";
import type { MenuEntry } from "./menu.js";
import { commandHelp, type Mistake, type Output, type Side, userError } from "./output.js";
import { type Paint, visible } from "./paint.js";

/** The most moves shown on each turn of a terminal game. */
const SHOWN_EACH_TURN = 24;
/** The most lines written at once. */
const LINES_A_WRITE = 4096;
/** The most lines of boards drawn on a turn (a sum of many components is listed as text only). */
const MOST_BOARD_LINES = 40;

/** A move's value for its maker, as words: wins / loses, and the remoteness or suspense. */
function valueWords(move: Move, paint: Paint): string {
  const parts: string[] = [];
  if (move.wins === true) parts.push(paint.green("wins"));
  else if (move.draws === true) parts.push("draws");
  else if (move.wins === false) parts.push(paint.dim("loses"));
  if (move.remoteness !== undefined) parts.push(`remoteness ${move.remoteness}`);
  if (move.suspense !== undefined) parts.push(`suspense ${move.suspense}`);
  return parts.join(", ");
}

function levelWords(level: Level): string {
  if (level === "perfect") return "plays perfectly";
  if (level === "random") return "plays at random";
  return `plays perfectly ${level} times in 10, else at random`;
}

/**
 * A move in the middle of a sentence: in the game's words with the position after it set off
 * by commas ("heap 1: 3 → 1, leaving nim(1,5),") when its views describe
 * moves, else the position. `end`: the sentence goes on after a semicolon or a full stop (no comma).
 */
function said(match: Match, move: Move, end = false): string {
  const position = shown(move, match.session.components.length);
  const words = match.describe(move);
  return words === undefined ? position : `${words}, leaving ${position}${end ? "" : ","}`;
}

const capital = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** Plain text, with colours, a prompt and columns on a terminal. */
export class TextOutput implements Output {
  constructor(
    private readonly write: (s: string) => void,
    private readonly paint: Paint,
    private readonly terminal: boolean,
  ) {}

  private line(s = ""): void {
    this.write(`${s}\n`);
  }

  /** Many lines, a few writes (a write a line of a sum of 10^6 components is 10^6 system calls). */
  private lines(ls: readonly string[]): void {
    for (let i = 0; i < ls.length; i += LINES_A_WRITE) this.write(`${ls.slice(i, i + LINES_A_WRITE).join("\n")}\n`);
  }

  busy<T>(f: () => T): T {
    if (!this.terminal) return f();
    this.write(this.paint.dim("thinking…"));
    try {
      return f();
    } finally {
      this.write("\r\x1b[K");
    }
  }

  menu(entries: MenuEntry[], seed: number): void {
    const p = this.paint;
    this.line(`${p.bold("Pick a game:")}${p.dim(` (seed ${seed})`)}`);
    const w = String(entries.length).length;
    entries.forEach((e, i) => {
      this.line(`  ${p.bold(String(i + 1).padStart(w))}. ${e.name}`);
      this.line(`  ${" ".repeat(w + 2)}${p.cyan(e.expression)}${e.compound && e.compound !== "sum" ? p.dim(`  (--compound ${e.compound})`) : ""}`);
    });
    if (this.terminal) this.line(p.dim(`Type 1 to ${entries.length}.`));
  }

  start(match: Match): void {
    const p = this.paint;
    const s = match.session;
    const o = match.options;
    this.line(`${p.bold("grundy play")} ${p.cyan(s.start)}`);
    const last = s.play === "normal" ? "whoever makes the last move wins" : "whoever makes the last move loses (misère)";
    const rule = s.components.length > 1 ? `Each turn, ${compoundKind(s.compound).rule}; ${last}.` : `${capital(last)}.`;
    this.line(rule);
    const seed = o.level === "perfect" ? "" : ` (seed ${o.seed})`;
    this.line(`${match.you === "first" ? "You move first; the computer" : "The computer moves first and"} ${levelWords(o.level)}${seed}.`);
    const words = s.describedExample();
    this.line(p.dim(`Type a move number, ${words ? `a move in words (e.g. ${words}), ` : ""}a move (the position after it, or from -> to), or "help".`));
  }

  private position(match: Match): void {
    const p = this.paint;
    const s = match.session;
    const moveNo = s.history.length + 1;
    this.line();
    this.line(`${p.bold("Position")}${p.dim(` (move ${moveNo})`)}:`);
    let values: ReturnType<PlaySession["analysis"]> | null = null;
    let why = "";
    if (match.showValues) {
      try {
        values = this.busy(() => s.analysis());
      } catch (e) {
        why = userError(e);
      }
    }
    const components = s.components;
    const width = components.reduce((w, c) => Math.max(w, c.length), 0);
    this.lines(
      components.map((text, i) => {
        const c = values?.components[i];
        const v = c
          ? [
              c.gamma !== undefined ? `γ = ${c.gamma}` : c.grundy !== undefined ? `G = ${c.grundy}` : "",
              c.remoteness !== undefined ? `remoteness ${c.remoteness}` : "",
              c.suspense !== undefined ? `suspense ${c.suspense}` : "",
              c.outcome ?? "",
            ]
              .filter(Boolean)
              .join("  ")
          : "";
        return `  ${p.cyan(text.padEnd(width))}${v ? `  ${p.dim(v)}` : ""}`;
      }),
    );
    if (values) {
      const who = values.outcome === "N" ? "you can win" : values.outcome === "D" ? "a draw with best play (neither side can force a win)" : "you lose against perfect play";
      const value = values.value ? `${values.value.name} ${values.value.value}: ` : "";
      this.line(p.dim(`  ${value}${values.outcome}, ${who}`));
    } else if (match.showValues) this.line(p.dim(`  values out of reach: ${why}`));
  }

  /**
   * The position drawn on its board (the families' views), with the last move in words:
   * indented lines under the turn's heading, above the numbered moves.
   */
  private board(match: Match): void {
    const p = this.paint;
    try {
      const last = match.session.history.at(-1);
      const words = last ? match.describe(last.move) : undefined;
      if (last && words) this.line(p.dim(`  last move (${match.side(last.by) === "you" ? "yours" : "the computer's"}): ${words}`));
      const boards = match.boards();
      if (boards.reduce((n, b) => n + b.lines.length, 0) > MOST_BOARD_LINES) return;
      // several components: each board beside its component's text (under it when the texts are long)
      const several = match.session.components.length > 1;
      const width = several ? match.session.components.reduce((w, c) => Math.max(w, c.length), 0) + 2 : 0;
      const beside = width <= 32;
      for (const b of boards) {
        if (several && !beside) this.line(`  ${p.cyan(b.component)}`);
        const indent = !several ? "" : beside ? " ".repeat(width) : "  ";
        b.lines.forEach((l, i) => this.line(`  ${i === 0 && several && beside ? p.cyan(b.component.padEnd(width)) : indent}${l}`));
      }
    } catch (e) {
      this.error(userError(e));
    }
  }

  private list(match: Match, most: number, heading: string, board = false): void {
    const p = this.paint;
    const { moves, complete } = this.busy(() => match.list());
    const k = match.session.components.length;
    const showing = moves.slice(0, most);
    const count = complete ? `${moves.length} legal move${moves.length === 1 ? "" : "s"}` : `the first ${moves.length} legal moves (there are more)`;
    this.line(`${p.bold(heading)}: ${count}${showing.length < moves.length ? `, ${showing.length} shown` : ""}`);
    if (board) this.board(match);
    const nw = String(showing.length).length;
    const said = showing.map((l) => match.describe(l.move));
    // the words in a column, the position after the move in a column beside them
    const wordsWidth = said.reduce((w, s) => Math.max(w, s?.length ?? 0), 0);
    const entry = (positions: boolean) =>
      showing.map((l, i) => {
        const v = match.showValues ? valueWords(l.move, p) : "";
        const words = said[i];
        const what = words === undefined ? shown(l.move, k) : positions ? `${words.padEnd(wordsWidth)}  ${p.cyan(shown(l.move, k))}` : words;
        return `${p.bold(String(l.n).padStart(nw))}. ${what}${v ? `  ${v}` : ""}`;
      });
    const room = (process.stdout.columns || 80) - 2;
    let entries = entry(true);
    // on a terminal, the positions after the words are left out when a line would not fit
    const cut = this.terminal && said.some((w) => w !== undefined) && entries.some((e) => visible(e) > room);
    if (cut) entries = entry(false);
    const width = entries.reduce((w, e) => Math.max(w, visible(e)), 0);
    const columns = this.terminal ? Math.max(1, Math.floor(room / (width + 3))) : 1;
    const rows = Math.ceil(entries.length / columns);
    for (let r = 0; r < rows; r++) {
      const cells: string[] = [];
      for (let c = 0; c < columns; c++) {
        const e = entries[c * rows + r];
        if (e !== undefined) cells.push(e + " ".repeat(width - visible(e)));
      }
      this.line(`  ${cells.join("   ").trimEnd()}`);
    }
    if (cut) this.line(p.dim("  (the positions left out to fit)"));
    if (showing.length < moves.length) this.line(p.dim(`  … ${moves.length - showing.length} more: type "moves" to list them`));
    if (!complete) this.line(p.dim("  Not every move is listed: any legal move may be typed, as the position after it or from -> to."));
  }

  turn(match: Match): void {
    this.position(match);
    this.list(match, SHOWN_EACH_TURN, "Your turn", match.options.board);
  }

  move(_match: Match, by: Side, move: Move, words?: string): void {
    const p = this.paint;
    this.line(by === "you" ? `You play ${p.cyan(move.text)}.` : `${p.yellow("The computer plays")} ${p.cyan(move.text)}.`);
    // "your move: bite at row 2, column 3" reads whatever phrase the view gives
    if (words) this.line(p.dim(`  ${by === "you" ? "your move" : "the computer's move"}: ${words}`));
  }

  again(): void {
    this.line(this.paint.dim('The game is over: type "undo" to take back your last move, "new" to play again from the start, or "quit".'));
  }

  hint(match: Match, move: Move | null): void {
    const p = this.paint;
    if (!move) return this.line("No hint: there is no move.");
    const n = match.numberOf(move);
    const play = n !== undefined ? `type ${n} to play it` : "type it to play it";
    const text = said(match, move);
    if (move.wins === true) this.line(`${p.bold("Hint")}: ${p.cyan(text)} ${p.green("wins")} (${play}).`);
    else if (move.draws === true) this.line(`${p.bold("Hint")}: no move wins against perfect play; ${p.cyan(text)} keeps the draw (${play}).`);
    else if (move.wins === false) this.line(`${p.bold("Hint")}: every move loses against perfect play; ${p.cyan(text)} holds out longest (${play}).`);
    else this.line(`${p.bold("Hint")}: ${p.cyan(text)} (${play}).`);
  }

  moves(match: Match): void {
    this.list(match, LIST_LIMIT, "Moves");
  }

  undo(match: Match, undone: Played[]): void {
    const mine = undone.filter((u) => match.side(u.by) === "you").map((u) => u.move.text);
    const theirs = undone.filter((u) => match.side(u.by) === "computer").map((u) => u.move.text);
    this.line(`Took back your move ${this.paint.cyan(mine.join(", "))}${theirs.length ? ` and the computer's reply ${this.paint.cyan(theirs.join(", "))}` : ""}.`);
  }

  redo(match: Match, redone: Played[]): void {
    for (const r of redone) this.line(`Again: ${match.side(r.by) === "you" ? "you play" : "the computer plays"} ${this.paint.cyan(r.move.text)}.`);
  }

  values(match: Match): void {
    this.line(match.showValues ? "Values shown: Grundy values (or remoteness, suspense) and which moves win." : "Values hidden.");
  }

  help(match: Match): void {
    const p = this.paint;
    const commands = commandHelp(match);
    this.line(p.bold("Type one of:"));
    const w = commands.reduce((most, [c]) => Math.max(most, c.length), 0);
    for (const [c, what] of commands) this.line(`  ${p.cyan(c.padEnd(w))}  ${what}`);
  }

  error(message: string): void {
    this.line(`${this.paint.red("Sorry")}: ${message}`);
  }

  end(match: Match, winner: Side | "draw", mistake: Mistake | undefined): void {
    const p = this.paint;
    const s = match.session;
    if (winner === "draw") {
      this.line();
      this.line(`${p.bold("Position")}: ${p.cyan(s.position)}`);
      this.line(`${p.bold("Draw.")} The position has occurred ${s.repetitions} times: the game is drawn by repetition.`);
      return;
    }
    const loser: Side = winner === "you" ? "computer" : "you";
    const mine = s.history.filter((h) => h.by === match.you);
    const why = s.play === "normal" ? `${loser === "you" ? "you have" : "the computer has"} no move left` : `${loser === "you" ? "you" : "the computer"} made the last move`;
    this.line();
    this.line(`${p.bold("Position")}: ${p.cyan(s.position)}`);
    if (match.options.board) this.board(match);
    this.line(winner === "you" ? `${p.green(p.bold("You win!"))} ${capital(why)}.` : `${p.red(p.bold("The computer wins."))} ${capital(why)}.`);
    if (mistake) {
      const better = mistake.better ? `; ${p.cyan(said(match, mistake.better))} would have won` : "";
      this.line(`You had a won position until your move ${mistake.turn}: from ${p.cyan(mistake.before)} you played ${p.cyan(said(match, mistake.move, true))}${better}.`);
    } else if (winner === "computer" && mine.length > 0 && mine.every((h) => h.fromWon === false)) {
      this.line("You never had a won position: against perfect play every move lost.");
    }
  }

  stopped(quit: boolean): void {
    // on a terminal, Ctrl-C or Ctrl-D leaves the cursor on the prompt's line
    if (quit) this.line("Game stopped. Bye!");
    else if (this.terminal) this.line("\nGame stopped. Bye!");
  }
}
