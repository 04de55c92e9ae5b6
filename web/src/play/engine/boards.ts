// What the boards draw, read from the families' views: a component's text is read back by its
// family, whose view draws it (or has no board) and describes a move in a few words. The
// worker names no game: a user's family with a view gets its board the same way.
import { boardOf, type Family, GrundyError, type Move, parseExpression, type Registry } from "sprague-grundy";
import type { Board } from "../protocol.ts";

interface Read {
  family: Family;
  position: unknown;
}

/** The boards and words of component texts, read once each (one per snapshot). */
export class Boards {
  private readonly seen = new Map<string, Read | null>();
  private readonly drawn = new Map<string, Board | null>();

  constructor(private readonly reg: Registry) {}

  /** The family and position of a one-component text, or null when it is not one. */
  read(text: string): Read | null {
    let r = this.seen.get(text);
    if (r === undefined) {
      r = null;
      try {
        const terms = parseExpression(text).terms;
        if (terms.length === 1) r = this.reg.read(terms[0]!);
      } catch (e) {
        if (!(e instanceof GrundyError)) throw e;
      }
      this.seen.set(text, r);
    }
    return r;
  }

  /** The board of a component (with its marks when asked), or null when its family has none. */
  board(text: string, marks = false): Board | null {
    const key = `${marks ? "+" : "-"}${text}`;
    let b = this.drawn.get(key);
    if (b === undefined) {
      const r = this.read(text);
      b = (r && boardOf(r.family.view, r.position, { marks })) ?? null;
      this.drawn.set(key, b);
    }
    return b;
  }

  /** The boards of each component of an expression. */
  boardsOf(expression: string): (Board | null)[] {
    return parseExpression(expression).terms.map((call) => {
      const { family, position } = this.reg.read(call);
      return boardOf(family.view, position) ?? null;
    });
  }

  /** A component's move in a few words (its view's), or undefined. */
  describePart(from: string, to: string): string | undefined {
    const a = this.read(from);
    const b = this.read(to);
    if (!a || !b || a.family !== b.family || !a.family.view?.describe) return undefined;
    return a.family.view.describe(a.position, b.position);
  }

  /** A whole move in a few words, when every component it changes has a short form. */
  describe(m: Move): string | undefined {
    const words = m.parts.map((p) => this.describePart(p.from, p.to));
    return words.every((w) => w !== undefined) ? words.join("; ") : undefined;
  }
}
