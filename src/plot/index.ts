// sprague-grundy/plot: charts as SVG or PNG files (Node: PNG compression uses node:zlib).
export { renderValueMap, renderSequenceChart, writeValueMap, imageFormatOf, type ImageFormat } from "./render.js";
export { mapLabels, type MapLabels, type ValueTable } from "./valueMap.js";
export { writeValueMapPng } from "./valueMapPng.js";
export type { SequenceChartData } from "./sequenceChart.js";
