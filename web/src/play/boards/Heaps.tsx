// Heaps of tokens (or rows of pins). A click on a token takes it and every token to its right
// (the moves that take the end of a heap), or, where moves take runs from inside a row and so
// split it, the chosen number of tokens from there. Rules whose moves take no run (splitting a
// heap) get their moves as a list.
import { useEffect, useState } from "preact/hooks";
import type { OptionView } from "../protocol.ts";
import { OptionList } from "./OptionList.tsx";
import { boardClass, type KindProps, optionStyle, optionsOfKind, startOfKind, valueWords } from "./props.ts";

/** The start's heaps are kept (greyed) up to this size. */
const KEEP = 40;

const multiset = (heaps: readonly number[]): string =>
  heaps
    .filter((h) => h > 0)
    .sort((x, y) => x - y)
    .join(",");

/** A click on token i of heap j taking k tokens: the heaps left (ordered heaps keep their places; else a multiset). */
function heapsAfter(heaps: readonly number[], j: number, i: number, k: number, ordered: boolean): string {
  if (ordered) return heaps.map((h, x) => (x === j ? i : h)).join(",");
  return multiset(heaps.filter((_, x) => x !== j).concat([i, heaps[j]! - i - k]));
}

export function HeapsBoard(p: KindProps<"heaps">) {
  const { heaps, ordered } = p.board;
  const pins = p.board.tokens === "pins";
  const [take, setTake] = useState(1);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const byKey = new Map<string, OptionView>();
  for (const { option, board } of optionsOfKind(p.comp, "heaps")) byKey.set(ordered ? board.heaps.join(",") : multiset(board.heaps), option);
  // which gestures are legal: (heap, token, count) → option
  const gesture = (j: number, i: number, k: number) => byKey.get(heapsAfter(heaps, j, i, k, ordered));
  let splits = false;
  const sizes = new Set<number>();
  if (!ordered) {
    heaps.forEach((n, j) => {
      for (let i = 0; i < n; i++)
        for (let k = 1; i + k <= n; k++)
          if (gesture(j, i, k)) {
            sizes.add(k);
            if (i > 0 && i + k < n) splits = true;
          }
    });
  }
  const sizeList = [...sizes].sort((x, y) => x - y);
  // the hint may take another number of tokens than the one chosen: show its size
  let hintSize: number | undefined;
  if (splits && p.hint !== undefined) {
    for (const s of sizeList) if (heaps.some((n, j) => Array.from({ length: n }, (_, i) => gesture(j, i, s)).some((o) => o?.to === p.hint))) hintSize ??= s;
  }
  useEffect(() => {
    if (hintSize !== undefined) setTake(hintSize);
  }, [p.hint, hintSize]);
  if (!ordered && sizes.size === 0 && p.comp.options.length > 0) return <OptionList {...p} />;
  const k = sizeList.includes(take) ? take : (sizeList[0] ?? 1);
  /** The move a click on token i of heap j makes: from it to the end, or k tokens from it. */
  const countAt = (j: number, i: number): number => (ordered || !splits ? heaps[j]! - i : k);
  const heapName = ordered ? "heap" : "row";
  const start = startOfKind(p, "heaps");
  // moves no click on a token makes (a user's rules may change two heaps at once) are buttons below
  const placed = new Set<string>();
  heaps.forEach((n, j) => {
    for (let i = 0; i < n; i++) {
      const count = countAt(j, i);
      const o = count > 0 && i + count <= n ? gesture(j, i, count) : undefined;
      if (o) placed.add(o.to);
    }
  });
  const others = p.comp.options.filter((o) => !placed.has(o.to));
  return (
    <>
      <fieldset class={boardClass("heaps", p)} aria-label={`heaps: ${heaps.join(", ")}`}>
        {splits && sizeList.length > 1 && (
          <fieldset class="segmented">
            <legend>Take</legend>
            {sizeList.map((s) => (
              <label>
                <input type="radio" name={`take-${p.index}`} checked={k === s} onChange={() => setTake(s)} /> {s}{" "}
                {pins ? (s === 1 ? "pin" : "pins side by side") : s === 1 ? "token" : "tokens in a row"}
              </label>
            ))}
          </fieldset>
        )}
        {heaps.map((n, j) => (
          <div class="heap-row">
            <span class="heap-label">
              {ordered ? "Heap" : "Row"} {j + 1}: {n}
            </span>
            <div class="tokens">
              {Array.from({ length: n }, (_, i) => {
                const count = countAt(j, i);
                const o = count > 0 && i + count <= n ? gesture(j, i, count) : undefined;
                const going = hover !== null && hover[0] === j && i >= hover[1] && i < hover[1] + countAt(j, hover[1]);
                const tokenCls = pins ? "token pin" : "token";
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
              {ordered &&
                start &&
                start.heaps.length === heaps.length &&
                Array.from({ length: Math.max(0, Math.min(KEEP, start.heaps[j]!) - n) }, () => <span class="token ghost" aria-hidden="true" />)}
            </div>
          </div>
        ))}
      </fieldset>
      {others.length > 0 && (
        <div class="other-moves">
          <p class="muted">Moves the tokens cannot show:</p>
          <OptionList {...p} comp={{ ...p.comp, options: others }} listLabel={`Other moves in ${p.comp.text}`} />
        </div>
      )}
    </>
  );
}
