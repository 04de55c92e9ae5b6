// The boards: one per built-in family a person understands at a glance, each drawing one
// component and offering its options as buttons coloured by their value. A family without a
// board gets its options as a list of buttons.
import { useEffect, useState } from "preact/hooks";
import { describe, ink, label, shade } from "./colour.ts";
import type { ComponentData, ComponentView, OptionView } from "./protocol.ts";

export interface BoardProps {
  comp: ComponentView;
  /** 1-based number of the component, for labels when there are several. */
  index: number;
  colours: boolean;
  /** The option the hint suggests in this component (its text), when the hint is shown. */
  hint?: string | undefined;
  /** The option chosen so far (every and conjunctive compounds: one per component before confirming). */
  selected?: string | undefined;
  disabled: boolean;
  onPick(option: OptionView): void;
  /** The component at the start of the game: a board keeps that size as the game goes on. */
  start?: ComponentData | undefined;
}

/** The props every option button shares: colour, label, state. */
function optionStyle(o: OptionView, p: BoardProps, extra = "") {
  const bg = shade(o, p.colours);
  const fg = ink(o, p.colours);
  const cls = ["opt", extra, o.to === p.hint ? "hinted" : "", o.to === p.selected ? "chosen" : ""].filter(Boolean).join(" ");
  return { class: cls, style: { ...(bg ? { background: bg } : {}), ...(fg ? { color: fg } : {}) } };
}

const valueWords = (o: OptionView, p: BoardProps): string => {
  const words = describe(o, p.colours);
  return `${words ? `, ${words}` : ""}${o.to === p.hint ? ", suggested by the hint" : ""}${o.to === p.selected ? ", chosen" : ""}`;
};

const same = (x: readonly number[], y: readonly number[]): boolean => x.length === y.length && x.every((v, i) => v === y[i]);

/** The options as buttons (the fallback board, and the keyboard's list beside every board). */
export function OptionList(p: BoardProps & { compact?: boolean }) {
  const { comp } = p;
  if (comp.ended) return <p class="muted">No move left here.</p>;
  return (
    <ul class="option-list" aria-label={`Moves in ${comp.text}`}>
      {comp.options.map((o) => (
        <li key={o.to}>
          <button type="button" {...optionStyle(o, p)} disabled={p.disabled} aria-pressed={p.selected !== undefined ? o.to === p.selected : undefined} onClick={() => p.onPick(o)}>
            <span class="opt-text">{o.to}</span>
            {label(o, p.colours) && <span class="opt-num">{label(o, p.colours)}</span>}
          </button>
        </li>
      ))}
      {!comp.complete && <li class="muted">… more moves exist than are listed</li>}
    </ul>
  );
}

// ---- Wythoff: a queen on a grid --------------------------------------------------------

function WythoffBoard(p: BoardProps & { data: Extract<ComponentData, { kind: "wythoff" }>; showP: boolean }) {
  const { a, b } = p.data;
  const w = Math.max(a, p.start?.kind === "wythoff" && p.start.a <= 40 ? p.start.a : 0);
  const h = Math.max(b, p.start?.kind === "wythoff" && p.start.b <= 40 ? p.start.b : 0);
  const byCell = new Map<string, OptionView>();
  for (const o of p.comp.options) if (o.data.kind === "wythoff") byCell.set(`${o.data.a},${o.data.b}`, o);
  const isP = new Set((p.data.p ?? []).map(([x, y]) => `${x},${y}`));
  const rows = [];
  for (let y = h; y >= 0; y--) {
    const cells = [<div class="axis">{y}</div>];
    for (let x = 0; x <= w; x++) {
      const key = `${x},${y}`;
      const o = byCell.get(key);
      const queen = x === a && y === b;
      const pMark = p.showP && isP.has(key) ? <span class="pmark" aria-hidden="true" /> : null;
      if (o) {
        cells.push(
          <button
            type="button"
            {...optionStyle(o, p, "cell")}
            disabled={p.disabled}
            aria-label={`queen to (${x},${y})${valueWords(o, p)}${p.showP && isP.has(key) ? ", a P-position" : ""}`}
            title={`queen to (${x},${y})${valueWords(o, p)}`}
            onClick={() => p.onPick(o)}
          >
            {pMark}
            <span class="opt-num">{label(o, p.colours)}</span>
          </button>,
        );
      } else {
        const cls = `cell still${queen ? " queen" : ""}${x === 0 && y === 0 ? " corner" : ""}${x > a || y > b ? " out" : ""}`;
        cells.push(
          queen ? (
            <div class={cls} role="img" aria-label={`the queen at (${x},${y})`}>
              ♛
            </div>
          ) : (
            <div class={cls}>{pMark}</div>
          ),
        );
      }
    }
    rows.push(<div class="grid-row">{cells}</div>);
  }
  const axis = [<div class="axis" />];
  for (let x = 0; x <= w; x++) axis.push(<div class="axis">{x}</div>);
  rows.push(<div class="grid-row x-axis">{axis}</div>);
  return (
    <fieldset class="wythoff" aria-label={`Wythoff board: the queen at (${a},${b}); the corner (0,0) is bottom left`}>
      {rows}
    </fieldset>
  );
}

