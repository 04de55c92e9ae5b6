// A position's board (src/games/view.ts) drawn as lines of text for the terminal player: one
// renderer per kind of board, each generic (it knows the board, not the game). A board too
// large for a terminal is not drawn (undefined): the moves are listed as text anyway.
import type { Board } from "../../games/view.js";
import { groundDrawing } from "./groundDrawing.js";

/** The widest board drawn, in characters, and the most lines. */
const MAX_WIDTH = 72;
const MAX_LINES = 24;

/** A row of `n` tokens (or pins), cut short with "…" past the width: the size is written beside it. */
function row(n: number, token: string, gap: string): string {
  const most = Math.floor((MAX_WIDTH - 12) / (token.length + gap.length));
  const drawn = Array.from({ length: Math.min(n, most) }, () => token).join(gap);
  return n > most ? `${drawn}${gap}…` : drawn;
}

/** Heaps: one heap a line, its tokens (or pins) and its size; `ordered` heaps are numbered. */
function heaps(b: Extract<Board, { kind: "heaps" }>): string[] | undefined {
  if (b.heaps.length > MAX_LINES) return undefined;
  const label = (i: number): string => (b.ordered ? `${String(i + 1).padStart(String(b.heaps.length).length)}  ` : "");
  return b.heaps.map((n, i) => `${label(i)}${n === 0 ? "-" : b.tokens === "pins" ? row(n, "|", " ") : row(n, "●", "")}  ${n}`);
}

/** A queen on a grid: row y = 0 at the bottom, `Q` where she stands, `*` on marked cells, `.` elsewhere; the columns' last digits underneath. */
function queen(b: Extract<Board, { kind: "queen" }>): string[] | undefined {
  if (b.y + 1 > MAX_LINES || 2 * (b.x + 1) > MAX_WIDTH) return undefined;
  const marked = new Set((b.marks ?? []).map(([x, y]) => `${x},${y}`));
  const lines: string[] = [];
  for (let y = b.y; y >= 0; y--) {
    const cells: string[] = [];
    for (let x = 0; x <= b.x; x++) cells.push(x === b.x && y === b.y ? "Q" : marked.has(`${x},${y}`) ? "*" : ".");
    lines.push(`${String(y).padStart(String(b.y).length)} ${cells.join(" ")}`);
  }
  const axis = Array.from({ length: b.x + 1 }, (_, x) => String(x % 10)).join(" ");
  lines.push(`${" ".repeat(String(b.y).length)} ${axis}`);
  return lines;
}

/** Two bars to scale, each with its length. */
function bars(b: Extract<Board, { kind: "bars" }>): string[] {
  const most = Math.max(b.a, b.b, 1);
  const scale = Math.min(1, (MAX_WIDTH - 12) / most);
  const bar = (n: number): string => `${"█".repeat(Math.round(n * scale)) || (n > 0 ? "▏" : "")} ${n}`;
  return [bar(b.a), bar(b.b)];
}

/** Rows numbered from 1 down the left, columns' last digits from 1 along the top (as a move names them: "row 2, column 3"). */
function numbered(rows: string[][], columns: number): string[] {
  const w = String(rows.length).length;
  const head = `${" ".repeat(w)} ${Array.from({ length: columns }, (_, c) => String((c + 1) % 10)).join(" ")}`;
  return [head, ...rows.map((r, i) => `${String(i + 1).padStart(w)} ${r.join(" ")}`.trimEnd())];
}

/** A grid of cells: `#` filled, `.` empty, rows and columns numbered from 1. */
function cells(b: Extract<Board, { kind: "cells" }>): string[] | undefined {
  if (b.rows + 1 > MAX_LINES || 2 * b.columns + 3 > MAX_WIDTH) return undefined;
  const filled = new Set(b.filled.map(([r, c]) => `${r},${c}`));
  const rows: string[][] = [];
  for (let r = 1; r <= b.rows; r++) rows.push(Array.from({ length: b.columns }, (_, c) => (filled.has(`${r},${c + 1}`) ? "#" : ".")));
  return numbered(rows, b.columns);
}

/** A Young diagram: rows of squares, the poisoned top-left one `x`, rows and columns numbered from 1. */
function diagram(b: Extract<Board, { kind: "diagram" }>): string[] | undefined {
  const columns = b.rows.reduce((w, r) => Math.max(w, r), 0);
  if (b.rows.length + 1 > MAX_LINES || 2 * columns + 3 > MAX_WIDTH) return undefined;
  return numbered(
    b.rows.map((n, i) => Array.from({ length: n }, (_, j) => (i === 0 && j === 0 ? "x" : "■"))),
    columns,
  );
}

/** Coins in a row: `H` heads, `T` tails, numbered from 1 underneath. */
function coins(b: Extract<Board, { kind: "coins" }>): string[] | undefined {
  const w = String(b.coins.length).length + 1;
  if (b.coins.length * w > MAX_WIDTH) return undefined;
  return [b.coins.map((c) => (c ? "H" : "T").padStart(w)).join(""), b.coins.map((_, i) => String(i + 1).padStart(w)).join("")];
}

