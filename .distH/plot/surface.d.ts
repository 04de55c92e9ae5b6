/** An sRGB colour as [r, g, b], 0-255 each. */
export type Rgb = readonly [number, number, number];
export interface TextStyle {
    anchor?: "start" | "middle" | "end";
    /** Font size in pixels (raster output rounds to multiples of 7). */
    size?: number;
    color?: Rgb;
    /** Rotate 90° counter-clockwise (for a vertical axis title). */
    vertical?: boolean;
}
/**
 * Where a chart is drawn: the same drawing code writes SVG (vector, real text) or PNG
 * (pixels, a bitmap font). Coordinates are pixels from the top left.
 * @internal
 */
export interface Surface {
    readonly width: number;
    readonly height: number;
    rect(x: number, y: number, w: number, h: number, fill: Rgb): void;
    line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width?: number, dashed?: boolean): void;
    text(x: number, y: number, s: string, style?: TextStyle): void;
    /**
     * Draws an iw×ih raster scaled to the w×h box, pixels kept sharp: its RGB bytes, or the
     * colour of each of its pixels (column, row from the top), painted straight onto the surface.
     */
    image(x: number, y: number, w: number, h: number, iw: number, ih: number, rgb: Uint8Array | PixelColour): void;
    /** The file's bytes. */
    finish(): Buffer;
}
/** The colour of a raster's pixel at column `sx`, row `sy` (from the top). */
export type PixelColour = (sx: number, sy: number) => Rgb;
/** A surface that writes an SVG document. @internal */
export declare class SvgSurface implements Surface {
    readonly width: number;
    readonly height: number;
    private readonly parts;
    constructor(width: number, height: number, title: string);
    rect(x: number, y: number, w: number, h: number, fill: Rgb): void;
    line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width?: number, dashed?: boolean): void;
    text(x: number, y: number, s: string, style?: TextStyle): void;
    image(x: number, y: number, w: number, h: number, iw: number, ih: number, rgb: Uint8Array | PixelColour): void;
    finish(): Buffer;
}
/**
 * A surface that paints pixels and writes a PNG file. With a band, only the rows
 * `band.from` ≤ y < `band.to` are held and painted (drawing the same picture band after band
 * renders a large image in bounded memory). @internal
 */
export declare class RasterSurface implements Surface {
    readonly width: number;
    readonly height: number;
    readonly pixels: Uint8Array;
    private readonly from;
    private readonly to;
    constructor(width: number, height: number, band?: {
        from: number;
        to: number;
    });
    private set;
    rect(x: number, y: number, w: number, h: number, fill: Rgb): void;
    line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width?: number, dashed?: boolean): void;
    text(x: number, y: number, s: string, style?: TextStyle): void;
    image(x: number, y: number, w: number, h: number, iw: number, ih: number, rgb: Uint8Array | PixelColour): void;
    finish(): Buffer;
    /** Row y of the band (its RGB bytes, not a copy). */
    row(y: number): Uint8Array;
}
/**
 * Draws a picture band after band and streams it to a PNG file: at most one band of pixels
 * is held (the drawing is run once a band, painting only that band's rows).
 *
 * @param draw - draws the whole picture on a surface (called once a band)
 * @param bandBytes - the most pixel bytes a band holds @defaultValue 12 MiB
 */
export declare function writeRasterPng(path: string, width: number, height: number, draw: (s: Surface) => void, onProgress?: (fraction: number) => void, bandBytes?: number): Promise<void>;
