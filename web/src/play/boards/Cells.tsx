// A grid of cells, some filled: an option that fills one cell is that cell's button; options
// that fill a block of cells are chosen in the block's mode (e.g. "a 2×2 square").
import { useEffect, useState } from "preact/hooks";
import { label } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, valueWords } from "./props.ts";

/** A block an option fills: its top-left cell and size. */
interface Block {
  r: number;
  c: number;
  h: number;
  w: number;
  option: OptionView;
}

const ONE = "1×1";

/** The options as blocks: each fills a full rectangle of blank cells (others are left to the list). */
function blocksOf(p: KindProps<"cells">): Block[] {
  const had = new Set(p.board.filled.map(([r, c]) => `${r},${c}`));
  const out: Block[] = [];
  for (const { option, board } of optionsOfKind(p.comp, "cells")) {
    const added = board.filled.filter(([r, c]) => !had.has(`${r},${c}`));
    if (added.length === 0 || board.filled.length !== had.size + added.length) continue;
    const rs = added.map(([r]) => r);
    const cs = added.map(([, c]) => c);
    const r = Math.min(...rs);
    const c = Math.min(...cs);
    const h = Math.max(...rs) - r + 1;
    const w = Math.max(...cs) - c + 1;
    if (h * w === added.length) out.push({ r, c, h, w, option });
  }
  return out;
}

const shapeOf = (b: { h: number; w: number }): string => `${b.h}×${b.w}`;

export function CellsBoard(p: KindProps<"cells">) {
  const { rows, columns } = p.board;
  const blocks = blocksOf(p);
  const shapes = [...new Set(blocks.map(shapeOf))].sort((x, y) => (x === ONE ? -1 : y === ONE ? 1 : x.localeCompare(y)));
  const [mode, setMode] = useState(ONE);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const shape = shapes.includes(mode) ? mode : (shapes[0] ?? ONE);
  const byCorner = new Map(blocks.filter((b) => shapeOf(b) === shape).map((b) => [`${b.r},${b.c}`, b]));
  // the hint may be a block of another shape: show the board in the mode that has it
  const hinted = p.hint === undefined ? undefined : blocks.find((b) => b.option.to === p.hint);
  const hintShape = hinted ? shapeOf(hinted) : undefined;
  useEffect(() => {
    if (hintShape) setMode(hintShape);
  }, [p.hint, hintShape]);
  const [h, w] = shape.split("×").map(Number) as [number, number];
  /** The block a click on (r, c) fills in this mode: the one whose corner is nearest above-left of it. */
  const blockAt = (r: number, c: number): Block | undefined => {
    for (let r0 = r; r0 > r - h; r0--) for (let c0 = c; c0 > c - w; c0--) if (byCorner.has(`${r0},${c0}`)) return byCorner.get(`${r0},${c0}`);
    return undefined;
  };
  const filled = new Set(p.board.filled.map(([r, c]) => `${r},${c}`));
  const lit = hover ? blockAt(hover[0], hover[1]) : undefined;
  const what = (b: Block): string => {
    if (b.h === 1 && b.w === 1) return `colour row ${b.r}, column ${b.c}`;
    const kind = b.h === b.w ? "square" : "block";
    return b.h === rows
      ? `colour the ${shapeOf(b)} ${kind} at columns ${b.c}–${b.c + b.w - 1}`
      : `colour the ${shapeOf(b)} ${kind} at rows ${b.r}–${b.r + b.h - 1}, columns ${b.c}–${b.c + b.w - 1}`;
  };
  const grid = Array.from({ length: rows }, (_, i) => {
    const r = i + 1;
    return (
      <div class="grid-row">
        {Array.from({ length: columns }, (_, j) => {
          const c = j + 1;
          if (filled.has(`${r},${c}`)) return <div class="cell still coloured" role="img" aria-label={`row ${r}, column ${c}: coloured`} />;
          const b = blockAt(r, c);
          if (!b) return <div class="cell still blank" role="img" aria-label={`row ${r}, column ${c}: blank`} />;
          const o = b.option;
          const glow = lit !== undefined && r >= lit.r && r < lit.r + lit.h && c >= lit.c && c < lit.c + lit.w && shape !== ONE;
          const showValue = b.c === c;
          return (
            <button
              type="button"
              {...optionStyle(o, p, `cell${glow ? " glow" : ""}`)}
              style={showValue ? optionStyle(o, p).style : {}}
              disabled={p.disabled}
              aria-label={`${what(b)}${valueWords(o, p)}`}
              title={`${what(b)}${valueWords(o, p)}`}
              onMouseEnter={() => setHover([r, c])}
              onMouseLeave={() => setHover(null)}
              onFocus={() => setHover([r, c])}
              onClick={() => p.onPick(o)}
            >
              <span class="opt-num">{showValue ? label(o, p.colours) : ""}</span>
            </button>
          );
        })}
      </div>
    );
  });
  return (
    <fieldset class={boardClass("cells", p)} aria-label={`grid of ${rows}×${columns} cells`}>
      {shapes.length > 1 && (
        <fieldset class="segmented">
          <legend>Colour</legend>
          {shapes.map((s) => (
            <label>
              <input type="radio" name={`cells-mode-${p.index}`} checked={shape === s} onChange={() => setMode(s)} />{" "}
              {s === ONE ? "one cell (1×1)" : `a ${s} ${s.split("×")[0] === s.split("×")[1] ? "square" : "block"}`}
            </label>
          ))}
        </fieldset>
      )}
      {grid}
      <div class="grid-row">
        {Array.from({ length: columns }, (_, i) => (
          <div class="axis">{i + 1}</div>
        ))}
      </div>
    </fieldset>
  );
}
