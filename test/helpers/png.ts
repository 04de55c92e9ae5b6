// A minimal PNG reader for tests (8-bit RGB, filter type 0 as our encoder writes).
import { inflateSync } from "node:zlib";

export interface DecodedPng {
  width: number;
  height: number;
  pixel(x: number, y: number): [number, number, number];
}

export function decodePng(buf: Buffer): DecodedPng {
  if (buf.subarray(0, 8).toString("hex") !== "89504e470d0a1a0a") throw new Error("not a PNG");
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < buf.length) {
    const len = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 2) throw new Error("expected 8-bit RGB");
    } else if (type === "IDAT") idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length !== (width * 3 + 1) * height) throw new Error("bad image data length");
  return {
    width,
    height,
    pixel(x, y) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      if (raw[y * (width * 3 + 1)] !== 0) throw new Error("unsupported filter");
      return [raw[i]!, raw[i + 1]!, raw[i + 2]!];
    },
  };
}
