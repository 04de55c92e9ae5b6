export { renderWythoffHeatmap, renderSequenceChart, writeWythoffHeatmap, imageFormatOf, type ImageFormat } from "./render.js";
export type { SequenceChartData } from "./sequenceChart.js";
