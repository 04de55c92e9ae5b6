// A cells board whose every move covers two cells side by side (a domino): the move is made
// on the cells. A click on a cell chooses it, and each domino through it becomes a button on
// its other cell, coloured by its value; a drag from one cell to its neighbour plays that
// domino at once. Before a cell is chosen, each cell shows the best domino through it (its
// colour and number), so the board itself says where the winning moves are.
import { useEffect, useRef, useState } from "preact/hooks";
import { ink, label, shade } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import type { Block } from "./cellBlocks.ts";
import { boardClass, type KindProps, optionStyle, valueWords } from "./props.ts";

const key = (r: number, c: number): string => `${r},${c}`;

/** The two cells a domino covers. */
const cellsOf = (b: Block): [string, string] => [key(b.r, b.c), b.w === 2 ? key(b.r, b.c + 1) : key(b.r + 1, b.c)];

/** A domino in the words of its view: "place a domino on row 2, columns 2–3". */
const words = (b: Block): string => (b.w === 2 ? `place a domino on row ${b.r}, columns ${b.c}–${b.c + 1}` : `place a domino in column ${b.c}, rows ${b.r}–${b.r + 1}`);

/** The better move for the player making it: a win before a draw before a loss; the sooner win, the later loss. */
function better(a: OptionView, b: OptionView): OptionView {
  const rank = (o: OptionView): number => (o.wins ? 3 : o.draws ? 2 : o.wins === false ? 1 : 0);
  if (rank(a) !== rank(b)) return rank(a) > rank(b) ? a : b;
  const n = (o: OptionView): number => o.remoteness ?? o.suspense ?? 0;
  return a.wins ? (n(b) < n(a) ? b : a) : n(b) > n(a) ? b : a;
}

declare const document: { elementFromPoint(x: number, y: number): { closest(selector: string): { getAttribute(name: string): string | null } | null } | null };

/** What to do, before a cell is chosen and after. */
const FIRST = "Click a cell, then the cell next to it (or drag across the two): the domino covers both. A cell's colour and number: the best domino through it.";
const SECOND = "Now click the cell next to it that the domino covers (its colour: that domino's value), or another cell to start again.";

const at = (r: number, c: number) => ({ gridRow: String(r), gridColumn: String(c) });

/** A domino placed so far: one outline over its cells. */
function piece(cells: [number, number][]) {
  const [r0, c0, r1, c1] = cells.reduce(([a, b, x, y], [r, c]) => [Math.min(a, r), Math.min(b, c), Math.max(x, r), Math.max(y, c)], [Infinity, Infinity, 0, 0]);
  return <div class="piece" aria-hidden="true" style={{ gridRow: `${r0} / span ${r1 - r0 + 1}`, gridColumn: `${c0} / span ${c1 - c0 + 1}` }} />;
}

/** The cell chosen first: a click on it again lets it go. */
function ChosenCell(p: { r: number; c: number; disabled: boolean; onClick(): void; place: Record<string, unknown> }) {
  return (
    <button
      type="button"
      class="cell pair-start chosen"
      style={at(p.r, p.c)}
      disabled={p.disabled}
      aria-pressed="true"
      aria-label={`row ${p.r}, column ${p.c}: chosen; now the cell next to it that the domino covers`}
      title="chosen: now pick the cell next to it (or click again to choose another)"
      onClick={p.onClick}
      {...p.place}
    />
  );
}

/** The domino a drag from a cell to the cell under (x, y) covers, if any. */
function dropped(blocks: readonly Block[], from: string | null, x: number, y: number): Block | undefined {
  const to = document.elementFromPoint(x, y)?.closest("[data-cell]")?.getAttribute("data-cell");
  if (!from || !to || to === from) return undefined;
  return blocks.find((d) => cellsOf(d).includes(from) && cellsOf(d).includes(to));
}

