// The heat map's view on its canvas: the table and its bitmap, the zoom and pan (fit, clamp,
// zoom about a point, pan by pixels), the marked cell, and a frame drawn at most once per
// animation frame. The component holds the controls; this hook holds what the canvas shows.
import { useRef } from "preact/hooks";
import type { RefObject } from "preact";
import { drawHeatMap, LEFT, plotArea, type Table, TOP, type View } from "./heatMapDraw.ts";

const MAX_SCALE = 96;

/** The view of a map: refs read by the handlers, and what moves and draws it. */
export function useMapView(canvas: RefObject<HTMLCanvasElement | null>, showP: { current: boolean }) {
  const table = useRef<Table | null>(null);
  const bitmap = useRef<ImageBitmap | null>(null);
  const view = useRef<View>({ s: 1, vx: 0, vy: 0 });
  const marked = useRef<{ x: number; y: number } | null>(null);
  const frame = useRef(0);
  /** the whole table is in view, as Fit left it (a resize fits it again) */
  const isFitted = useRef(true);
  const area = () => plotArea(canvas.current!);

  const clamp = () => {
    const t = table.current;
    if (!t) return;
    const { w, h } = area();
    const v = view.current;
    v.s = Math.min(MAX_SCALE, Math.max(Math.min(w, h) / t.size / 2, v.s));
    v.vx = Math.min(t.size - w / v.s / 2, Math.max(-w / v.s / 2, v.vx));
    v.vy = Math.min(t.size - h / v.s / 2, Math.max(-h / v.s / 2, v.vy));
    // the view as the next frame draws it (read by the tests)
    canvas.current!.dataset.view = JSON.stringify({ s: v.s, vx: v.vx, vy: v.vy, left: LEFT, top: TOP, width: w, height: h, size: t.size });
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
  const draw = () => {
    const c = canvas.current;
    if (c) drawHeatMap(c, { table: table.current, bitmap: bitmap.current, view: view.current, marked: marked.current, showP: showP.current });
  };
  const redraw = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  };
  return { table, bitmap, marked, isFitted, area, clamp, fitView, draw, redraw, ...moves(view, isFitted, area, clamp, redraw) };
}

/** Zoom about a point, pan by pixels, centre a cell, and the cell under a pointer. */
function moves(view: { current: View }, isFitted: { current: boolean }, area: () => { w: number; h: number }, clamp: () => void, redraw: () => void) {
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
  const centreOn = (x: number, y: number) => {
    const { w, h } = area();
    const v = view.current;
    isFitted.current = false;
    if (v.s < 24) v.s = 32;
    v.vx = x + 0.5 - w / v.s / 2;
    v.vy = y + 0.5 - h / v.s / 2;
    clamp();
  };
  const cellAt = (c: HTMLCanvasElement, clientX: number, clientY: number) => {
    const r = c.getBoundingClientRect();
    const { w, h } = area();
    const mx = clientX - r.left;
    const my = clientY - r.top;
    if (mx < LEFT || mx > LEFT + w || my < TOP || my > TOP + h) return null;
    const v = view.current;
    return { x: Math.floor(v.vx + (mx - LEFT) / v.s), y: Math.floor(v.vy + (TOP + h - my) / v.s), mx, my };
  };
  return { zoomAt, pan, centreOn, cellAt };
}

/** What useMapView returns. */
export type MapView = ReturnType<typeof useMapView>;
