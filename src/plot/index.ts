// sprague-grundy/plot: charts as SVG or PNG files (Node: PNG compression uses node:zlib).
export { renderWythoffHeatmap, renderSequenceChart, writeWythoffHeatmap, imageFormatOf, type ImageFormat } from "./render.js";
export type { SequenceChartData } from "./sequenceChart.js";