// ---- Euclid: a pair of bars ------------------------------------------------------------

function EuclidBoard(p: BoardProps & { data: Extract<ComponentData, { kind: "euclid" }> }) {
  const { a, b } = p.data;
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  const width = 420;
  // the start's scale, so that the bars shrink as the game goes on (rescaled past a quarter, where they would be slivers)
  const scale = p.start?.kind === "euclid" ? Math.max(big, Math.min(Math.max(p.start.a, p.start.b), 4 * big)) : big;
  const unit = scale > 0 ? width / scale : 0;
  // the larger pile is drawn as its remainder and then blocks the size of the smaller one:
  // clicking a block takes it and every block to its right
  const blocks = small > 0 ? Math.floor(big / small) : 0;
  const rest = small > 0 ? big % small : big;
  const opts = new Map<number, OptionView>();
  for (const o of p.comp.options) {
    if (o.data.kind !== "euclid") continue;
    const left = a <= b ? o.data.b : o.data.a; // what the larger pile becomes
    if (small > 0) opts.set(Math.round((left - rest) / small), o);
  }
  const bar = (n: number, name: string) => (
    <div class="bar-row">
      <span class="bar-num">{n}</span>
      <div class="bar small-bar" role="img" style={{ width: `${Math.max(n * unit, n > 0 ? 2 : 0)}px` }} aria-label={`${name}: ${n}`} />
    </div>
  );
  const bigRow = (
    <div class="bar-row">
      <span class="bar-num">{big}</span>
      <fieldset class="bar-blocks" aria-label={`the larger number ${big}: remainder ${rest}, then ${blocks} blocks of ${small}`}>
        {rest > 0 && <div class="bar rest" style={{ width: `${rest * unit}px` }} />}
        {Array.from({ length: blocks }, (_, k) => {
          const o = opts.get(k);
          const to = rest + k * small;
          if (!o) return <div class="bar block" style={{ width: `${small * unit}px` }} />;
          return (
            <button
              type="button"
              {...optionStyle(o, p, "bar block")}
              style={{ ...optionStyle(o, p).style, width: `${small * unit}px` }}
              disabled={p.disabled}
              aria-label={`${big} down to ${to}: ${o.to}${valueWords(o, p)}`}
              title={`${big} → ${to}${valueWords(o, p)}`}
              onClick={() => p.onPick(o)}
            >
              <span class="opt-num">{label(o, p.colours)}</span>
            </button>
          );
        })}
      </fieldset>
    </div>
  );
  return (
    <fieldset class={`euclid${p.comp.ended ? " finished" : ""}`} aria-label={`pair ${p.index}: ${p.comp.text}`}>
      <div class="pair-title">
        Pair {p.index}: ({a}, {b}) {p.comp.ended && <em>finished</em>}
      </div>
      {a <= b ? (
        <>
          {bar(a, "the smaller number")}
          {bigRow}
        </>
      ) : (
        <>
          {bigRow}
          {bar(b, "the smaller number")}
        </>
      )}
    </fieldset>
  );
}

// ---- the 2×N strip ---------------------------------------------------------------------

