// Wythoff's Grundy values as a heat map on a canvas: the table from a Worker, one pixel a
// position in a bitmap drawn at any zoom (nearest neighbour), panned by dragging or with the
// arrow keys; the values appear in the cells once they are large enough to hold them.
import { useEffect, useRef, useState } from "preact/hooks";
import { naturalParam, writeExploreHash } from "./hashState.ts";
import { heatPixels } from "./heatColours.ts";
import { drawHeatMap, LEFT, plotArea, type Table, TOP, type View, zerosOf } from "./heatMapDraw.ts";
import type { WythoffAnswer, WythoffRequest } from "./wythoffWorker.ts";

const SIZES = [64, 256, 512, 1024, 2048, 4096] as const;
const DEFAULT_SIZE = 512;
const MAX_SCALE = 96;

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

  const area = () => plotArea(canvas.current!);

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
    if (c) drawHeatMap(c, { table: table.current, bitmap: bitmap.current, view: view.current, marked: marked.current, showP: showPRef.current });
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
