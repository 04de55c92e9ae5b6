// The heat map's colours: the CLI plot's scale (src/plot/heatColours.ts), P-positions in
// crimson when highlighted. Used by the Worker (first picture) and the page (recolouring).
import { heatScale as scale, P_COLOUR } from "sprague-grundy";

/** The P-positions' colour for the canvas. */
export const P_CSS = `rgb(${P_COLOUR.join(",")})`;

/** 0xAABBGGRR colours (little-endian RGBA) for the values 0 … max. */
export function palette(max: number, showP: boolean): Uint32Array {
  const lut = new Uint32Array(max + 1);
  for (let g = 0; g <= max; g++) {
    const [r, gr, b] = g === 0 && showP ? P_COLOUR : scale(g / Math.max(1, max));
    lut[g] = (0xff << 24) | (Math.round(b) << 16) | (Math.round(gr) << 8) | Math.round(r);
  }
  return lut;
}

/**
 * The table G(x, y) (at x·n + y) as an image: x to the right, y upwards (row r of the image
 * is y = n − 1 − r).
 */
export function heatPixels(values: Uint32Array, n: number, max: number, showP: boolean): ImageData {
  const lut = palette(max, showP);
  const image = new ImageData(Math.max(1, n), Math.max(1, n));
  const out = new Uint32Array(image.data.buffer);
  for (let y = 0; y < n; y++) {
    const row = (n - 1 - y) * n;
    for (let x = 0; x < n; x++) out[row + x] = lut[values[x * n + y]!]!;
  }
  return image;
}
