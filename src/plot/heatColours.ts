// The heat maps' colour scale, shared by `grundy plot` and the lab: G = 0 (the P-positions) in
// crimson, other values on a sequential scale from pale yellow (small) to deep blue (large).
import { tickStep } from "./axes.js";
import type { Rgb } from "./surface.js";

/** The colour of G = 0, the P-positions. */
export const P_COLOUR: Rgb = [220, 20, 60];
const STOPS: Rgb[] = [
  [255, 255, 217],
  [199, 233, 180],
  [65, 182, 196],
  [34, 94, 168],
  [8, 29, 88],
];

/** Colour of a value t in [0, 1] on the sequential scale (t = G / the largest G drawn). */
export function scale(t: number): Rgb {
  const x = Math.min(1, Math.max(0, t)) * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(x));
  const f = x - i;
  const a = STOPS[i]!;
  const b = STOPS[i + 1]!;
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** The values marked on a colour bar from 1 to max: 1, round steps between, and max. */
export function legendTicks(max: number): number[] {
  if (max <= 1) return [1];
  const step = Math.max(1, tickStep(max, 4));
  const out = [1];
  for (let t = step; t < max; t += step) if (t - out[out.length - 1]! >= step / 2 && max - t >= step / 2) out.push(t);
  out.push(max);
  return out;
}
