// The heat map's table: computed in a Worker when the game or the size changes, then coloured
// into a bitmap, fitted and drawn; the canvas's data-state and timings tell the tests.
import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";
import { heatPixels } from "./heatColours.ts";
import { zerosOf, type Table } from "./heatMapDraw.ts";
import type { MapAnswer, MapRequest } from "./mapWorker.ts";
import type { MapView } from "./useMapView.ts";

/** What the map says under itself: computing, ready (with the timings) or an error. */
export type MapStatus = { state: "computing" | "ready" | "error"; text: string };

/** Colours a table into the view's bitmap (again when the P-positions are switched). */
export async function makeBitmap(map: MapView, t: Table, showP: boolean): Promise<void> {
  const image = heatPixels(t.values, t.size, t.max, showP);
  map.bitmap.current?.close();
  map.bitmap.current = await createImageBitmap(image);
}

/** Computes the table of `game` at side `size` whenever either changes, and shows it. */
export function useMapTable(
  game: string,
  size: number,
  canvas: RefObject<HTMLCanvasElement | null>,
  map: MapView,
  showP: { current: boolean },
  setStatus: (s: MapStatus) => void,
): void {
  useEffect(() => {
    const c = canvas.current!;
    c.dataset.state = "computing";
    const side = size.toLocaleString("en-US");
    setStatus({ state: "computing", text: `Computing the ${side} × ${side} table…` });
    const start = performance.now();
    map.table.current = null;
    const request: MapRequest = { id: 1, game, size, showP: showP.current };
    const worker = new Worker(new URL("./mapWorker.ts", import.meta.url), { type: "module" });
    let live = true;
    // Preact runs this effect's cleanup after the next paint, but empties the canvas ref at
    // once: an answer arriving in between finds no canvas, and the map has left the page
    const gone = () => !live || canvas.current === null;
    worker.onmessage = async (e: MessageEvent<MapAnswer>) => {
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
      map.table.current = t;
      map.bitmap.current?.close();
      map.bitmap.current = a.bitmap;
      // made for the highlighting asked then; made again here if it changed meanwhile
      if (!a.bitmap || showP.current !== request.showP) await makeBitmap(map, t, showP.current);
      if (gone()) return;
      map.fitView();
      map.draw();
      const done = performance.now();
      const drawMs = done - received + a.pictureMs;
      c.dataset.computeMs = a.ms.toFixed(1);
      c.dataset.drawMs = drawMs.toFixed(1);
      c.dataset.totalMs = (done - start).toFixed(1);
      c.dataset.state = "ready";
      setStatus({
        state: "ready",
        text: `${side} × ${side} positions, values 0 … ${a.max.toLocaleString("en-US")}: computed in ${Math.round(a.ms)} ms, coloured and drawn in ${Math.round(drawMs)} ms.`,
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
  }, [game, size]);
}