function StripBoard(p: BoardProps & { data: Extract<ComponentData, { kind: "strip" }> }) {
  const { n, cells } = p.data;
  const [mode, setMode] = useState<"cell" | "square">("cell");
  const [hover, setHover] = useState<number | null>(null);
  const coloured = new Set(cells.map(([r, c]) => `${r},${c}`));
  const single = new Map<string, OptionView>();
  const square = new Map<number, OptionView>();
  for (const o of p.comp.options) {
    if (o.data.kind !== "strip") continue;
    const added = o.data.cells.filter(([r, c]) => !coloured.has(`${r},${c}`));
    if (added.length === 1) single.set(`${added[0]![0]},${added[0]![1]}`, o);
    else if (added.length === 4) square.set(Math.min(...added.map(([, c]) => c)), o);
  }
  // the hint may be a square or a cell: show the board in the mode that has it
  const hintKind = p.hint === undefined ? null : [...square.values()].some((o) => o.to === p.hint) ? "square" : "cell";
  useEffect(() => {
    if (hintKind) setMode(hintKind);
  }, [p.hint, hintKind]);
  /** The square a click on column c makes in square mode: the one starting at c, else at c − 1. */
  const squareAt = (c: number): number | null => (square.has(c) ? c : square.has(c - 1) ? c - 1 : null);
  const lit = mode === "square" && hover !== null ? squareAt(hover) : null;
  const rows = [1, 2].map((r) => (
    <div class="grid-row">
      {Array.from({ length: n }, (_, i) => {
        const c = i + 1;
        if (coloured.has(`${r},${c}`)) return <div class="cell still coloured" role="img" aria-label={`row ${r}, column ${c}: coloured`} />;
        const start = mode === "square" ? squareAt(c) : null;
        const o = mode === "cell" ? single.get(`${r},${c}`) : start !== null ? square.get(start) : undefined;
        const glow = lit !== null && (c === lit || c === lit + 1);
        if (!o) return <div class="cell still blank" role="img" aria-label={`row ${r}, column ${c}: blank`} />;
        const what = mode === "cell" ? `colour row ${r}, column ${c}` : `colour the 2×2 square at columns ${start}–${start! + 1}`;
        const showValue = mode === "cell" || start === c;
        return (
          <button
            type="button"
            {...optionStyle(o, p, `cell${glow ? " glow" : ""}`)}
            style={showValue ? optionStyle(o, p).style : {}}
            disabled={p.disabled}
            aria-label={`${what}${valueWords(o, p)}`}
            title={`${what}${valueWords(o, p)}`}
            onMouseEnter={() => setHover(c)}
            onMouseLeave={() => setHover(null)}
            onFocus={() => setHover(c)}
            onClick={() => p.onPick(o)}
          >
            <span class="opt-num">{showValue ? label(o, p.colours) : ""}</span>
          </button>
        );
      })}
    </div>
  ));
  return (
    <fieldset class="strip" aria-label={`strip of 2×${n} cells`}>
      <fieldset class="segmented">
        <legend>Colour</legend>
        <label>
          <input type="radio" name={`strip-mode-${p.index}`} checked={mode === "cell"} onChange={() => setMode("cell")} /> one cell (1×1)
        </label>
        <label>
          <input type="radio" name={`strip-mode-${p.index}`} checked={mode === "square"} onChange={() => setMode("square")} /> a 2×2 square
        </label>
      </fieldset>
      {rows}
      <div class="grid-row">
        {Array.from({ length: n }, (_, i) => (
          <div class="axis">{i + 1}</div>
        ))}
      </div>
    </fieldset>
  );
}

// ---- heaps: rows of tokens -------------------------------------------------------------

/** A click on token i of heap j taking k tokens: the heaps left (nim keeps the order; other heap games are multisets). */
function heapsAfter(heaps: readonly number[], j: number, i: number, k: number, ordered: boolean): string {
  if (ordered) return heaps.map((h, x) => (x === j ? i : h)).join(",");
  const n = heaps[j]!;
  const rest = heaps.filter((_, x) => x !== j).concat([i, n - i - k]);
  return rest
    .filter((h) => h > 0)
    .sort((x, y) => x - y)
    .join(",");
}

function HeapBoard(p: BoardProps & { data: Extract<ComponentData, { kind: "nim" | "heaps" }> }) {
  const { heaps } = p.data;
  const ordered = p.data.kind === "nim";
  const [take, setTake] = useState(1);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const byKey = new Map<string, OptionView>();
  for (const o of p.comp.options) {
    if (o.data.kind !== p.data.kind) continue;
    const h = o.data.heaps;
    byKey.set(
      ordered
        ? h.join(",")
        : h
            .filter((x) => x > 0)
            .sort((x, y) => x - y)
            .join(","),
      o,
    );
  }
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
  // rules whose moves take no run of tokens (Grundy's game splits a heap): the moves as buttons
  if (!ordered && sizes.size === 0 && p.comp.options.length > 0) return <OptionList {...p} />;
  const k = sizeList.includes(take) ? take : (sizeList[0] ?? 1);
  /** The move a click on token i of heap j makes: from it to the end (Nim, subtraction games), or k tokens from it. */
  const countAt = (j: number, i: number): number => (ordered || !splits ? heaps[j]! - i : k);
  const pins = p.data.kind === "heaps" && /kayles/i.test(p.data.name);
  return (
    <fieldset class="heaps" aria-label={`heaps: ${heaps.join(", ")}`}>
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
              const hv = hover !== null && hover[0] === j && i >= hover[1] && i < hover[1] + countAt(j, hover[1]);
              const tokenCls = pins ? "token pin" : "token";
              if (!o) return <span class={`${tokenCls} still${hv ? " going" : ""}`} aria-hidden="true" />;
              const what =
                count === 1 ? `take token ${i + 1} of ${ordered ? "heap" : "row"} ${j + 1}` : `take tokens ${i + 1}–${i + count} of ${ordered ? "heap" : "row"} ${j + 1}`;
              return (
                <button
                  type="button"
                  {...optionStyle(o, p, `${tokenCls}${hv ? " going" : ""}`)}
                  disabled={p.disabled}
                  aria-label={`${what}${valueWords(o, p)}`}
                  title={`${what}${valueWords(o, p)}`}
                  onMouseEnter={() => setHover([j, i])}
                  onMouseLeave={() => setHover(null)}
                  onFocus={() => setHover([j, i])}
                  onBlur={() => setHover(null)}
                  onClick={() => p.onPick(o)}
                >
                  <span class="opt-num">{label(o, p.colours)}</span>
                </button>
              );
            })}
            {ordered &&
              p.start?.kind === "nim" &&
              p.start.heaps.length === heaps.length &&
              Array.from({ length: Math.max(0, Math.min(40, p.start.heaps[j]!) - n) }, () => <span class="token ghost" aria-hidden="true" />)}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

