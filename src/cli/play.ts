// `grundy play [expression]`: a game against the computer in the terminal. The game itself
// is a PlaySession (src/play/session.ts); this file only reads lines, maps them onto the
// session's calls and prints what happened (a terminal screen, plain text or JSON lines).
import { randomInt } from "node:crypto";
import { createInterface } from "node:readline";
import { Command, Option } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import type { CompoundKind } from "../core/compound.js";
import type { Play } from "../core/outcome.js";
import { GrundyError, InputError } from "../errors.js";
import type { Family } from "../games/family.js";
import { type Level, type Move, type Played, type Player, PlaySession } from "../play/session.js";
import { familiesHelp } from "./analyze.js";
import { loadGames } from "./loadGames.js";
import { seededRandom } from "../_internals/random.js";

/** Who is who: the user or the computer. */
type Side = "you" | "computer";

/** The most legal moves listed (the `moves` command; numbers refer to this list). */
const LIST_LIMIT = 50;
/** The most moves shown on each turn of a terminal game. */
const SHOWN_EACH_TURN = 24;

const COMMAND_HELP: [string, string][] = [
  ["<number>", "play that move from the list"],
  ["<position>", "play the move to that position, e.g. wythoff(7,4) (the whole position)"],
  ["a -> b", "move component a to b, e.g. wythoff(8,4) -> wythoff(7,4); several joined by ;"],
  ["hint", "the best move here"],
  ["moves", "the legal moves, numbered"],
  ["undo", "take back your last move (and the computer's reply)"],
  ["redo", "play again what undo took back"],
  ["values", "show or hide Grundy values and which moves win"],
  ["help", "this list"],
  ["quit", "stop the game"],
];

const COMMANDS = new Set(["hint", "moves", "undo", "redo", "values", "help", "?", "quit", "exit", "q"]);

/** A game offered when no expression is given. */
interface MenuEntry {
  name: string;
  expression: string;
  compound?: CompoundKind;
}

/** The seed games: Wythoff from a random start (seeded), Euclid under every, a strip, Nim, Kayles. */
export function menuEntries(seed: number): MenuEntry[] {
  const rng = seededRandom(seed);
  const a = 1 + Math.floor(rng() * 20);
  const b = 1 + Math.floor(rng() * 20);
  return [
    { name: "Wythoff's game: take from one pile, or the same number from both", expression: `wythoff(${a},${b})` },
    { name: "Euclid's game, three at once: move in every unfinished one", expression: "euclid(13,8) + euclid(11,7) + euclid(9,4)", compound: "every" },
    { name: "Colouring a 2×10 strip with 1×1 and 2×2 tiles, two cells coloured", expression: "strip(10; 1,3 2,7)" },
    { name: "Nim: take any number of tokens from one heap", expression: "nim(3,5,7)" },
    { name: "Kayles: knock down one pin or two adjacent pins", expression: "kayles(10)" },
  ];
}

/** Colours for a terminal that has them; plain text otherwise. */
interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  green(s: string): string;
  red(s: string): string;
  cyan(s: string): string;
  yellow(s: string): string;
}

const sgr =
  (on: number, off: number) =>
  (s: string): string =>
    `\x1b[${on}m${s}\x1b[${off}m`;
const COLOURS: Paint = { bold: sgr(1, 22), dim: sgr(2, 22), green: sgr(32, 39), red: sgr(31, 39), cyan: sgr(36, 39), yellow: sgr(33, 39) };
const id = (s: string): string => s;
const PLAIN: Paint = { bold: id, dim: id, green: id, red: id, cyan: id, yellow: id };

/** The text a move is shown as: the position after it for one component, else its component moves. */
function shown(move: Move, components: number): string {
  return components === 1 ? move.position : move.text;
}

/** A numbered legal move. */
interface Listed {
  n: number;
  move: Move;
}

