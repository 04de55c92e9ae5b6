import type { Rgb, Surface } from "./surface.js";
/** The distance between about `count` ticks over `range`: 1, 2 or 5 times a power of ten. @internal */
export declare function tickStep(range: number, count: number): number;
/** Round tick values covering [0, max]: 1, 2 or 5 times a power of ten apart. @internal */
export declare function ticks(max: number, count?: number): number[];
export declare const INK: Rgb;
export declare const GRID: Rgb;
/** The plotting area of a chart and its axes. @internal */
export interface Frame {
    left: number;
    top: number;
    width: number;
    height: number;
}
/**
 * Draws a frame with ticks: x runs left to right over [0, xMax], y bottom to top over
 * [0, yMax]; the maps from data to pixels are returned.
 * @internal
 */
export declare function drawAxes(s: Surface, f: Frame, xMax: number, yMax: number, labels: {
    x: string;
    y: string;
    title: string;
}, grid?: boolean): {
    px: (x: number) => number;
    py: (y: number) => number;
};
