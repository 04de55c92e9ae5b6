// Heaps of tokens (or rows of pins). A click on a token takes it and every token to its right
// (the moves that take the end of a heap), or, where moves take runs from inside a row and so
// split it, the chosen number of tokens from there. Rules whose moves take no run (splitting a
// heap) get their moves as a list.
import { useEffect, useState } from "preact/hooks";
import type { OptionView } from "../protocol.ts";
import { heapGestures } from "./heapGestures.ts";
import { HeapRow } from "./HeapRow.tsx";
import { OptionList } from "./OptionList.tsx";
import { boardClass, type KindProps, startOfKind } from "./props.ts";
import { TakeChoice } from "./TakeChoice.tsx";

/** The start's heaps are kept (greyed) up to this size. */
const KEEP = 40;

export function HeapsBoard(p: KindProps<"heaps">) {
  const { heaps, ordered } = p.board;
  const [take, setTake] = useState(1);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const { gesture, splits, sizes: sizeList } = heapGestures(p);
  // the hint may take another number of tokens than the one chosen: show its size
  let hintSize: number | undefined;
  if (splits && p.hint !== undefined) {
    for (const s of sizeList) if (heaps.some((n, j) => Array.from({ length: n }, (_, i) => gesture(j, i, s)).some((o) => o?.to === p.hint))) hintSize ??= s;
  }
  useEffect(() => {
    if (hintSize !== undefined) setTake(hintSize);
  }, [p.hint, hintSize]);
  if (!ordered && sizeList.length === 0 && p.comp.options.length > 0) return <OptionList {...p} />;
  const k = sizeList.includes(take) ? take : (sizeList[0] ?? 1);
  /** The move a click on token i of heap j makes: from it to the end, or k tokens from it. */
  const moveAt = (j: number, i: number): { option: OptionView | undefined; count: number } => {
    const n = heaps[j]!;
    const count = ordered || !splits ? n - i : k;
    return { option: count > 0 && i + count <= n ? gesture(j, i, count) : undefined, count };
  };
  const start = startOfKind(p, "heaps");
  const ghosts = (j: number, n: number): number => (ordered && start && start.heaps.length === heaps.length ? Math.max(0, Math.min(KEEP, start.heaps[j]!) - n) : 0);
  // moves no click on a token makes (a user's rules may change two heaps at once) are buttons below
  const placed = new Set<string>();
  heaps.forEach((n, j) => {
    for (let i = 0; i < n; i++) {
      const o = moveAt(j, i).option;
      if (o) placed.add(o.to);
    }
  });
  const others = p.comp.options.filter((o) => !placed.has(o.to));
  return (
    <>
      <fieldset class={boardClass("heaps", p)} aria-label={`heaps: ${heaps.join(", ")}`}>
        {splits && sizeList.length > 1 && <TakeChoice sizes={sizeList} take={k} setTake={setTake} pins={p.board.tokens === "pins"} index={p.index} />}
        {heaps.map((n, j) => (
          <HeapRow j={j} n={n} moveAt={(i) => moveAt(j, i)} hover={hover} setHover={setHover} ghosts={ghosts(j, n)} board={p} />
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