/** A grid of coins: `H` heads, `T` tails, rows numbered from 0 down the left, columns' last digits from 0 along the top. */
function coinGrid(b: Extract<Board, { kind: "coinGrid" }>): string[] | undefined {
  const w = String(b.rows - 1).length;
  if (b.rows + 1 > MAX_LINES || w + 1 + 2 * b.columns > MAX_WIDTH) return undefined;
  const heads = new Set(b.heads.map(([r, c]) => `${r},${c}`));
  const lines = [`${" ".repeat(w)} ${Array.from({ length: b.columns }, (_, c) => String(c % 10)).join(" ")}`];
  for (let r = 0; r < b.rows; r++) {
    const line: string[] = [];
    for (let c = 0; c < b.columns; c++) line.push(heads.has(`${r},${c}`) ? "H" : "T");
    lines.push(`${String(r).padStart(w)} ${line.join(" ")}`);
  }
  return lines;
}

/** Each vertex's distance from `from` along the edges (−1: not reached). */
function distances(vertices: number, edges: readonly (readonly [number, number])[], from: number): Int32Array {
  const next: number[][] = Array.from({ length: vertices }, () => []);
  for (const [u, v] of edges) {
    next[u]?.push(v);
    next[v]?.push(u);
  }
  const d = new Int32Array(vertices).fill(-1);
  if (from < 0 || from >= vertices) return d;
  const queue = [from];
  d[from] = 0;
  for (let i = 0; i < queue.length; i++) {
    for (const y of next[queue[i]!]!) {
      if (d[y] === -1) {
        d[y] = d[queue[i]!]! + 1;
        queue.push(y);
      }
    }
  }
  return d;
}

/** A graph on the ground: its edges in rows by the height of their upper end, the highest first, the ground a line underneath. */
function groundGraph(b: Extract<Board, { kind: "graph" }>, ground: number): string[] | undefined {
  const d = distances(b.vertices, b.edges, ground);
  const rows = new Map<number, string[]>();
  for (const [u, v] of b.edges) {
    const h = Math.max(d[u] ?? 0, d[v] ?? 0, u === ground && v === ground ? 0 : 1);
    const text = u === v ? `${u}–${v} (loop)` : `${u}–${v}`;
    rows.set(h, [...(rows.get(h) ?? []), text]);
  }
  const heights = [...rows.keys()].sort((x, y) => y - x);
  const width = String(heights[0] ?? 0).length;
  const lines: string[] = [];
  for (const h of heights) {
    let line = `${String(h).padStart(width)} │`;
    for (const e of rows.get(h)!) {
      if (line.length + e.length + 2 > MAX_WIDTH) {
        lines.push(line);
        line = `${" ".repeat(width)} │`;
      }
      line += `  ${e}`;
    }
    lines.push(line);
  }
  const rule = Math.min(
    MAX_WIDTH - width - 14,
    lines.reduce((w, l) => Math.max(w, l.length - width - 1), 12),
  );
  lines.push(`${" ".repeat(width)} ┷${"━".repeat(rule)} ground (${ground})`);
  return lines.length > MAX_LINES ? undefined : lines;
}

/** A graph: its vertices (removed ones in brackets) and its edges; on a ground, drawn above it (too large to draw: its edges in rows above it). */
function graph(b: Extract<Board, { kind: "graph" }>, context: BoardContext): string[] | undefined {
  if (b.vertices > 200 || b.edges.length > 400) return undefined;
  if (b.ground !== undefined) {
    const kin = (o: Board | undefined) => (o?.kind === "graph" ? o : undefined);
    return groundDrawing(b, b.ground, MAX_WIDTH, MAX_LINES, kin(context.before), kin(context.start)) ?? groundGraph(b, b.ground);
  }
  const removed = new Set(b.removed ?? []);
  const vertices = Array.from({ length: b.vertices }, (_, v) => (removed.has(v) ? `[${v}]` : String(v))).join(" ");
  const edges = b.edges.filter(([u, v]) => !removed.has(u) && !removed.has(v)).map(([u, v]) => `${u}-${v}`);
  const lines = [`vertices ${vertices}`];
  let line = "edges";
  for (const e of edges.length ? edges : ["none"]) {
    if (line.length + e.length + 1 > MAX_WIDTH) {
      lines.push(line);
      line = "     ";
    }
    line += ` ${e}`;
  }
  lines.push(line);
  return lines.length > MAX_LINES ? undefined : lines;
}

/** What a board may be drawn with besides itself: the board before the last move (its changes marked) and the start's (whose layout is kept). */
export interface BoardContext {
  readonly before?: Board | undefined;
  readonly start?: Board | undefined;
}

/**
 * A board as lines of text (no indentation, no colours), or undefined when it is too large
 * for a terminal.
 *
 * @param board - the board a view drew
 * @param context - the boards before the last move and at the start (a graph on the ground marks the edges the move took away)
 * @returns its lines
 */
export function boardLines(board: Board, context: BoardContext = {}): string[] | undefined {
  switch (board.kind) {
    case "heaps":
      return heaps(board);
    case "queen":
      return queen(board);
    case "bars":
      return bars(board);
    case "cells":
      return cells(board);
    case "diagram":
      return diagram(board);
    case "coins":
      return coins(board);
    case "coinGrid":
      return coinGrid(board);
    case "graph":
      return graph(board, context);
  }
}