// ---- Chomp: a chocolate bar ------------------------------------------------------------

function ChompBoard(p: BoardProps & { data: Extract<ComponentData, { kind: "chomp" }> }) {
  const { rows } = p.data;
  const [hover, setHover] = useState<[number, number] | null>(null);
  const bite = (r: number, c: number): number[] => {
    if (c === 0) return rows.slice(0, r);
    return rows.map((l, x) => (x >= r && l > c ? c : l));
  };
  const opts = p.comp.options.filter((o) => o.data.kind === "chomp");
  const first = p.start?.kind === "chomp" && p.start.rows.length <= 20 && (p.start.rows[0] ?? 0) <= 30 ? p.start.rows : rows;
  const width = Math.max(rows[0] ?? 0, first[0] ?? 0);
  const all = Array.from({ length: Math.max(rows.length, first.length) }, (_, r) => rows[r] ?? 0);
  return (
    <fieldset class="chomp" aria-label={`chocolate bar: rows ${rows.join(", ")}; the top-left square is poisoned`}>
      {all.map((len, r) => (
        <div class="grid-row">
          {Array.from({ length: width }, (_, c) => {
            if (c >= len) return <div class="cell still eaten" />;
            if (r === 0 && c === 0)
              return (
                <div class="cell still poison" role="img" aria-label="the poisoned square" title="the poisoned square: whoever is left with only it loses">
                  ☠
                </div>
              );
            const after = bite(r, c);
            const o = opts.find((x) => x.data.kind === "chomp" && same(x.data.rows, after));
            const going = hover !== null && r >= hover[0] && c >= hover[1];
            if (!o) return <div class={`cell still square${going ? " going" : ""}`} />;
            return (
              <button
                type="button"
                {...optionStyle(o, p, `cell square${going ? " going" : ""}`)}
                disabled={p.disabled}
                aria-label={`bite at row ${r + 1}, column ${c + 1}${valueWords(o, p)}`}
                title={`bite at row ${r + 1}, column ${c + 1}${valueWords(o, p)}`}
                onMouseEnter={() => setHover([r, c])}
                onMouseLeave={() => setHover(null)}
                onFocus={() => setHover([r, c])}
                onBlur={() => setHover(null)}
                onClick={() => p.onPick(o)}
              >
                <span class="opt-num">{label(o, p.colours)}</span>
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** Whether a component has a board (else its moves are a list of buttons). */
export function hasBoard(d: ComponentData): boolean {
  switch (d.kind) {
    case "wythoff":
      return d.a <= 40 && d.b <= 40;
    case "euclid":
      return Math.max(d.a, d.b) <= 1e6 && (Math.min(d.a, d.b) === 0 || Math.floor(Math.max(d.a, d.b) / Math.min(d.a, d.b)) <= 40);
    case "strip":
      return d.n <= 40;
    case "nim":
    case "heaps":
      return d.heaps.length <= 12 && d.heaps.every((h) => h <= 40);
    case "chomp":
      return d.rows.length <= 20 && (d.rows[0] ?? 0) <= 30;
    default:
      return false;
  }
}

/** The board of one component, or its options as buttons when its family has none. */
export function Board(p: BoardProps & { showP: boolean }) {
  const d = p.comp.data;
  if (!hasBoard(d)) return <OptionList {...p} />;
  switch (d.kind) {
    case "wythoff":
      return <WythoffBoard {...p} data={d} />;
    case "euclid":
      return <EuclidBoard {...p} data={d} />;
    case "strip":
      return <StripBoard {...p} data={d} />;
    case "nim":
    case "heaps":
      return <HeapBoard {...p} data={d} />;
    case "chomp":
      return <ChompBoard {...p} data={d} />;
    default:
      return <OptionList {...p} />;
  }
}
