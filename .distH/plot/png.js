import { closeSync, openSync, writeSync } from "node:fs";
import { createDeflate, deflateSync } from "node:zlib";
const CRC_TABLE = (() => {
    const t = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
        let c = n;
        for (let k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        t[n] = c >>> 0;
    }
    return t;
})();
function crc32(bytes) {
    let c = 0xffffffff;
    for (let i = 0; i < bytes.length; i++)
        c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "latin1");
    Buffer.from(data.buffer, data.byteOffset, data.byteLength).copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
}
/**
 * Encodes an RGB image as a PNG file (8-bit truecolour, no interlace).
 *
 * @param width - pixels per row
 * @param height - rows
 * @param rgb - width·height·3 bytes, row-major
 * @returns the PNG file's bytes
 */
export function encodePng(width, height, rgb) {
    const raw = Buffer.alloc((width * 3 + 1) * height);
    for (let y = 0; y < height; y++) {
        raw[y * (width * 3 + 1)] = 0; // filter: none
        Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk("IHDR", header),
        chunk("IDAT", deflateSync(raw, { level: 6 })),
        chunk("IEND", new Uint8Array(0)),
    ]);
}
/** The PNG signature and IHDR chunk of an RGB image. */
function head(width, height) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header)]);
}
/** Rows are deflated in batches of about this many bytes. */
const BATCH = 2 ** 20;
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
export async function writePngFile(path, width, height, row, onProgress) {
    const fd = openSync(path, "w");
    try {
        writeSync(fd, head(width, height));
        const deflate = createDeflate({ level: 6, chunkSize: 2 ** 18 });
        deflate.on("data", (piece) => writeSync(fd, chunk("IDAT", piece)));
        const done = new Promise((resolve, reject) => {
            deflate.on("end", resolve);
            deflate.on("error", reject);
        });
        const stride = width * 3 + 1;
        const perBatch = Math.max(1, Math.floor(BATCH / stride));
        for (let y = 0; y < height; y += perBatch) {
            const rows = Math.min(perBatch, height - y);
            const batch = Buffer.alloc(rows * stride); // filter byte 0 (none) before each row
            for (let k = 0; k < rows; k++)
                batch.set(row(y + k), k * stride + 1);
            if (!deflate.write(batch))
                await new Promise((resolve) => deflate.once("drain", resolve));
            onProgress?.((y + rows) / height);
        }
        deflate.end();
        await done;
        writeSync(fd, chunk("IEND", new Uint8Array(0)));
    }
    finally {
        closeSync(fd);
    }
}
//# sourceMappingURL=png.js.map