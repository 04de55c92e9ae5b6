// A game of `grundy play` in progress: the PlaySession (the game itself) and what the
// terminal player keeps beside it — who is who, whether values are shown, the numbered list
// of moves, and each component's family and view (its board, a move's description).
import type { CompoundKind } from "../../core/compoundKinds.js";
import type { Play } from "../../core/outcome.js";
import { GrundyError } from "../../errors.js";
import { parseExpression } from "../../expression/parse.js";
import type { Family } from "../../games/family.js";
import { Registry } from "../../games/registry.js";
import type { Board } from "../../games/view.js";
import type { Level, Move, Player, PlaySession } from "../../play/session.js";
import { boardLines } from "./board.js";

/** Who is who: the user or the computer. */
export type Side = "you" | "computer";

/** The most legal moves listed (the `moves` command; numbers refer to this list). */
export const LIST_LIMIT = 50;

/** A numbered legal move. */
export interface Listed {
  n: number;
  move: Move;
}

/** The text a move is shown as: the position after it for one component, else its component moves. */
export function shown(move: Move, components: number): string {
  return components === 1 ? move.position : move.text;
}

/** A component's family and position, read back from its text. */
interface Piece {
  family: Family;
  position: unknown;
}

/** How the match was started. */
export interface MatchOptions {
  play: Play;
  compound: CompoundKind;
  games: Family[];
  level: Level;
  seed: number;
  /** Draw each position on its family's board (text output). */
  board: boolean;
}

/** The state the front end keeps beside the session: who is who, whether values are shown, the numbered list, the boards. */
export class Match {
  showValues: boolean;
  private listKey = "";
  private hintKey = "";
  private hinted: Move | null = null;
  private listed: { moves: Listed[]; complete: boolean } = { moves: [], complete: true };
  private readonly registry: Registry;
  private readonly pieces = new Map<string, Piece | null>();
  /** The start's boards, a component each (made on first use). */
  private startBoards: (Board | undefined)[] | undefined;

  constructor(
    readonly session: PlaySession,
    readonly you: Player,
    readonly options: MatchOptions,
    showValues: boolean,
  ) {
    this.showValues = showValues;
    this.registry = new Registry(options.games);
  }

  side(p: Player): Side {
    return p === this.you ? "you" : "computer";
  }

  get toMove(): Side {
    return this.side(this.session.toMove);
  }

  /**
   * The legal moves here, numbered in a neutral order (by their text, numbers as numbers),
   * not best first: the order gives nothing away (the session's neutral order).
   */
  list(): { moves: Listed[]; complete: boolean } {
    const key = this.key();
    if (key !== this.listKey) {
      const { moves, complete } = this.session.legalMoves(LIST_LIMIT, "neutral");
      this.listed = { moves: moves.map((move, i) => ({ n: i + 1, move })), complete };
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

  /** A component's family and position (null when its text does not read back as one call). */
  private piece(text: string): Piece | null {
    let p = this.pieces.get(text);
    if (p === undefined) {
      const terms = parseExpression(text).terms;
      p = terms.length === 1 ? this.registry.read(terms[0]!) : null;
      if (this.pieces.size > 1000) this.pieces.clear();
      this.pieces.set(text, p);
    }
    return p;
  }

  /** Calls a member of a user's view; its errors are the family's, named as such. */
  private view<T>(family: Family, member: string, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof GrundyError) throw e;
      throw new GrundyError(`${family.name}: view.${member} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** The board of a component's text, when its family's view draws it. */
  private boardOf(text: string | undefined): Board | undefined {
    const p = text === undefined ? null : this.piece(text);
    const view = p?.family.view;
    if (!p || !view?.board) return undefined;
    return this.view(p.family, "board", () => view.board!(p.position));
  }

  /**
   * Each component's board as lines of text, when the match draws boards and its family's
   * view draws this one; drawn beside its board before the last move (what the move took
   * away marked) and at the start (whose layout it keeps).
   */
  boards(): { component: string; lines: string[] }[] {
    if (!this.options.board) return [];
    const out: { component: string; lines: string[] }[] = [];
    const last = this.session.history.at(-1)?.move.parts;
    this.startBoards ??= parseExpression(this.session.start).terms.map((call) => {
      const p = this.registry.read(call);
      return p.family.view?.board ? this.view(p.family, "board", () => p.family.view!.board!(p.position)) : undefined;
    });
    const starts = this.startBoards.length === this.session.components.length ? this.startBoards : [];
    this.session.components.forEach((component, i) => {
      const board = this.boardOf(component);
      if (!board) return;
      const before = last?.find((p) => p.component === i)?.from;
      const lines = boardLines(board, { before: this.boardOf(before), start: starts[i] });
      if (lines) out.push({ component, lines });
    });
    return out;
  }

  /** A move in a few words from its families' views (`describe`), when they all have one; undefined otherwise. */
  describe(move: Move): string | undefined {
    const words: string[] = [];
    for (const part of move.parts) {
      const from = this.piece(part.from);
      const to = this.piece(part.to);
      const view = from?.family.view;
      if (!from || !to || !view?.describe) return undefined;
      const text = this.view(from.family, "describe", () => view.describe!(from.position, to.position));
      if (text === undefined) return undefined;
      words.push(text);
    }
    return words.length ? words.join("; ") : undefined;
  }
}
