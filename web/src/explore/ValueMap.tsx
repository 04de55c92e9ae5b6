// A heat map of Grundy values over two coordinates, for any family with a grid (two piles,
// two heaps, two coordinates): the table from a Worker, one pixel a position in a bitmap drawn at
// any zoom (nearest neighbour), panned by dragging or with the arrow keys; the values appear
// in the cells once they are large enough to hold them, and a legend says what the colours are.
import { FAMILIES, type Grid } from "sprague-grundy";
import { useEffect, useRef, useState } from "preact/hooks";
import { naturalParam, writeExploreHash } from "./hashState.ts";
import { MapCanvas } from "./MapCanvas.tsx";
import { MapControls, SIZES } from "./MapControls.tsx";
import { MapLegend } from "./MapLegend.tsx";
import { makeBitmap, type MapStatus, useMapTable } from "./useMapTable.ts";
import { useMapView } from "./useMapView.ts";

/** The families the map draws: those whose record has a grid, in the registry's order. */
export const MAP_GAMES: readonly { name: string; grid: Grid }[] = FAMILIES.flatMap((f) => (f.grid ? [{ name: f.name, grid: f.grid }] : []));
const DEFAULT_SIZE = 512;
/** The map first shown: the registry's first family with a grid. */
const DEFAULT_GAME = MAP_GAMES[0]!.name;

/**
 * The heat map section.
 *
 * @param props.params - the URL's parameters (game, size, P-positions shown)
 */
export function ValueMap({ params }: { params: URLSearchParams }) {
  const asked = naturalParam(params, "size", DEFAULT_SIZE);
  const [game, setGame] = useState(MAP_GAMES.find((g) => g.name === params.get("game"))?.name ?? DEFAULT_GAME);
  const [size, setSize] = useState<number>((SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_SIZE);
  const [showP, setShowP] = useState(params.get("p") !== "0");
  // handlers registered once read the latest choice through this
  const showPRef = useRef(showP);
  showPRef.current = showP;
  const [status, setStatus] = useState<MapStatus>({ state: "computing", text: "" });
  const [readout, setReadout] = useState("Point at the map (or type x and y above and press Show) to read a Grundy value.");
  const canvas = useRef<HTMLCanvasElement>(null);
  const map = useMapView(canvas, showPRef);
  const grid = MAP_GAMES.find((g) => g.name === game)!.grid;
  useMapTable(game, size, canvas, map, showPRef, setStatus);

  // the link changes with the choices; arriving leaves it as it was (#explore stays #explore)
  const arrived = useRef(true);
  useEffect(() => {
    if (arrived.current) arrived.current = false;
    else writeExploreHash("map", { game: game === DEFAULT_GAME ? undefined : game, size, p: showP ? undefined : "0" });
  }, [game, size, showP]);
  // recolour when P-positions are switched
  useEffect(() => {
    const t = map.table.current;
    if (t) void makeBitmap(map, t, showP).then(map.redraw);
  }, [showP]);
  useEffect(() => {
    const on = () => {
      if (!canvas.current) return;
      if (map.isFitted.current) map.fitView();
      else map.clamp();
      map.redraw();
    };
    addEventListener("resize", on);
    return () => removeEventListener("resize", on);
  }, []);

  const describe = (x: number, y: number) => {
    const t = map.table.current;
    if (!t || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= t.size || y >= t.size) return null;
    const g = t.values[x * t.size + y]!;
    return `(x, y) = (${x}, ${y}): G = ${g}${g === 0 ? " — a P-position: the player to move loses" : " — the player to move wins"} (${grid.text(x, y)})`;
  };
  const show = (x: number, y: number) => {
    const t = map.table.current;
    const text = t && describe(x, y);
    if (!t) return;
    if (!text) return setReadout(`Type two whole numbers from 0 to ${t.size - 1} for x and y.`);
    map.centreOn(x, y);
    map.marked.current = { x, y };
    setReadout(text);
    map.redraw();
  };
  const point = (x: number, y: number) => {
    const text = describe(x, y);
    if (!text) return;
    setReadout(text);
    map.marked.current = { x, y };
    map.redraw();
  };

  return (
    <div class="value-map">
      <p class="lead">
        {grid.title}: {grid.about} Each cell (x, y) is a position, coloured by its Grundy value G.
      </p>
      <MapControls games={MAP_GAMES} game={game} setGame={setGame} size={size} setSize={setSize} showP={showP} setShowP={setShowP} map={map} onShow={show} />
      <MapCanvas canvas={canvas} map={map} onPoint={point} title={grid.title} />
      {map.table.current && status.state === "ready" && <MapLegend max={map.table.current.max} showP={showP} />}
      <output class="readout" aria-live="polite" data-testid="map-readout">
        {readout}
      </output>
      <p class={`status ${status.state}`} role="status">
        {status.text}
      </p>
      <p class="hint">Drag or use the arrow keys to pan; the mouse wheel, + and − zoom; zoomed in far enough, each cell shows its value.</p>
    </div>
  );
}
