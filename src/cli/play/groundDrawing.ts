// A graph on the ground drawn in characters, as the lab draws it: the ground a line at the
// bottom, each vertex (its number) in a layer by its distance from the ground, over the
// middle of the vertices it holds up, and the edges as lines between them. The edges the
// last move took away are drawn too: the one it cut with an `x`, those that fell with it
// dotted, so a player sees what happened. Vertices keep their places: the layout is made on
// a base graph (the start), which holds every edge drawn.
import { groundTree } from "../../games/groundTree.js";
import type { Board } from "../../games/view.js";

type Graph = Extract<Board, { kind: "graph" }>;
type Edge = readonly [number, number];

/** The characters a slot (one leaf's column) may take, widest first, and what the ground's label takes. */
const SLOTS = [5, 4, 3];
const LABEL = 12;

const pair = ([u, v]: Edge): string => (u <= v ? `${u},${v}` : `${v},${u}`);

function count(edges: readonly Edge[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of edges) m.set(pair(e), (m.get(pair(e)) ?? 0) + 1);
  return m;
}

/** Each vertex's depth from the ground and its column (in slots): the lab's tree (games/groundTree.ts). */
function layout(vertices: number, edges: readonly Edge[], ground: number): { depth: Int32Array; x: Float64Array; slots: number } {
  const { depth, x, leaves } = groundTree(vertices, edges, ground);
  return { depth, x, slots: Math.max(1, leaves) };
}

/** A grid of characters, written cell by cell. */
class Canvas {
  private readonly cells: string[][];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.cells = Array.from({ length: height }, () => new Array<string>(width).fill(" "));
  }
  get(x: number, y: number): string {
    return this.cells[y]?.[x] ?? "";
  }
  set(x: number, y: number, ch: string, over = false): void {
    const row = this.cells[y];
    if (!row || x < 0 || x >= this.width || (!over && row[x] !== " ")) return;
    row[x] = ch;
  }
  text(x: number, y: number, s: string): void {
    [...s].forEach((ch, i) => this.set(x + i, y, ch, true));
  }
  lines(): string[] {
    return this.cells.map((r) => r.join("").trimEnd());
  }
}

/**
 * A line from a to b, its end cells left out, one stroke a row: `│` straight up, `/` or `\\`
 * aslant, with `_` where it runs sideways within a row; `─` along a row. `mark` draws it with
 * that character instead; `middle` marks its middle cell.
 */
function line(c: Canvas, a: readonly [number, number], b: readonly [number, number], mark?: string, middle?: string): void {
  const cells: [number, number, string][] = [];
  if (a[1] === b[1]) {
    const [x0, x1] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
    for (let x = x0 + 1; x < x1; x++) cells.push([x, a[1], "─"]);
  } else {
    // from the upper end down
    const [top, bottom] = a[1] < b[1] ? [a, b] : [b, a];
    const rows = bottom[1] - top[1];
    const step = (bottom[0] - top[0]) / rows; // columns a row, going down
    const slash = step < 0 ? "/" : "\\";
    for (let y = top[1] + 1; y < bottom[1]; y++) {
      const x = top[0] + step * (y - top[1]);
      if (Math.abs(step) < 0.5) {
        cells.push([Math.round(x), y, "│"]);
        continue;
      }
      // the cells the line crosses in this row: the slash where it leaves the row upwards, "_" along the rest
      const from = Math.round(x - step / 2);
      const to = Math.round(x + step / 2);
      const [lo, hi] = from < to ? [from, to] : [to, from];
      for (let k = lo; k <= hi; k++) {
        const head = step < 0 ? k === hi : k === lo;
        if (head || Math.abs(step) >= 1.5) cells.push([k, y, head ? slash : "_"]);
      }
    }
  }
  for (const [x, y, ch] of cells) c.set(x, y, mark ?? ch);
  const mid = cells[Math.floor(cells.length / 2)];
  if (middle && mid) c.set(mid[0], mid[1], middle, true);
}

/** The edges a move took away: those of `before` missing from `now`, as many copies as went. */
function gone(before: readonly Edge[], now: readonly Edge[]): Edge[] {
  const left = count(now);
  const out: Edge[] = [];
  for (const e of before) {
    const k = left.get(pair(e)) ?? 0;
    if (k > 0) left.set(pair(e), k - 1);
    else out.push(e);
  }
  return out;
}

/** Which of the edges gone was cut: the one whose loss alone leaves the edges drawn now still standing (the others fell with it). */
function cutOf(before: readonly Edge[], removed: readonly Edge[], now: readonly Edge[], vertices: number, ground: number): Edge | undefined {
  const want = count(now);
  for (const e of removed) {
    const rest = before.slice();
    rest.splice(rest.indexOf(e), 1);
    const { depth } = layout(vertices, rest, ground);
    const standing = rest.filter(([u, v]) => (u === ground || depth[u]! > 0) && (v === ground || depth[v]! > 0));
    const got = count(standing);
    if (got.size === want.size && [...want].every(([k, n]) => got.get(k) === n)) return e;
  }
  return undefined;
}

