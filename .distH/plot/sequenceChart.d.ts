import type { Rgb, Surface } from "./surface.js";
/** What a Grundy-sequence chart shows. */
export interface SequenceChartData {
    /** A title, e.g. the game's code. */
    title: string;
    /** G(0), G(1), … */
    values: ArrayLike<number>;
    /** Positions n whose value is rare (drawn in a colour of their own). */
    rare?: readonly number[];
    /** The period, if one was found: values repeat with this period from `preperiod` on. */
    period?: {
        period: number;
        preperiod: number;
        proven: boolean;
    };
}
export declare const COMMON_COLOUR: Rgb;
export declare const RARE_COLOUR: Rgb;
export declare const PERIOD_COLOUR: Rgb;
export declare const CHART_SIZE: {
    width: number;
    height: number;
};
/**
 * Draws G(n) against n: common values in blue, rare values in crimson, and the start of
 * the period (with its length, proven or apparent) as a green dashed line.
 * @internal
 */
export declare function drawSequenceChart(s: Surface, data: SequenceChartData): void;
