// The heat map's canvas and its handlers: drag to pan, the wheel to zoom, the keyboard (arrows
// pan, + and − zoom, 0 or Home fits), and the cell under the pointer read out.
import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { MapView } from "./useMapView.ts";

interface Props {
  canvas: RefObject<HTMLCanvasElement | null>;
  map: MapView;
  /** Told the cell under the pointer. */
  onPoint: (x: number, y: number) => void;
  /** The game's name, for the canvas's label. */
  title: string;
}

/** The canvas of a map, with its pointer, wheel and keyboard handlers. */
export function MapCanvas({ canvas, map, onPoint, title }: Props) {
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
      if (dx !== 0 || dy !== 0) map.pan(-dx, dy);
    }
    const cell = map.cellAt(canvas.current!, e.clientX, e.clientY);
    if (cell) onPoint(cell.x, cell.y);
  };
  const onPointerUp = (e: PointerEvent) => {
    drag.current = null;
    (e.currentTarget as HTMLCanvasElement).releasePointerCapture(e.pointerId);
  };
  useEffect(() => {
    const c = canvas.current!;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = c.getBoundingClientRect();
      map.zoomAt(e.deltaY < 0 ? 1.25 : 0.8, e.clientX - r.left, e.clientY - r.top);
    };
    c.addEventListener("wheel", onWheel, { passive: false });
    return () => c.removeEventListener("wheel", onWheel);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    const { w, h } = map.area();
    const step = e.shiftKey ? 0.5 : 0.1;
    const fit = () => {
      map.fitView();
      map.redraw();
    };
    const keys: Record<string, () => void> = {
      ArrowLeft: () => map.pan(-w * step, 0),
      ArrowRight: () => map.pan(w * step, 0),
      ArrowUp: () => map.pan(0, h * step),
      ArrowDown: () => map.pan(0, -h * step),
      "+": () => map.zoomAt(1.5),
      "=": () => map.zoomAt(1.5),
      "-": () => map.zoomAt(1 / 1.5),
      "0": fit,
      Home: fit,
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };
  return (
    <canvas
      ref={canvas}
      class="heatmap"
      tabIndex={0}
      role="img"
      aria-label={`Heat map of the Grundy values of ${title}: x to the right, y upwards. Arrow keys pan, + and − zoom, 0 fits the whole table.`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