/**
 * A graph on its ground, drawn; `before`: the graph before the last move (its lost edges are
 * marked); `base`: the graph whose layout is kept (the start). Undefined when it does not fit
 * `maxWidth` × `maxLines`.
 */
export function groundDrawing(board: Graph, ground: number, maxWidth: number, maxLines: number, before?: Graph, base?: Graph): string[] | undefined {
  const removed = before ? gone(before.edges, board.edges) : [];
  const all = [...board.edges, ...removed];
  const useBase = base && base.ground === ground && base.vertices >= board.vertices && gone(all, base.edges).length === 0;
  const vertices = Math.max(board.vertices, before?.vertices ?? 0, useBase ? base.vertices : 0);
  const { depth, x, slots } = layout(vertices, useBase ? base.edges : all, ground);
  let maxDepth = 1;
  for (const [u, v] of all) maxDepth = Math.max(maxDepth, depth[u]!, depth[v]!);
  const level = maxDepth <= Math.floor((maxLines - 3) / 3) ? 3 : 2;
  const slot = SLOTS.find((w) => slots * w + 2 + LABEL <= maxWidth);
  if (slot === undefined) return undefined;
  const width = slots * slot + 2;
  if (maxDepth * level + 3 > maxLines || all.some(([u, v]) => depth[u]! < 0 || depth[v]! < 0)) return undefined;
  const c = new Canvas(width + LABEL, maxDepth * level + 1);
  const groundY = maxDepth * level;
  const at = (v: number): [number, number] => [1 + Math.round(x[v]! * slot + slot / 2), groundY - depth[v]! * level];
  // vertices first, so that edges go round their numbers
  const drawn = new Set<number>();
  for (const [u, v] of all) for (const w of [u, v]) if (w !== ground) drawn.add(w);
  for (const v of drawn) {
    const [vx, vy] = at(v);
    c.text(vx - Math.floor((String(v).length - 1) / 2), vy, String(v));
  }
  const cut = before ? cutOf(before.edges, removed, board.edges, vertices, ground) : undefined;
  const copies = count(all);
  const seen = new Map<string, number>();
  const loops = new Map<number, number>();
  const marked = (e: Edge, k: number): string | undefined => {
    const i = removed.findIndex((r) => pair(r) === pair(e));
    // the copies standing come first, then those gone
    const standing = (copies.get(pair(e)) ?? 0) - removed.filter((r) => pair(r) === pair(e)).length;
    if (i < 0 || k < standing) return undefined;
    return cut && pair(cut) === pair(e) && k === standing ? "x" : "·";
  };
  for (const e of [...board.edges, ...removed]) {
    const k = seen.get(pair(e)) ?? 0;
    seen.set(pair(e), k + 1);
    const mark = marked(e, k);
    const [u, v] = e;
    if (u === v) {
      const n = loops.get(u) ?? 0;
      loops.set(u, n + 1);
      const ch = mark === "x" ? "x" : mark ? "·" : "○";
      if (u === ground) {
        // a loop at the ground stands on the line, at its right end
        c.set(width - 2 - 2 * n, groundY - 1, ch, true);
        c.set(width - 2 - 2 * n, groundY, "┻", true);
      } else {
        const [vx, vy] = at(u);
        c.set(vx + String(u).length - Math.floor((String(u).length - 1) / 2) + n, vy, ch, true);
      }
      continue;
    }
    // an edge to the ground goes straight down to the line; copies of an edge are drawn once, "×2" beside
    const [a, b] = u === ground || v === ground ? ((p) => [p, [p[0], groundY] as [number, number]])(at(u === ground ? v : u)) : [at(u), at(v)];
    line(c, a, b, mark === "·" ? "·" : mark ? ":" : undefined, mark === "x" ? "x" : undefined);
    if (b[1] === groundY) c.set(b[0], groundY, "┻", true);
    const many = copies.get(pair(e)) ?? 1;
    if (many > 1 && k === 0) c.text(Math.round((a[0] + b[0]) / 2) + 1, Math.round((a[1] + b[1]) / 2), `×${many}`);
  }
  for (let i = 0; i < width; i++) if (c.get(i, groundY) === " ") c.set(i, groundY, "━");
  c.text(width + 1, groundY, `ground (${ground})`);
  const out = c.lines();
  while (out.length > 0 && out[0] === "") out.shift();
  if (removed.length > 0) out.push(cut ? `x the edge cut${removed.length > 1 ? ", · what fell with it" : ""}` : "· the edges taken away");
  return out;
}
