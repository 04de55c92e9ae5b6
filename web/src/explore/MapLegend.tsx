// The heat map's legend: what a colour means. G = 0 (the P-positions) in crimson when they are
// highlighted, then a colour bar from G = 1 to the largest value with round values marked
// under it, drawn from the same scale as the map.
import { heatScale, legendTicks, P_COLOUR } from "sprague-grundy";

const css = (c: readonly number[]) => `rgb(${c.map((v) => Math.round(v)).join(",")})`;

/**
 * The legend of a map whose values run from 0 to `max`.
 *
 * @param props.max - the largest value on the map
 * @param props.showP - whether G = 0 is drawn in crimson
 */
export function MapLegend({ max, showP }: { max: number; showP: boolean }) {
  const top = Math.max(1, max);
  // the bar's colours at eleven points from G = 1 to G = max, as the map colours them
  const stops = Array.from({ length: 11 }, (_, i) => css(heatScale((1 + (i / 10) * (top - 1)) / top)));
  const at = (g: number) => (top === 1 ? 0 : ((g - 1) / (top - 1)) * 100);
  return (
    <div class="map-legend" data-testid="map-legend">
      <p class="legend-caption">Each cell's colour is its Grundy value G:</p>
      <div class="legend-row">
        <span class="legend-p">
          <span class="legend-swatch" style={{ background: css(showP ? P_COLOUR : heatScale(0)) }} /> G = 0{showP ? " (P-position: the player to move loses)" : ""}
        </span>
        <span class="legend-scale">
          <span class="legend-bar" style={{ background: `linear-gradient(to right, ${stops.join(", ")})` }} aria-hidden="true" />
          <span class="legend-ticks">
            {legendTicks(top).map((g) => (
              <span key={g} style={{ left: `${at(g)}%` }}>
                {g.toLocaleString("en-US")}
              </span>
            ))}
          </span>
        </span>
      </div>
      <p class="legend-caption">Pale: small G; dark blue: large G (up to {top.toLocaleString("en-US")}).</p>
    </div>
  );
}
