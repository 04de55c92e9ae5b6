// Wythoff's Grundy values as a heat map on a canvas: the table from a Worker, one pixel a
// position in a bitmap drawn at any zoom (nearest neighbour), panned by dragging or with the
// arrow keys; the values appear in the cells once they are large enough to hold them.
import { useEffect, useRef, useState } from "preact/hooks";
import { naturalParam, writeExploreHash } from "./hashState.ts";
import { heatPixels, P_CSS, palette } from "./heatColours.ts";
import type { WythoffAnswer, WythoffRequest } from "./wythoffWorker.ts";
import { tickStep as axisStep } from "sprague-grundy";

export const SIZES = [64, 256, 512, 1024, 2048, 4096] as const;
const DEFAULT_SIZE = 512;
/** Space around the map for the axes, in CSS pixels. */
const LEFT = 56;
const TOP = 10;
const RIGHT = 12;
const BOTTOM = 36;
const MAX_SCALE = 96;

interface Table {
  size: number;
  values: Uint32Array;
  max: number;
  /** the P-positions (G = 0), as x, y pairs: drawn on top when cells are smaller than two pixels */
  zeros: Int32Array;
}

/** The P-positions of a table, as x, y pairs (one per row and column at most). */
function zerosOf(values: Uint32Array, n: number): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === 0) out.push(Math.floor(i / n), i % n);
  return Int32Array.from(out);
}
interface View {
  /** CSS pixels per cell */
  s: number;
  /** the cell coordinates at the plot's bottom-left corner */
  vx: number;
  vy: number;
}

/** Round steps for tick labels: 1, 2 or 5 times a power of ten. */
/** A tick step of at least 1 (a cell or a heap) for about `count` ticks over `range`. */
function tickStep(range: number, count: number): number {
  return axisStep(Math.max(range, count), count);
}

/**
 * The Wythoff heat map section.
 *
 * @param props.params - the URL's parameters (size, P-positions shown)
 */
