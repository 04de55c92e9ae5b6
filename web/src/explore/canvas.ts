// The start of every frame of Explore's canvases (the heat map, the sequence chart).

/**
 * Sizes a canvas's backing store to its CSS size times the device pixel ratio, scales the
 * context to CSS pixels and clears it to white.
 *
 * @param canvas - the canvas to draw on
 * @returns its 2D context and its width and height in CSS pixels
 */
export function clearedContext(canvas: HTMLCanvasElement): { ctx: CanvasRenderingContext2D; cw: number; ch: number } {
  const dpr = window.devicePixelRatio || 1;
  const cw = canvas.clientWidth;
  const ch = canvas.clientHeight;
  if (canvas.width !== Math.round(cw * dpr) || canvas.height !== Math.round(ch * dpr)) {
    canvas.width = Math.round(cw * dpr);
    canvas.height = Math.round(ch * dpr);
  }
  const ctx = canvas.getContext("2d")!;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, cw, ch);
  return { ctx, cw, ch };
}