/** What the user lost: their first move from a won position that did not win. */
interface Mistake {
  /** Their k-th move. */
  turn: number;
  move: Move;
  /** The position before it. */
  before: string;
  /** A move that would have won there, when known. */
  better?: Move;
}

/** Where the game's events go: a terminal or plain text, or JSON lines. */
interface Output {
  menu(entries: MenuEntry[], seed: number): void;
  start(game: Game): void;
  /** The user's turn: the position and the moves (text only). */
  turn(game: Game): void;
  move(by: Side, move: Move): void;
  hint(game: Game, move: Move | null): void;
  moves(game: Game): void;
  undo(game: Game, undone: Played[]): void;
  redo(game: Game, redone: Played[]): void;
  values(game: Game): void;
  help(game: Game): void;
  error(message: string): void;
  /** The game is over: its winner, or "draw" (a sum with a loopy game whose position repeated). */
  end(game: Game, winner: Side | "draw", mistake: Mistake | undefined): void;
  stopped(quit: boolean): void;
  /** Runs a computation, with a "thinking…" note on a terminal while it lasts. */
  busy<T>(f: () => T): T;
}

/** The state the front end keeps beside the session: who is who, whether values are shown, the numbered list. */
class Game {
  showValues: boolean;
  private listKey = "";
  private hintKey = "";
  private hinted: Move | null = null;
  private listed: { moves: Listed[]; complete: boolean } = { moves: [], complete: true };

  constructor(
    readonly session: PlaySession,
    readonly you: Player,
    readonly options: { play: Play; compound: CompoundKind; games: Family[]; level: Level; seed: number },
    showValues: boolean,
  ) {
    this.showValues = showValues;
  }

  side(p: Player): Side {
    return p === this.you ? "you" : "computer";
  }

  player(s: Side): Player {
    return s === "you" ? this.you : this.you === "first" ? "second" : "first";
  }

  get toMove(): Side {
    return this.side(this.session.toMove);
  }

  /** The legal moves here, numbered in a fixed order (by their text, numbers as numbers), not best first: the order gives nothing away. */
  list(): { moves: Listed[]; complete: boolean } {
    const key = this.key();
    if (key !== this.listKey) {
      const { moves, complete } = this.session.legalMoves(LIST_LIMIT);
      const k = this.session.components.length;
      const collator = new Intl.Collator("en", { numeric: true });
      const sorted = moves.slice().sort((a, b) => collator.compare(shown(a, k), shown(b, k)));
      this.listed = { moves: sorted.map((move, i) => ({ n: i + 1, move })), complete };
      this.listKey = key;
    }
    return this.listed;
  }

  /** The session's hint here, asked once per position (a large position takes a while). */
  hint(): Move | null {
    const key = this.key();
    if (key !== this.hintKey) {
      this.hinted = this.session.hint();
      this.hintKey = key;
    }
    return this.hinted;
  }

  private key(): string {
    return `${this.session.history.length}|${this.session.position}`;
  }

  /** The number of a move in the list, if it is there. */
  numberOf(move: Move): number | undefined {
    return this.list().moves.find((l) => l.move.position === move.position)?.n;
  }
}

/** A GrundyError's message, or rethrows anything else (a bug). */
function userError(e: unknown): string {
  if (e instanceof GrundyError) return e.message;
  throw e;
}

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

