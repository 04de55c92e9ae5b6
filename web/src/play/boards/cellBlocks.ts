// The options of a cells board as the blocks of blank cells they fill (a cell, a domino, a
// 2×2 square), read from the options' boards.
import type { OptionView } from "../protocol.ts";
import { type KindProps, optionsOfKind } from "./props.ts";

/** A block an option fills: its top-left cell and size. */
export interface Block {
  r: number;
  c: number;
  h: number;
  w: number;
  option: OptionView;
}

/** The options as blocks: each fills a full rectangle of blank cells (others are left to the list). */
export function blocksOf(p: KindProps<"cells">): Block[] {
  const had = new Set(p.board.filled.map(([r, c]) => `${r},${c}`));
  const out: Block[] = [];
  for (const { option, board } of optionsOfKind(p.comp, "cells")) {
    const added = board.filled.filter(([r, c]) => !had.has(`${r},${c}`));
    if (added.length === 0 || board.filled.length !== had.size + added.length) continue;
    const rs = added.map(([r]) => r);
    const cs = added.map(([, c]) => c);
    const r = rs.reduce((m, x) => Math.min(m, x), Infinity);
    const c = cs.reduce((m, x) => Math.min(m, x), Infinity);
    const h = rs.reduce((m, x) => Math.max(m, x), -Infinity) - r + 1;
    const w = cs.reduce((m, x) => Math.max(m, x), -Infinity) - c + 1;
    if (h * w === added.length) out.push({ r, c, h, w, option });
  }
  return out;
}
