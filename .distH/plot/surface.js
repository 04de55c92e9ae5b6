import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from "./font.js";
import { encodePng, writePngFile } from "./png.js";
/** A raster's RGB bytes, from its bytes or its pixels' colours. */
function rasterBytes(iw, ih, rgb) {
    if (rgb instanceof Uint8Array)
        return rgb;
    const out = new Uint8Array(iw * ih * 3);
    for (let sy = 0, i = 0; sy < ih; sy++) {
        for (let sx = 0; sx < iw; sx++, i += 3) {
            const c = rgb(sx, sy);
            out[i] = c[0];
            out[i + 1] = c[1];
            out[i + 2] = c[2];
        }
    }
    return out;
}
const hex = (c) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const num = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
/** A surface that writes an SVG document. @internal */
export class SvgSurface {
    width;
    height;
    parts = [];
    constructor(width, height, title) {
        this.width = width;
        this.height = height;
        this.parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`, `<title>${esc(title)}</title>`);
    }
    rect(x, y, w, h, fill) {
        this.parts.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${hex(fill)}"/>`);
    }
    line(x1, y1, x2, y2, stroke, width = 1, dashed = false) {
        this.parts.push(`<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${hex(stroke)}" stroke-width="${width}"${dashed ? ' stroke-dasharray="4 3"' : ""}/>`);
    }
    text(x, y, s, style = {}) {
        const anchor = style.anchor ?? "start";
        const size = style.size ?? 12;
        const rotate = style.vertical ? ` transform="rotate(-90 ${num(x)} ${num(y)})"` : "";
        this.parts.push(`<text x="${num(x)}" y="${num(y)}" font-size="${size}" text-anchor="${anchor}" dominant-baseline="middle" fill="${hex(style.color ?? [0, 0, 0])}"${rotate}>${esc(s)}</text>`);
    }
    image(x, y, w, h, iw, ih, rgb) {
        const data = encodePng(iw, ih, rasterBytes(iw, ih, rgb)).toString("base64");
        this.parts.push(`<image x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" preserveAspectRatio="none" style="image-rendering:pixelated" href="data:image/png;base64,${data}"/>`);
    }
    finish() {
        return Buffer.from(`${this.parts.join("\n")}\n</svg>\n`, "utf8");
    }
}
/**
 * A surface that paints pixels and writes a PNG file. With a band, only the rows
 * `band.from` ≤ y < `band.to` are held and painted (drawing the same picture band after band
 * renders a large image in bounded memory). @internal
 */
export class RasterSurface {
    width;
    height;
    pixels;
    from;
    to;
    constructor(width, height, band = { from: 0, to: height }) {
        this.width = width;
        this.height = height;
        this.from = Math.max(0, band.from);
        this.to = Math.min(height, band.to);
        this.pixels = new Uint8Array(width * Math.max(0, this.to - this.from) * 3).fill(255);
    }
    set(x, y, c) {
        x = Math.round(x);
        y = Math.round(y);
        if (x < 0 || y < this.from || x >= this.width || y >= this.to)
            return;
        const i = ((y - this.from) * this.width + x) * 3;
        this.pixels[i] = c[0];
        this.pixels[i + 1] = c[1];
        this.pixels[i + 2] = c[2];
    }
    rect(x, y, w, h, fill) {
        const x0 = Math.max(0, Math.round(x));
        const y0 = Math.max(this.from, Math.round(y));
        const x1 = Math.min(this.width, Math.round(x + w));
        const y1 = Math.min(this.to, Math.round(y + h));
        for (let yy = y0; yy < y1; yy++)
            for (let xx = x0; xx < x1; xx++)
                this.set(xx, yy, fill);
    }
    line(x1, y1, x2, y2, stroke, width = 1, dashed = false) {
        const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1))));
        const half = Math.floor((Math.max(1, Math.round(width)) - 1) / 2);
        for (let i = 0; i <= steps; i++) {
            if (dashed && i % 7 >= 4)
                continue;
            const x = x1 + ((x2 - x1) * i) / steps;
            const y = y1 + ((y2 - y1) * i) / steps;
            for (let dx = -half; dx <= half; dx++)
                for (let dy = -half; dy <= half; dy++)
                    this.set(x + dx, y + dy, stroke);
        }
    }
    text(x, y, s, style = {}) {
        const scale = Math.max(1, Math.round((style.size ?? 12) / 9));
        const advance = (GLYPH_WIDTH + 1) * scale;
        const length = s.length * advance - scale;
        const shift = style.anchor === "middle" ? length / 2 : style.anchor === "end" ? length : 0;
        const color = style.color ?? [0, 0, 0];
        [...s].forEach((ch, k) => {
            const rows = glyph(ch);
            for (let r = 0; r < GLYPH_HEIGHT; r++) {
                for (let c = 0; c < GLYPH_WIDTH; c++) {
                    if (!((rows[r] >> (GLYPH_WIDTH - 1 - c)) & 1))
                        continue;
                    // along the text: k·advance + c·scale; across: r·scale, centred on y
                    const along = k * advance + c * scale - shift;
                    const across = r * scale - (GLYPH_HEIGHT * scale) / 2;
                    for (let a = 0; a < scale; a++)
                        for (let b = 0; b < scale; b++) {
                            if (style.vertical)
                                this.set(x + across + b, y - along - a, color);
                            else
                                this.set(x + along + a, y + across + b, color);
                        }
                }
            }
        });
    }
    image(x, y, w, h, iw, ih, rgb) {
        const x0 = Math.round(x);
        const y0 = Math.round(y);
        const W = Math.round(w);
        const H = Math.round(h);
        const colour = rgb instanceof Uint8Array
            ? (sx, sy) => {
                const i = (sy * iw + sx) * 3;
                return [rgb[i], rgb[i + 1], rgb[i + 2]];
            }
            : rgb;
        // only the rows of the band
        for (let yy = Math.max(0, this.from - y0); yy < Math.min(H, this.to - y0); yy++) {
            const sy = Math.min(ih - 1, Math.floor((yy * ih) / H));
            for (let xx = 0; xx < W; xx++) {
                const sx = Math.min(iw - 1, Math.floor((xx * iw) / W));
                this.set(x0 + xx, y0 + yy, colour(sx, sy));
            }
        }
    }
    finish() {
        return encodePng(this.width, this.height, this.pixels);
    }
    /** Row y of the band (its RGB bytes, not a copy). */
    row(y) {
        const stride = this.width * 3;
        return this.pixels.subarray((y - this.from) * stride, (y - this.from + 1) * stride);
    }
}
/** Rows a band holds when a large image is drawn band after band (about 12 MB of an 8,000-pixel-wide image). */
const BAND_BYTES = 12 * 2 ** 20;
/**
 * Draws a picture band after band and streams it to a PNG file: at most one band of pixels
 * is held (the drawing is run once a band, painting only that band's rows).
 *
 * @param draw - draws the whole picture on a surface (called once a band)
 * @param bandBytes - the most pixel bytes a band holds @defaultValue 12 MiB
 */
export function writeRasterPng(path, width, height, draw, onProgress, bandBytes = BAND_BYTES) {
    const rows = Math.max(1, Math.floor(bandBytes / (width * 3)));
    let band = null;
    let bandEnd = 0;
    return writePngFile(path, width, height, (y) => {
        if (band === null || y >= bandEnd) {
            bandEnd = Math.min(height, y + rows);
            band = new RasterSurface(width, height, { from: y, to: bandEnd });
            draw(band);
        }
        return band.row(y);
    }, onProgress);
}
//# sourceMappingURL=surface.js.map