export function WythoffMap({ params }: { params: URLSearchParams }) {
  const asked = naturalParam(params, "size", DEFAULT_SIZE);
  const [size, setSize] = useState<number>((SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_SIZE);
  const [showP, setShowP] = useState(params.get("p") !== "0");
  // handlers registered once read the latest choice through this
  const showPRef = useRef(showP);
  showPRef.current = showP;
  const [status, setStatus] = useState<{ state: "computing" | "ready" | "error"; text: string }>({ state: "computing", text: "" });
  const [readout, setReadout] = useState("Point at the map (or type x and y above and press Show) to read a Grundy value.");
  const [goX, setGoX] = useState("8");
  const [goY, setGoY] = useState("4");
  const canvas = useRef<HTMLCanvasElement>(null);
  const table = useRef<Table | null>(null);
  const bitmap = useRef<ImageBitmap | null>(null);
  const view = useRef<View>({ s: 1, vx: 0, vy: 0 });
  const marked = useRef<{ x: number; y: number } | null>(null);
  const frame = useRef(0);
  /** the whole table is in view, as Fit left it (a resize fits it again) */
  const isFitted = useRef(true);
  const timing = useRef({ start: 0, compute: 0 });

  // the link changes with the choices; arriving leaves it as it was (#explore stays #explore)
  const arrived = useRef(true);
  useEffect(() => {
    if (arrived.current) arrived.current = false;
    else writeExploreHash("wythoff", { size, p: showP ? undefined : "0" });
  }, [size, showP]);

  const area = () => {
    const c = canvas.current!;
    return { w: Math.max(10, c.clientWidth - LEFT - RIGHT), h: Math.max(10, c.clientHeight - TOP - BOTTOM) };
  };

  const fitView = () => {
    const t = table.current;
    if (!t) return;
    const { w, h } = area();
    const fitted = Math.min(w, h) / t.size;
    // centred in the plotting area
    view.current = { s: fitted, vx: -(w / fitted - t.size) / 2, vy: -(h / fitted - t.size) / 2 };
    isFitted.current = true;
    clamp();
  };

  const clamp = () => {
    const t = table.current;
    if (!t) return;
    const { w, h } = area();
    const v = view.current;
    const minS = Math.min(w, h) / t.size / 2;
    v.s = Math.min(MAX_SCALE, Math.max(minS, v.s));
    v.vx = Math.min(t.size - w / v.s / 2, Math.max(-w / v.s / 2, v.vx));
    v.vy = Math.min(t.size - h / v.s / 2, Math.max(-h / v.s / 2, v.vy));
    // the view as the next frame draws it (read by the tests)
    canvas.current!.dataset.view = JSON.stringify({ s: v.s, vx: v.vx, vy: v.vy, left: LEFT, top: TOP, width: w, height: h, size: t.size });
  };

  const draw = () => {
    const c = canvas.current;
    const t = table.current;
    if (!c) return;
    const dpr = window.devicePixelRatio || 1;
    const cw = c.clientWidth;
    const ch = c.clientHeight;
    if (c.width !== Math.round(cw * dpr) || c.height !== Math.round(ch * dpr)) {
      c.width = Math.round(cw * dpr);
      c.height = Math.round(ch * dpr);
    }
    const ctx = c.getContext("2d")!;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, cw, ch);
    const { w, h } = area();
    ctx.strokeStyle = "#999";
    ctx.strokeRect(LEFT - 0.5, TOP - 0.5, w + 1, h + 1);
    if (!t || !bitmap.current) return;
    const { s, vx, vy } = view.current;
    const n = t.size;
    const bottom = TOP + h;
    ctx.save();
    ctx.beginPath();
    ctx.rect(LEFT, TOP, w, h);
    ctx.clip();
    ctx.imageSmoothingEnabled = false;
    ctx.translate(LEFT - vx * s, bottom - (n - vy) * s);
    ctx.scale(s, s);
    ctx.drawImage(bitmap.current, 0, 0);
    ctx.restore();
    // visible cells
    const x0 = Math.max(0, Math.floor(vx));
    const x1 = Math.min(n - 1, Math.ceil(vx + w / s));
    const y0 = Math.max(0, Math.floor(vy));
    const y1 = Math.min(n - 1, Math.ceil(vy + h / s));
    const px = (x: number) => LEFT + (x - vx) * s;
    const py = (y: number) => bottom - (y - vy) * s;
    ctx.save();
    ctx.beginPath();
    ctx.rect(LEFT, TOP, w, h);
    ctx.clip();
    if (s >= 8) {
      ctx.strokeStyle = "rgba(255,255,255,0.6)";
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = x0; x <= x1 + 1; x++) {
        ctx.moveTo(Math.round(px(x)) + 0.5, py(y0));
        ctx.lineTo(Math.round(px(x)) + 0.5, py(y1 + 1));
      }
      for (let y = y0; y <= y1 + 1; y++) {
        ctx.moveTo(px(x0), Math.round(py(y)) + 0.5);
        ctx.lineTo(px(x1 + 1), Math.round(py(y)) + 0.5);
      }
      ctx.stroke();
    }
    if (s >= 22) {
      const lut = palette(t.max, showPRef.current);
      ctx.font = `${Math.min(16, Math.floor(s / 2.6))}px ui-monospace, monospace`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      for (let x = x0; x <= x1; x++) {
        for (let y = y0; y <= y1; y++) {
          const g = t.values[x * n + y]!;
          const c32 = lut[g]!;
          const lum = 0.299 * (c32 & 255) + 0.587 * ((c32 >>> 8) & 255) + 0.114 * ((c32 >>> 16) & 255);
          ctx.fillStyle = lum > 150 ? "#222" : "#fff";
          ctx.fillText(String(g), px(x + 0.5), py(y + 0.5));
        }
      }
    }
    if (s < 2 && showPRef.current) {
      // small cells would drop P-positions from the picture: draw them on top, two pixels wide
      const side = 2;
      ctx.fillStyle = P_CSS;
      const z = t.zeros;
      for (let i = 0; i < z.length; i += 2) {
        const zx = z[i]!;
        const zy = z[i + 1]!;
        if (zx < x0 || zx > x1 || zy < y0 || zy > y1) continue;
        ctx.fillRect(px(zx + 0.5) - side / 2, py(zy + 0.5) - side / 2, side, side);
      }
    }
    const m = marked.current;
    if (m && m.x < n && m.y < n) {
      ctx.strokeStyle = "#000";
      ctx.lineWidth = 2;
      ctx.strokeRect(px(m.x) - 1, py(m.y + 1) - 1, Math.max(3, s) + 2, Math.max(3, s) + 2);
      ctx.strokeStyle = "#fff";
      ctx.lineWidth = 1;
      ctx.strokeRect(px(m.x) - 2.5, py(m.y + 1) - 2.5, Math.max(3, s) + 5, Math.max(3, s) + 5);
    }
    ctx.restore();
    // axes: ticks at cell centres
    ctx.fillStyle = "#333";
    ctx.strokeStyle = "#333";
    ctx.font = "12px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    const xs = tickStep(w / s, Math.max(2, Math.floor(w / 90)));
    ctx.beginPath();
    for (let x = Math.ceil(Math.max(0, vx) / xs) * xs; x <= x1; x += xs) {
      const at = px(x + 0.5);
      if (at < LEFT || at > LEFT + w) continue;
      ctx.moveTo(at, bottom);
      ctx.lineTo(at, bottom + 4);
      ctx.fillText(String(x), at, bottom + 6);
    }
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    const ys = tickStep(h / s, Math.max(2, Math.floor(h / 60)));
    for (let y = Math.ceil(Math.max(0, vy) / ys) * ys; y <= y1; y += ys) {
      const at = py(y + 0.5);
      if (at < TOP || at > bottom) continue;
      ctx.moveTo(LEFT, at);
      ctx.lineTo(LEFT - 4, at);
      ctx.fillText(String(y), LEFT - 6, at);
    }
    ctx.stroke();
    ctx.textAlign = "center";
    ctx.textBaseline = "bottom";
    ctx.fillText("x →", LEFT + w / 2, ch - 1);
    ctx.save();
    ctx.translate(12, TOP + h / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText("y →", 0, 6);
    ctx.restore();
    c.dataset.view = JSON.stringify({ s, vx, vy, left: LEFT, top: TOP, width: w, height: h, size: n });
  };

  const redraw = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  };

  const makeBitmap = async (t: Table, p: boolean) => {
    const image = heatPixels(t.values, t.size, t.max, p);
    bitmap.current?.close();
    bitmap.current = await createImageBitmap(image);
  };

  // compute the table when the size changes
  useEffect(() => {
    const c = canvas.current!;
    c.dataset.state = "computing";
    setStatus({ state: "computing", text: `Computing the ${size.toLocaleString("en-US")} × ${size.toLocaleString("en-US")} table…` });
    timing.current.start = performance.now();
    table.current = null;
    const request: WythoffRequest = { id: 1, size, showP: showPRef.current };
    const worker = new Worker(new URL("./wythoffWorker.ts", import.meta.url), { type: "module" });
    let live = true;
    // Preact runs this effect's cleanup after the next paint, but empties the canvas ref at
    // once: an answer arriving in between finds no canvas, and the map has left the page
    const gone = () => !live || canvas.current === null;
    worker.onmessage = async (e: MessageEvent<WythoffAnswer>) => {
      worker.terminate();
      if (gone()) return;
      const a = e.data;
      if (a.type === "error") {
        setStatus({ state: "error", text: a.message });
        c.dataset.state = "error";
        return;
      }
      const received = performance.now();
      const t = { size: a.size, values: a.values, max: a.max, zeros: zerosOf(a.values, a.size) };
      table.current = t;
      bitmap.current?.close();
      bitmap.current = a.bitmap;
      // made for the highlighting asked then; made again here if it changed meanwhile
      if (!a.bitmap || showPRef.current !== request.showP) await makeBitmap(t, showPRef.current);
      if (gone()) return;
      fitView();
      draw();
      const done = performance.now();
      const drawMs = done - received + a.pictureMs;
      const totalMs = done - timing.current.start;
      c.dataset.computeMs = a.ms.toFixed(1);
      c.dataset.drawMs = drawMs.toFixed(1);
      c.dataset.totalMs = totalMs.toFixed(1);
      c.dataset.state = "ready";
      setStatus({
        state: "ready",
        text: `${size.toLocaleString("en-US")} × ${size.toLocaleString("en-US")} positions, values 0 … ${a.max.toLocaleString("en-US")}: computed in ${Math.round(a.ms)} ms, coloured and drawn in ${Math.round(drawMs)} ms.`,
      });
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (!gone()) setStatus({ state: "error", text: `the table could not be computed: ${e.message || "out of memory?"}` });
    };
    worker.postMessage(request);
    return () => {
      live = false;
      worker.terminate();
    };
  }, [size]);

  // recolour when P-positions are switched
  useEffect(() => {
    const t = table.current;
    if (!t) return;
    void makeBitmap(t, showP).then(redraw);
  }, [showP]);

  useEffect(() => {
    const on = () => {
      if (!canvas.current) return;
      if (isFitted.current) fitView();
      else clamp();
      redraw();
    };
    addEventListener("resize", on);
    return () => removeEventListener("resize", on);
  }, []);

  const cellAt = (clientX: number, clientY: number) => {
    const c = canvas.current!;
    const r = c.getBoundingClientRect();
    const { w, h } = area();
    const mx = clientX - r.left;
    const my = clientY - r.top;
    if (mx < LEFT || mx > LEFT + w || my < TOP || my > TOP + h) return null;
    const v = view.current;
    return { x: Math.floor(v.vx + (mx - LEFT) / v.s), y: Math.floor(v.vy + (TOP + h - my) / v.s), mx, my };
  };

  const describe = (x: number, y: number) => {
    const t = table.current;
    if (!t || x < 0 || y < 0 || x >= t.size || y >= t.size) return null;
    const g = t.values[x * t.size + y]!;
    return `(x, y) = (${x}, ${y}): G = ${g}${g === 0 ? " — a P-position: the player to move loses" : " — the player to move wins"}`;
  };

  const zoomAt = (factor: number, mx?: number, my?: number) => {
    const { w, h } = area();
    const v = view.current;
    const ax = mx ?? LEFT + w / 2;
    const ay = my ?? TOP + h / 2;
    const cx = v.vx + (ax - LEFT) / v.s;
    const cy = v.vy + (TOP + h - ay) / v.s;
    isFitted.current = false;
    v.s *= factor;
    clamp();
    v.vx = cx - (ax - LEFT) / v.s;
    v.vy = cy - (TOP + h - ay) / v.s;
    clamp();
    redraw();
  };

  const pan = (dx: number, dy: number) => {
    const v = view.current;
    isFitted.current = false;
    v.vx += dx / v.s;
    v.vy += dy / v.s;
    clamp();
    redraw();
  };

  const drag = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, y: e.clientY };
    (e.currentTarget as HTMLCanvasElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (drag.current) {
      const dx = e.clientX - drag.current.x;
      const dy = e.clientY - drag.current.y;
      drag.current = { x: e.clientX, y: e.clientY };
      if (dx !== 0 || dy !== 0) pan(-dx, dy);
    }
    const cell = cellAt(e.clientX, e.clientY);
    const text = cell && describe(cell.x, cell.y);
    if (text && cell) {
      setReadout(text);
      marked.current = { x: cell.x, y: cell.y };
      redraw();
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    drag.current = null;
    (e.currentTarget as HTMLCanvasElement).releasePointerCapture(e.pointerId);
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const r = canvas.current!.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.25 : 0.8, e.clientX - r.left, e.clientY - r.top);
  };
  useEffect(() => {
    const c = canvas.current!;
    c.addEventListener("wheel", onWheel, { passive: false });
    return () => c.removeEventListener("wheel", onWheel);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const { w, h } = area();
    const step = e.shiftKey ? 0.5 : 0.1;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(-w * step, 0),
      ArrowRight: () => pan(w * step, 0),
      ArrowUp: () => pan(0, h * step),
      ArrowDown: () => pan(0, -h * step),
      "+": () => zoomAt(1.5),
      "=": () => zoomAt(1.5),
      "-": () => zoomAt(1 / 1.5),
      "0": () => {
        fitView();
        redraw();
      },
      Home: () => {
        fitView();
        redraw();
      },
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };

  const show = (e: Event) => {
    e.preventDefault();
    const t = table.current;
    const x = Number(goX);
    const y = Number(goY);
    if (!t) return;
    const text = /^\d+$/.test(goX.trim()) && /^\d+$/.test(goY.trim()) ? describe(x, y) : null;
    if (!text) {
      setReadout(`Type two whole numbers from 0 to ${t.size - 1} for x and y.`);
      return;
    }
    const { w, h } = area();
    const v = view.current;
    isFitted.current = false;
    if (v.s < 24) v.s = 32;
    v.vx = x + 0.5 - w / v.s / 2;
    v.vy = y + 0.5 - h / v.s / 2;
    clamp();
    marked.current = { x, y };
    setReadout(text);
    redraw();
  };

  return (
    <div class="wythoff">
      <p class="lead">
        Wythoff's game: a move takes any number of tokens from one pile, or the same number from both. Each cell (x, y) is a position, coloured by its Grundy value G; the{" "}
        <span class="swatch p">P-positions</span> (G = 0, where the player to move loses) lie on two lines of slopes φ and 1/φ.
      </p>
      <div class="controls">
        <span>
          <label for="wythoff-size">Size</label>{" "}
          <select id="wythoff-size" value={String(size)} onChange={(e) => setSize(Number((e.currentTarget as HTMLSelectElement).value))}>
            {SIZES.map((n) => (
              <option value={String(n)} key={n}>
                {n} × {n}
              </option>
            ))}
          </select>
        </span>
        <label>
          <input type="checkbox" checked={showP} onChange={(e) => setShowP((e.currentTarget as HTMLInputElement).checked)} /> Highlight P-positions
        </label>
        <fieldset class="group">
          <legend class="visually-hidden">Zoom</legend>
          <button type="button" onClick={() => zoomAt(1.5)} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => zoomAt(1 / 1.5)} aria-label="Zoom out">
            −
          </button>
          <button
            type="button"
            onClick={() => {
              fitView();
              redraw();
            }}
          >
            Fit
          </button>
        </fieldset>
        <form class="group" onSubmit={show} aria-label="Look up a position">
          <label>
            x <input type="number" min="0" value={goX} onInput={(e) => setGoX((e.currentTarget as HTMLInputElement).value)} class="small" />
          </label>
          <label>
            y <input type="number" min="0" value={goY} onInput={(e) => setGoY((e.currentTarget as HTMLInputElement).value)} class="small" />
          </label>
          <button type="submit">Show</button>
        </form>
      </div>
      <canvas
        ref={canvas}
        class="heatmap"
        tabIndex={0}
        role="img"
        aria-label="Heat map of Wythoff's Grundy values: x to the right, y upwards. Arrow keys pan, + and − zoom, 0 fits the whole table."
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      />
      {table.current && status.state === "ready" && (
        <p class="legend">
          <span class="swatch p">G = 0</span> <span>G = 1</span> <span class="bar" aria-hidden="true" /> <span>G = {table.current.max.toLocaleString("en-US")}</span>
        </p>
      )}
      <output class="readout" aria-live="polite" data-testid="wythoff-readout">
        {readout}
      </output>
      <p class={`status ${status.state}`} role="status">
        {status.text}
      </p>
      <p class="hint">Drag or use the arrow keys to pan; the mouse wheel, + and − zoom; zoomed in far enough, each cell shows its value.</p>
    </div>
  );
}
