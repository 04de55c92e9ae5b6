/**
 * Writes the heat map of Wythoff's G(x, y), x, y < n, as a PNG file: the same bytes as
 * `writeWythoffHeatmap(wythoffGrundyTable(n), "png", …)`.
 *
 * @param onProgress - told the stage ("computing", then "writing") and its fraction done, now and then
 * @param blockBytes - the most bytes of values held at a time @defaultValue 8 MiB
 */
export declare function writeWythoffPng(n: number, path: string, onProgress?: (stage: "computing" | "writing", fraction: number) => void, blockBytes?: number): Promise<void>;