export function CellPairsBoard(p: KindProps<"cells"> & { blocks: Block[] }) {
  const { rows, columns } = p.board;
  const filled = new Set(p.board.filled.map(([r, c]) => key(r, c)));
  const through = new Map<string, Block[]>();
  for (const b of p.blocks) for (const k of cellsOf(b)) through.set(k, [...(through.get(k) ?? []), b]);
  const hinted = p.hint === undefined ? undefined : p.blocks.find((b) => b.option.to === p.hint);
  const [anchor, setAnchor] = useState<string | null>(null);
  // the hint chooses the first cell of its domino: the other is then the button to press
  useEffect(() => {
    if (hinted) setAnchor(cellsOf(hinted)[0]);
  }, [p.hint, hinted && cellsOf(hinted)[0]]);
  const chosen = anchor !== null && through.has(anchor) ? anchor : null;
  const partner = new Map<string, Block>();
  if (chosen !== null) for (const b of through.get(chosen)!) partner.set(cellsOf(b).find((k) => k !== chosen)!, b);
  const pick = (b: Block) => {
    if (p.disabled) return;
    setAnchor(null);
    p.onPick(b.option);
  };
  const dragFrom = useRef<string | null>(null);
  const drop = (x: number, y: number) => {
    const b = dropped(p.blocks, dragFrom.current, x, y);
    dragFrom.current = null;
    if (b) pick(b);
  };
  const cell = (r: number, c: number) => {
    const k = key(r, c);
    const place = { "data-cell": k, onPointerDown: () => (dragFrom.current = k) };
    if (filled.has(k)) return <div class="cell still coloured" style={at(r, c)} role="img" aria-label={`row ${r}, column ${c}: covered`} data-cell={k} />;
    const mine = through.get(k);
    if (!mine) return <div class="cell still blank" style={at(r, c)} role="img" aria-label={`row ${r}, column ${c}: blank, no domino fits`} {...place} />;
    const b = partner.get(k);
    if (b) {
      const look = optionStyle(b.option, p, "cell pair-end");
      const what = `${words(b)}${valueWords(b.option, p)}`;
      return (
        <button type="button" class={look.class} style={{ ...look.style, ...at(r, c) }} disabled={p.disabled} aria-label={what} title={what} onClick={() => pick(b)} {...place}>
          <span class="opt-num">{label(b.option, p.colours)}</span>
        </button>
      );
    }
    if (k === chosen) return <ChosenCell r={r} c={c} disabled={p.disabled} onClick={() => setAnchor(null)} place={place} />;
    // the best domino through this cell, shown on it while no cell is chosen
    const best = mine.map((d) => d.option).reduce(better);
    const bg = chosen === null ? shade(best, p.colours) : undefined;
    const fg = chosen === null ? ink(best, p.colours) : undefined;
    const what = `row ${r}, column ${c}: ${mine.length} domino${mine.length === 1 ? "" : "es"} through it${valueWords(best, p).replace(/^, /, "; the best ")}; choose it, then the cell next to it`;
    return (
      <button
        type="button"
        class="cell pair-cell"
        style={{ ...at(r, c), ...(bg ? { background: bg } : {}), ...(fg ? { color: fg } : {}) }}
        disabled={p.disabled}
        aria-label={what}
        title={what}
        onClick={() => setAnchor(k)}
        {...place}
      >
        {chosen === null && <span class="opt-num">{label(best, p.colours)}</span>}
      </button>
    );
  };
  const cells = [];
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= columns; c++) cells.push(cell(r, c));
  return (
    <fieldset class={boardClass("cells", p, "pairs")} aria-label={`grid of ${rows}×${columns} cells`}>
      <div class="cells-grid" style={{ "--columns": String(columns), touchAction: "none" }} onPointerUp={(e) => drop(e.clientX, e.clientY)}>
        {cells}
        {(p.comp.pieces ?? []).map(piece)}
        {Array.from({ length: columns }, (_, i) => (
          <div class="axis" style={at(rows + 1, i + 1)}>
            {i + 1}
          </div>
        ))}
      </div>
      <p class="cells-note">{chosen === null ? FIRST : SECOND}</p>
    </fieldset>
  );
}
