// A grid of cells, some filled. Every option is on the board at once, each its own button:
// an option that fills one cell is that cell; an option that fills a block of cells (e.g. a
// 2×2 square) is a button drawn under the grid across the columns it covers, in lanes so
// that overlapping blocks do not hide each other. Pointing at a block lights its cells. When
// every option covers two cells side by side (dominoes), the move is made on the cells
// themselves (CellPairs.tsx).
import { useState } from "preact/hooks";
import { label } from "../colour.ts";
import { type Block, blocksOf } from "./cellBlocks.ts";
import { CellPairsBoard } from "./CellPairs.tsx";
import { boardClass, type KindProps, optionStyle, valueWords } from "./props.ts";

const shapeOf = (b: { h: number; w: number }): string => `${b.h}×${b.w}`;

/** The blocks of more than one cell in lanes: a block goes in the first lane where it overlaps no other's columns. */
function lanesOf(blocks: Block[]): Block[][] {
  const lanes: Block[][] = [];
  for (const b of [...blocks].sort((x, y) => x.c - y.c || x.r - y.r)) {
    const lane = lanes.find((l) => l.every((o) => o.c + o.w <= b.c || b.c + b.w <= o.c));
    if (lane) lane.push(b);
    else lanes.push([b]);
  }
  return lanes;
}

export function CellsBoard(p: KindProps<"cells">) {
  const { rows, columns } = p.board;
  const blocks = blocksOf(p);
  // every move covers two cells side by side (dominoes): made on the board, a cell and then its neighbour
  if (blocks.length > 0 && blocks.length === p.comp.options.length && blocks.every((b) => b.h * b.w === 2)) return <CellPairsBoard {...p} blocks={blocks} />;
  const single = new Map(blocks.filter((b) => b.h === 1 && b.w === 1).map((b) => [`${b.r},${b.c}`, b]));
  const lanes = lanesOf(blocks.filter((b) => b.h * b.w > 1));
  const [lit, setLit] = useState<Block | null>(null);
  const filled = new Set(p.board.filled.map(([r, c]) => `${r},${c}`));
  const what = (b: Block): string => {
    if (b.h === 1 && b.w === 1) return `colour row ${b.r}, column ${b.c}`;
    const kind = b.h === b.w ? "square" : "block";
    return b.h === rows
      ? `colour the ${shapeOf(b)} ${kind} at columns ${b.c}–${b.c + b.w - 1}`
      : `colour the ${shapeOf(b)} ${kind} at rows ${b.r}–${b.r + b.h - 1}, columns ${b.c}–${b.c + b.w - 1}`;
  };
  const glows = (r: number, c: number): boolean => lit !== null && r >= lit.r && r < lit.r + lit.h && c >= lit.c && c < lit.c + lit.w;
  const at = (row: number, column: number | string) => ({ gridRow: String(row), gridColumn: String(column) });
  const button = (b: Block, cls: string, place: Record<string, string>) => {
    const o = b.option;
    const look = optionStyle(o, p, cls);
    const words = `${what(b)}${valueWords(o, p)}`;
    return (
      <button
        type="button"
        class={look.class}
        style={{ ...look.style, ...place }}
        disabled={p.disabled}
        aria-label={words}
        title={words}
        onMouseEnter={() => setLit(b)}
        onMouseLeave={() => setLit(null)}
        onFocus={() => setLit(b)}
        onBlur={() => setLit(null)}
        onClick={() => p.onPick(o)}
      >
        {b.h * b.w > 1 && <span class="block-shape">{shapeOf(b)}</span>}
        <span class="opt-num">{label(o, p.colours)}</span>
      </button>
    );
  };
  const cells = [];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= columns; c++) {
      const glow = glows(r, c) ? " glow" : "";
      const b = single.get(`${r},${c}`);
      if (filled.has(`${r},${c}`)) cells.push(<div class="cell still coloured" style={at(r, c)} role="img" aria-label={`row ${r}, column ${c}: coloured`} />);
      else if (b) cells.push(button(b, `cell${glow}`, at(r, c)));
      else cells.push(<div class={`cell still blank${glow}`} style={at(r, c)} role="img" aria-label={`row ${r}, column ${c}: blank`} />);
    }
  }
  const blockRows = lanes.flatMap((lane, i) => lane.map((b) => button(b, "cell block", at(rows + 1 + i, `${b.c} / span ${b.w}`))));
  const axis = Array.from({ length: columns }, (_, i) => (
    <div class="axis" style={at(rows + 1 + lanes.length, i + 1)}>
      {i + 1}
    </div>
  ));
  return (
    <fieldset class={boardClass("cells", p)} aria-label={`grid of ${rows}×${columns} cells`}>
      <div class="cells-grid" style={{ "--columns": String(columns) }}>
        {cells}
        {blockRows}
        {axis}
      </div>
      {lanes.length > 0 && <p class="cells-note">Below the grid: the moves that colour several cells at once, each across the columns it covers.</p>}
    </fieldset>
  );
}
