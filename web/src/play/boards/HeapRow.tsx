// One heap (or row of pins) of the heaps board: its label and its tokens, each a button for
// the move a click on it makes (greyed when none), the tokens that move would take marked
// while the pointer is over it, and the start's tokens already taken as ghosts.
import type { OptionView } from "../protocol.ts";
import { type KindProps, optionStyle, valueWords } from "./props.ts";

export interface HeapRowProps {
  /** The heap's number (from 0) and its size. */
  j: number;
  n: number;
  /** The move a click on token i of this heap makes, and how many tokens it takes. */
  moveAt(i: number): { option: OptionView | undefined; count: number };
  /** The token the pointer is over ([heap, token]), or null. */
  hover: readonly [number, number] | null;
  setHover(at: [number, number] | null): void;
  /** How many ghost tokens follow (the start's tokens since taken). */
  ghosts: number;
  board: KindProps<"heaps">;
}

/** The row. */
export function HeapRow({ j, n, moveAt, hover, setHover, ghosts, board: p }: HeapRowProps) {
  const { ordered } = p.board;
  const pins = p.board.tokens === "pins";
  const heapName = ordered ? "heap" : "row";
  const tokenCls = pins ? "token pin" : "token";
  return (
    <div class="heap-row">
      <span class="heap-label">
        {ordered ? "Heap" : "Row"} {j + 1}: {n}
      </span>
      <div class="tokens">
        {Array.from({ length: n }, (_, i) => {
          const { option: o, count } = moveAt(i);
          const going = hover !== null && hover[0] === j && i >= hover[1] && i < hover[1] + moveAt(hover[1]).count;
          if (!o) return <span class={`${tokenCls} still${going ? " going" : ""}`} aria-hidden="true" />;
          const what = count === 1 ? `take token ${i + 1} of ${heapName} ${j + 1}` : `take tokens ${i + 1}–${i + count} of ${heapName} ${j + 1}`;
          return (
            <button
              type="button"
              {...optionStyle(o, p, `${tokenCls}${going ? " going" : ""}`)}
              disabled={p.disabled}
              aria-label={`${what}${valueWords(o, p)}`}
              title={`${what}${valueWords(o, p)}`}
              onMouseEnter={() => setHover([j, i])}
              onMouseLeave={() => setHover(null)}
              onFocus={() => setHover([j, i])}
              onBlur={() => setHover(null)}
              onClick={() => p.onPick(o)}
            >
              {/* no number on a token: it would read as a count (the value is in its colour and its label) */}
            </button>
          );
        })}
        {Array.from({ length: ghosts }, () => (
          <span class="token ghost" aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}
