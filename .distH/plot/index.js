// sprague-grundy/plot: charts as SVG or PNG files (Node: PNG compression uses node:zlib).
export { renderWythoffHeatmap, renderSequenceChart, writeWythoffHeatmap, imageFormatOf } from "./render.js";
//# sourceMappingURL=index.js.map