/** The distance between about `count` ticks over `range`: 1, 2 or 5 times a power of ten. @internal */
export function tickStep(range, count) {
    const raw = range / count;
    const p = 10 ** Math.floor(Math.log10(raw));
    return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}
/** Round tick values covering [0, max]: 1, 2 or 5 times a power of ten apart. @internal */
export function ticks(max, count = 5) {
    if (max <= 0)
        return [0];
    const step = tickStep(max, count);
    const out = [];
    for (let t = 0; t <= max + 1e-9; t += step)
        out.push(Math.round(t));
    return out;
}
export const INK = [40, 40, 40];
export const GRID = [225, 225, 225];
/**
 * Draws a frame with ticks: x runs left to right over [0, xMax], y bottom to top over
 * [0, yMax]; the maps from data to pixels are returned.
 * @internal
 */
export function drawAxes(s, f, xMax, yMax, labels, grid = false) {
    const px = (x) => f.left + (xMax === 0 ? 0 : (x / xMax) * f.width);
    const py = (y) => f.top + f.height - (yMax === 0 ? 0 : (y / yMax) * f.height);
    if (grid)
        for (const t of ticks(yMax))
            s.line(f.left, py(t), f.left + f.width, py(t), GRID);
    s.line(f.left, f.top + f.height, f.left + f.width, f.top + f.height, INK);
    s.line(f.left, f.top, f.left, f.top + f.height, INK);
    for (const t of ticks(xMax)) {
        s.line(px(t), f.top + f.height, px(t), f.top + f.height + 5, INK);
        s.text(px(t), f.top + f.height + 16, String(t), { anchor: "middle", size: 11, color: INK });
    }
    for (const t of ticks(yMax)) {
        s.line(f.left - 5, py(t), f.left, py(t), INK);
        s.text(f.left - 8, py(t), String(t), { anchor: "end", size: 11, color: INK });
    }
    s.text(f.left + f.width / 2, f.top + f.height + 36, labels.x, { anchor: "middle", size: 13, color: INK });
    s.text(f.left - 44, f.top + f.height / 2, labels.y, { anchor: "middle", size: 13, color: INK, vertical: true });
    s.text(f.left, f.top - 20, labels.title, { size: 15, color: INK });
    return { px, py };
}
//# sourceMappingURL=axes.js.map