/** Visible length of a string that may hold colour codes. */
const visible = (s: string): number => s.replace(/\x1b\[[0-9;]*m/g, "").length;

const RULES: Record<CompoundKind, string> = {
  sum: "move in one component",
  every: "move in every component that still has a move",
  conjunctive: "move in every component; the game ends when one of them ends",
  selective: "move in any number of components, at least one",
};

function levelWords(level: Level): string {
  if (level === "perfect") return "plays perfectly";
  if (level === "random") return "plays at random";
  return `plays perfectly ${level} times in 10, else at random`;
}

/** Plain text, with colours, a prompt and columns on a terminal. */
class TextOutput implements Output {
  constructor(
    private readonly write: (s: string) => void,
    private readonly paint: Paint,
    private readonly terminal: boolean,
  ) {}

  private line(s = ""): void {
    this.write(`${s}\n`);
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
    entries.forEach((e, i) => {
      this.line(`  ${p.bold(String(i + 1))}. ${e.name}`);
      this.line(`     ${p.cyan(e.expression)}${e.compound && e.compound !== "sum" ? p.dim(`  (--compound ${e.compound})`) : ""}`);
    });
    if (this.terminal) this.line(p.dim(`Type 1 to ${entries.length}.`));
  }

  start(game: Game): void {
    const p = this.paint;
    const s = game.session;
    const o = game.options;
    this.line(`${p.bold("grundy play")} ${p.cyan(s.start)}`);
    const last = s.play === "normal" ? "whoever makes the last move wins" : "whoever makes the last move loses (misère)";
    const rule = s.components.length > 1 ? `Each turn, ${RULES[s.compound]}; ${last}.` : `${last[0]!.toUpperCase()}${last.slice(1)}.`;
    this.line(rule);
    const seed = o.level === "perfect" ? "" : ` (seed ${o.seed})`;
    this.line(`${game.you === "first" ? "You move first; the computer" : "The computer moves first and"} ${levelWords(o.level)}${seed}.`);
    this.line(p.dim(`Type a move number, a move (the position after it, or from -> to), or "help".`));
  }

  private position(game: Game): void {
    const p = this.paint;
    const s = game.session;
    const moveNo = s.history.length + 1;
    this.line();
    this.line(`${p.bold("Position")}${p.dim(` (move ${moveNo})`)}:`);
    let values: ReturnType<PlaySession["analysis"]> | null = null;
    let why = "";
    if (game.showValues) {
      try {
        values = this.busy(() => s.analysis());
      } catch (e) {
        why = userError(e);
      }
    }
    const width = Math.max(...s.components.map((c) => c.length));
    s.components.forEach((text, i) => {
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
      this.line(`  ${p.cyan(text.padEnd(width))}${v ? `  ${p.dim(v)}` : ""}`);
    });
    if (values) {
      const who = values.outcome === "N" ? "you can win" : values.outcome === "D" ? "a draw with best play (neither side can force a win)" : "you lose against perfect play";
      const value = values.value ? `${values.value.name} ${values.value.value}: ` : "";
      this.line(p.dim(`  ${value}${values.outcome}, ${who}`));
    } else if (game.showValues) this.line(p.dim(`  values out of reach: ${why}`));
  }

  private list(game: Game, most: number, heading: string): void {
    const p = this.paint;
    const { moves, complete } = this.busy(() => game.list());
    const k = game.session.components.length;
    const showing = moves.slice(0, most);
    const count = complete ? `${moves.length} legal move${moves.length === 1 ? "" : "s"}` : `the first ${moves.length} legal moves (there are more)`;
    this.line(`${p.bold(heading)}: ${count}${showing.length < moves.length ? `, ${showing.length} shown` : ""}`);
    const nw = String(showing.length).length;
    const entries = showing.map((l) => {
      const v = game.showValues ? valueWords(l.move, p) : "";
      return `${p.bold(String(l.n).padStart(nw))}. ${shown(l.move, k)}${v ? `  ${v}` : ""}`;
    });
    const width = Math.max(0, ...entries.map(visible));
    const columns = this.terminal ? Math.max(1, Math.floor(((process.stdout.columns || 80) - 2) / (width + 3))) : 1;
    const rows = Math.ceil(entries.length / columns);
    for (let r = 0; r < rows; r++) {
      const cells: string[] = [];
      for (let c = 0; c < columns; c++) {
        const e = entries[c * rows + r];
        if (e !== undefined) cells.push(e + " ".repeat(width - visible(e)));
      }
      this.line(`  ${cells.join("   ").trimEnd()}`);
    }
    if (showing.length < moves.length) this.line(p.dim(`  … ${moves.length - showing.length} more: type "moves" to list them`));
    if (!complete) this.line(p.dim("  Not every move is listed: any legal move may be typed, as the position after it or from -> to."));
  }

  turn(game: Game): void {
    this.position(game);
    this.list(game, SHOWN_EACH_TURN, "Your turn");
  }

  move(by: Side, move: Move): void {
    const p = this.paint;
    this.line(by === "you" ? `You play ${p.cyan(move.text)}.` : `${p.yellow("The computer plays")} ${p.cyan(move.text)}.`);
  }

  hint(game: Game, move: Move | null): void {
    const p = this.paint;
    if (!move) return this.line("No hint: there is no move.");
    const n = game.numberOf(move);
    const play = n !== undefined ? `type ${n} to play it` : "type it to play it";
    const text = shown(move, game.session.components.length);
    if (move.wins === true) this.line(`${p.bold("Hint")}: ${p.cyan(text)} ${p.green("wins")} (${play}).`);
    else if (move.draws === true) this.line(`${p.bold("Hint")}: no move wins against perfect play; ${p.cyan(text)} keeps the draw (${play}).`);
    else if (move.wins === false) this.line(`${p.bold("Hint")}: every move loses against perfect play; ${p.cyan(text)} holds out longest (${play}).`);
    else this.line(`${p.bold("Hint")}: ${p.cyan(text)} (${play}).`);
  }

  moves(game: Game): void {
    this.list(game, LIST_LIMIT, "Moves");
  }

  undo(game: Game, undone: Played[]): void {
    const mine = undone.filter((u) => game.side(u.by) === "you").map((u) => u.move.text);
    const theirs = undone.filter((u) => game.side(u.by) === "computer").map((u) => u.move.text);
    this.line(`Took back your move ${this.paint.cyan(mine.join(", "))}${theirs.length ? ` and the computer's reply ${this.paint.cyan(theirs.join(", "))}` : ""}.`);
  }

  redo(game: Game, redone: Played[]): void {
    for (const r of redone) this.line(`Again: ${game.side(r.by) === "you" ? "you play" : "the computer plays"} ${this.paint.cyan(r.move.text)}.`);
  }

  values(game: Game): void {
    this.line(game.showValues ? "Values shown: Grundy values (or remoteness, suspense) and which moves win." : "Values hidden.");
  }

  help(): void {
    const p = this.paint;
    this.line(p.bold("Type one of:"));
    const w = Math.max(...COMMAND_HELP.map(([c]) => c.length));
    for (const [c, what] of COMMAND_HELP) this.line(`  ${p.cyan(c.padEnd(w))}  ${what}`);
  }

  error(message: string): void {
    this.line(`${this.paint.red("Sorry")}: ${message}`);
  }

  end(game: Game, winner: Side | "draw", mistake: Mistake | undefined): void {
    const p = this.paint;
    if (winner === "draw") {
      this.line();
      this.line(`${p.bold("Position")}: ${p.cyan(game.session.position)}`);
      this.line(`${p.bold("Draw.")} The position has occurred ${game.session.repetitions} times: the game is drawn by repetition.`);
      return;
    }
    const loser: Side = winner === "you" ? "computer" : "you";
    const mine = game.session.history.filter((h) => h.by === game.you);
    const why =
      game.session.play === "normal" ? `${loser === "you" ? "you have" : "the computer has"} no move left` : `${loser === "you" ? "you" : "the computer"} made the last move`;
    this.line();
    this.line(`${p.bold("Position")}: ${p.cyan(game.session.position)}`);
    this.line(winner === "you" ? `${p.green(p.bold("You win!"))} ${capital(why)}.` : `${p.red(p.bold("The computer wins."))} ${capital(why)}.`);
    if (mistake) {
      const k = game.session.components.length;
      const better = mistake.better ? `; ${p.cyan(shown(mistake.better, k))} would have won` : "";
      this.line(`You had a won position until your move ${mistake.turn}: from ${p.cyan(mistake.before)} you played ${p.cyan(shown(mistake.move, k))}${better}.`);
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

const capital = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** One JSON object per line per event. */
class JsonOutput implements Output {
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

  start(game: Game): void {
    const s = game.session;
    let outcome: "N" | "P" | "D" | undefined;
    try {
      outcome = s.outcome();
    } catch (e) {
      userError(e);
    }
    this.event({
      event: "start",
      position: s.position,
      toMove: game.toMove,
      ...(outcome ? { outcome } : {}),
      play: s.play,
      compound: s.compound,
      level: s.level,
      seed: game.options.seed,
    });
  }

  turn(): void {}

  move(by: Side, move: Move): void {
    this.event({ event: "move", by, move: move.text, position: move.position });
  }

  hint(_game: Game, move: Move | null): void {
    this.event(
      move
        ? { event: "hint", move: move.text, position: move.position, ...(move.wins !== undefined ? { wins: move.wins } : {}), ...(move.draws ? { draws: true } : {}) }
        : { event: "hint", move: null },
    );
  }

  moves(game: Game): void {
    const { moves, complete } = game.list();
    this.event({
      event: "moves",
      moves: moves.map(({ n, move: m }) => ({
        n,
        move: m.text,
        position: m.position,
        ...(m.wins !== undefined ? { wins: m.wins } : {}),
        ...(m.draws ? { draws: true } : {}),
        ...(m.remoteness !== undefined ? { remoteness: m.remoteness } : {}),
        ...(m.suspense !== undefined ? { suspense: m.suspense } : {}),
      })),
      complete,
    });
  }

  undo(game: Game, undone: Played[]): void {
    this.event({ event: "undo", moves: undone.map((u) => ({ by: game.side(u.by), move: u.move.text })), position: game.session.position, toMove: game.toMove });
  }

  redo(game: Game, redone: Played[]): void {
    this.event({ event: "redo", moves: redone.map((r) => ({ by: game.side(r.by), move: r.move.text })), position: game.session.position, toMove: game.toMove });
  }

  values(game: Game): void {
    this.event({ event: "values", shown: game.showValues });
  }

  help(): void {
    this.event({ event: "help", commands: COMMAND_HELP.map(([c, what]) => ({ command: c, what })) });
  }

  error(message: string): void {
    this.event({ event: "error", message });
  }

  end(_game: Game, winner: Side | "draw", mistake: Mistake | undefined): void {
    this.event({
      event: "end",
      winner,
      ...(mistake ? { mistake: { turn: mistake.turn, before: mistake.before, move: mistake.move.text, ...(mistake.better ? { better: mistake.better.text } : {}) } } : {}),
    });
  }

  stopped(): void {
    this.event({ event: "stopped" });
  }
}

/** Lines of input, one at a time; null at the end. */
interface Lines {
  next(): Promise<string | null>;
  prompt(): void;
  close(): void;
}

function readLines(terminal: boolean): Lines {
  const rl = createInterface({ input: process.stdin, ...(terminal ? { output: process.stdout } : {}), terminal, prompt: "> ", historySize: terminal ? 100 : 0 });
  if (terminal) rl.on("SIGINT", () => rl.close());
  const it = rl[Symbol.asyncIterator]();
  let closed = false;
  rl.on("close", () => {
    closed = true;
  });
  return {
    async next() {
      if (closed) return null;
      const r = await it.next();
      return r.done ? null : r.value;
    },
    prompt() {
      if (terminal && !closed) rl.prompt();
    },
    close() {
      rl.close();
      process.stdin.unref?.();
    },
  };
}

/** How a line of input ended the loop, if it did. */
type Outcome = "go on" | "over" | "quit";

/** Reads the user's lines and plays them on the session until the game ends or input does. */
class Controller {
  constructor(
    private readonly game: Game,
    private readonly out: Output,
  ) {}

  private get session(): PlaySession {
    return this.game.session;
  }

  /** The computer moves while it is its turn; then the end, or the user's turn. */
  advance(): Outcome {
    const s = this.session;
    while (!s.isOver() && this.game.toMove === "computer") {
      let m: Move | null;
      try {
        m = this.out.busy(() => s.computerMove());
      } catch (e) {
        this.out.error(`the computer cannot move: ${userError(e)}`);
        return "quit";
      }
      if (!m) break;
      this.out.move("computer", m);
    }
    if (s.isOver()) {
      const winner = s.winner();
      this.out.end(
        this.game,
        s.isDraw() ? "draw" : winner ? this.game.side(winner) : "computer",
        this.out.busy(() => this.mistake()),
      );
      return "over";
    }
    this.out.turn(this.game);
    return "go on";
  }

  /** The user's first move from a won position that did not win, and what would have won there. */
  private mistake(): Mistake | undefined {
    const s = this.session;
    const slip = s.firstMistake(this.game.you);
    if (!slip || s.winner() === this.game.you) return undefined;
    const at = s.history.indexOf(slip);
    const turn = s.history.slice(0, at + 1).filter((h) => h.by === this.game.you).length;
    const before = slip.before;
    const better = slip.best?.wins ? slip.best : undefined;
    return { turn, move: slip.move, before, ...(better ? { better } : {}) };
  }

  /** Plays one line of input. */
  handle(raw: string): Outcome {
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
          this.out.help(this.game);
          return "go on";
        case "hint":
          this.out.hint(
            this.game,
            this.out.busy(() => this.game.hint()),
          );
          return "go on";
        case "moves":
          this.out.moves(this.game);
          return "go on";
        case "values":
          this.game.showValues = !this.game.showValues;
          this.out.values(this.game);
          this.out.turn(this.game);
          return "go on";
        case "undo":
          return this.undo();
        case "redo":
          return this.redo();
      }
      if (/^\d+$/.test(line)) {
        const { moves } = this.out.busy(() => this.game.list());
        const listed = moves[Number(line) - 1];
        if (!listed) {
          this.out.error(`${new InputError(`a move number from 1 to ${moves.length}`, line).message} (type "moves" for the list)`);
          return "go on";
        }
        return this.played(this.session.playMove(listed.move));
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
    this.out.move("you", move);
    return this.advance();
  }

  /** Takes back the user's last move and the computer's reply to it: the user's turn again. */
  private undo(): Outcome {
    const s = this.session;
    const h = s.history;
    const count = h.length > 0 && h[h.length - 1]!.by !== this.game.you ? 2 : 1;
    if (h.length < count || h[h.length - count]!.by !== this.game.you) {
      this.out.error("nothing to undo: you have not moved yet");
      return "go on";
    }
    const undone = h.slice(h.length - count);
    for (let i = 0; i < count; i++) s.undo();
    this.out.undo(this.game, undone);
    this.out.turn(this.game);
    return "go on";
  }

  /** Plays again what undo took back: the user's move and the computer's reply. */
  private redo(): Outcome {
    const s = this.session;
    const redone: Played[] = [];
    do {
      if (!s.redo()) break;
      redone.push(s.history[s.history.length - 1]!);
    } while (!s.isOver() && this.game.toMove === "computer");
    if (redone.length === 0) {
      this.out.error("nothing to redo");
      return "go on";
    }
    this.out.redo(this.game, redone);
    return this.advance();
  }
}

function parseLevel(text: string): Level {
  const t = text.trim().toLowerCase();
  if (t === "perfect" || t === "random") return t;
  try {
    return parseNaturalInRange(t, 0, 10, "a level: perfect, random or");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy play: --level: expected perfect, random or a number from 0 to 10, got "${text}"`);
    throw e;
  }
}

function parseSeed(text: string): number {
  try {
    return parseNaturalInRange(text, 0, 2 ** 32 - 1, "a seed");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy play: --seed: ${e.message}`);
    throw e;
  }
}

/** Picks a menu entry: on a terminal with a prompt, else from the first lines of input. */
async function pick(entries: MenuEntry[], seed: number, out: Output, lines: Lines): Promise<MenuEntry | null> {
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

/** `grundy play [expression]`. */
export function playCommand(): Command {
  return new Command("play")
    .description("play a position against the computer, in the terminal (or line by line from stdin, --json for JSON events)")
    .argument("[expression...]", 'the start, e.g. "wythoff(8,4)" or "nim(3,5,7) + kayles(10)"; none: pick one of a few games')
    .addOption(new Option("--first <who>", "who moves first").choices(["you", "computer"]).default("you"))
    .addOption(new Option("--play <convention>", "normal or misere (sums only)").choices(["normal", "misere"]).default("normal"))
    .addOption(
      new Option("--compound <rule>", "sum: move in one component; every: in all unfinished; conjunctive: in all, ends when one ends; selective: in any")
        .choices(["sum", "every", "conjunctive", "selective"])
        .default("sum"),
    )
    .option("--level <level>", "how the computer plays: perfect, random, or 0..10 (perfect k times in 10)", "perfect")
    .option("--seed <n>", "seed of the computer's random moves and of the menu's random start (default: a random seed, shown)")
    .option("--games <file>", "an ES module whose exports are game families (defineFamily); may be repeated", (f: string, all: string[]) => [...all, f], [] as string[])
    .option("--json", "one JSON object per line per event (see README)")
    .option("--values", "show Grundy values and which moves win from the start (the 'values' command toggles them)")
    .addHelpText(
      "after",
      `
On a terminal, type a move number, a move in the language (the position after it, e.g.
wythoff(7,4), or from -> to), or: hint, moves, undo, redo, values, help, quit.
The computer replies by itself. From a pipe the same commands are read one a line.
Games:
${familiesHelp()}
Examples:
  grundy play "wythoff(8,4)"
  grundy play "euclid(3,2) + euclid(5,3)" --compound every --first computer
  grundy play "nim(3,5,7)" --level random --seed 7
  grundy play "subadd(5; {2}; {2}; 9) + nim(1)"   (loopy: a position met 3 times is a draw)
  printf 'hint\\nmoves\\n' | grundy play "kayles(10)" --json
  grundy play                  # pick one of a few games`,
    )
    .action(async (words, opts) => {
      const level = parseLevel(opts.level);
      const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomInt(2 ** 32 - 1);
      const games: Family[] = [];
      for (const file of opts.games) games.push(...(await loadGames(file)));
      const terminal = Boolean(process.stdin.isTTY && process.stdout.isTTY);
      const noColor = (process.env.NO_COLOR ?? "") !== "";
      const colour = terminal && !opts.json && !noColor && process.stdout.hasColors?.() === true;
      const write = (s: string): void => void process.stdout.write(s);
      const out: Output = opts.json ? new JsonOutput(write) : new TextOutput(write, colour ? COLOURS : PLAIN, terminal);
      let compound = opts.compound as CompoundKind;
      let expression = words.join(" ").trim();
      const lines = readLines(terminal && !opts.json);
      try {
        if (expression === "") {
          const entry = await pick(menuEntries(seed), seed, out, lines);
          if (!entry) return out.stopped(false);
          expression = entry.expression;
          if (entry.compound) compound = entry.compound;
        }
        let session: PlaySession;
        try {
          session = new PlaySession(expression, { play: opts.play as Play, compound, games, level, seed });
        } catch (e) {
          if (e instanceof GrundyError) throw new GrundyError(`grundy play: ${e.message}`);
          throw e;
        }
        const game = new Game(session, opts.first === "you" ? "first" : "second", { play: opts.play as Play, compound, games, level, seed }, opts.values === true);
        const controller = new Controller(game, out);
        out.start(game);
        let state = controller.advance();
        while (state === "go on") {
          lines.prompt();
          const line = await lines.next();
          if (line === null) {
            out.stopped(false);
            break;
          }
          state = controller.handle(line);
        }
      } finally {
        lines.close();
      }
    }) as unknown as Command;
}
