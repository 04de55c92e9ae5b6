/**
 * Encodes an RGB image as a PNG file (8-bit truecolour, no interlace).
 *
 * @param width - pixels per row
 * @param height - rows
 * @param rgb - width·height·3 bytes, row-major
 * @returns the PNG file's bytes
 */
export declare function encodePng(width: number, height: number, rgb: Uint8Array): Buffer;
/**
 * Writes an RGB image as a PNG file, streaming: the rows are read one at a time and
 * deflated as they come, each piece of the deflated stream written as an IDAT chunk, so
 * neither the raw image nor the compressed one is held whole. The same pixels as
 * {@link encodePng} (the same filter and compression level; the IDAT data split in chunks).
 *
 * @param path - the file
 * @param width - pixels per row
 * @param height - rows
 * @param row - the y-th row's width·3 bytes (read before the next row is asked for)
 * @param onProgress - told the fraction of rows written, now and then
 */
export declare function writePngFile(path: string, width: number, height: number, row: (y: number) => Uint8Array, onProgress?: (fraction: number) => void): Promise<void>;
