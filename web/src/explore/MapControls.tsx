// The heat map's controls: the game (when more than one family has a grid), the size, the
// P-positions' highlighting, zoom buttons and a position looked up by its coordinates.
import type { Grid } from "sprague-grundy";
import { useState } from "preact/hooks";
import type { MapView } from "./useMapView.ts";

/** The sides a map is drawn at. */
export const SIZES = [64, 256, 512, 1024, 2048, 4096] as const;

interface Props {
  games: readonly { name: string; grid: Grid }[];
  game: string;
  setGame: (game: string) => void;
  size: number;
  setSize: (size: number) => void;
  showP: boolean;
  setShowP: (showP: boolean) => void;
  map: MapView;
  /** Told the coordinates typed (NaN when not a number). */
  onShow: (x: number, y: number) => void;
}

/** The row of controls above a map. */
export function MapControls({ games, game, setGame, size, setSize, showP, setShowP, map, onShow }: Props) {
  const [goX, setGoX] = useState("8");
  const [goY, setGoY] = useState("4");
  const value = (e: Event) => (e.currentTarget as HTMLInputElement | HTMLSelectElement).value;
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  return (
    <div class="controls">
      <span>
        <label for="map-game">Game</label>{" "}
        <select id="map-game" value={game} onChange={(e) => setGame(value(e))}>
          {games.map((g) => (
            <option value={g.name} key={g.name}>
              {g.grid.title}
            </option>
          ))}
        </select>
      </span>
      <span>
        <label for="map-size">Size</label>{" "}
        <select id="map-size" value={String(size)} onChange={(e) => setSize(Number(value(e)))}>
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
        <button type="button" onClick={() => map.zoomAt(1.5)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => map.zoomAt(1 / 1.5)} aria-label="Zoom out">
          −
        </button>
        <button
          type="button"
          onClick={() => {
            map.fitView();
            map.redraw();
          }}
        >
          Fit
        </button>
      </fieldset>
      <form
        class="group"
        aria-label="Look up a position"
        onSubmit={(e) => {
          e.preventDefault();
          onShow(whole(goX), whole(goY));
        }}
      >
        <label>
          x <input type="number" min="0" value={goX} onInput={(e) => setGoX(value(e))} class="small" />
        </label>
        <label>
          y <input type="number" min="0" value={goY} onInput={(e) => setGoY(value(e))} class="small" />
        </label>
        <button type="submit">Show</button>
      </form>
    </div>
  );
}
