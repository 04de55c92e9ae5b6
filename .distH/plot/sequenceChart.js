import { drawAxes, INK } from "./axes.js";
export const COMMON_COLOUR = [49, 99, 149];
export const RARE_COLOUR = [220, 20, 60];
export const PERIOD_COLOUR = [0, 140, 70];
export const CHART_SIZE = { width: 960, height: 480 };
/**
 * Draws G(n) against n: common values in blue, rare values in crimson, and the start of
 * the period (with its length, proven or apparent) as a green dashed line.
 * @internal
 */
export function drawSequenceChart(s, data) {
    const n = data.values.length;
    let max = 1;
    for (let i = 0; i < n; i++)
        if (data.values[i] > max)
            max = data.values[i];
    const frame = { left: 70, top: 60, width: s.width - 100, height: s.height - 140 };
    const { px, py } = drawAxes(s, frame, Math.max(1, n - 1), max, { x: "heap size n", y: "G(n)", title: data.title }, true);
    const dot = n <= 200 ? 3 : n <= 2000 ? 2 : 1;
    const rare = new Set(data.rare ?? []);
    // one mark per pixel: millions of heaps must not become millions of SVG elements
    const drawn = new Set();
    const mark = (i, size, colour) => {
        const x = Math.round(px(i));
        const y = Math.round(py(data.values[i]));
        const key = (x * 4096 + y) * 2 + (colour === RARE_COLOUR ? 1 : 0);
        if (drawn.has(key))
            return;
        drawn.add(key);
        s.rect(x - size / 2, y - size / 2, size, size, colour);
    };
    for (let i = 0; i < n; i++)
        if (!rare.has(i))
            mark(i, dot, COMMON_COLOUR);
    for (const i of rare)
        if (i < n)
            mark(i, 2 * dot, RARE_COLOUR);
    // the title sits above the legend row (see drawAxes: title at frame.top − 20)
    let legendX = frame.left;
    const legendY = frame.top + frame.height + 62;
    const legend = (colour, label) => {
        s.rect(legendX, legendY - 5, 10, 10, colour);
        s.text(legendX + 14, legendY, label, { size: 11, color: INK });
        legendX += 14 + label.length * 7 + 20;
    };
    legend(COMMON_COLOUR, "common values");
    if (rare.size > 0)
        legend(RARE_COLOUR, `rare values (${rare.size})`);
    const p = data.period;
    if (p) {
        if (p.preperiod < n)
            s.line(px(p.preperiod), frame.top, px(p.preperiod), frame.top + frame.height, PERIOD_COLOUR, 2, true);
        legend(PERIOD_COLOUR, `period ${p.period} from n = ${p.preperiod} (${p.proven ? "proven" : "apparent"})`);
    }
}
//# sourceMappingURL=sequenceChart.js.map