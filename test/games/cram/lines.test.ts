import { describe, expect, it } from "vitest";
import { closure, reverseBits } from "../../../src/games/cram/_internals/lines.js";

/** The low h bits of x in reverse order, one bit at a time. */
function reversedByHand(x: number, h: number): number {
  let r = 0;
  for (let i = 0; i < h; i++) if ((x >>> i) & 1) r |= 1 << (h - 1 - i);
  return r >>> 0;
}

describe("reverseBits", () => {
  it("reverses every line of up to 12 bits, and random lines of 13 … 32 bits, as bit by bit", () => {
    for (let h = 1; h <= 12; h++) for (let x = 0; x < 1 << h; x++) expect(reverseBits(x, h) >>> 0).toBe(reversedByHand(x, h));
    let seed = 12345;
    for (let h = 13; h <= 32; h++) {
      for (let k = 0; k < 2000; k++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const x = h === 32 ? seed : seed & ((1 << h) - 1);
        expect(reverseBits(x, h) >>> 0).toBe(reversedByHand(x, h));
      }
    }
  });
});

/** The runs of `line` that hold a bit of `seed`, bit by bit. */
function closureByHand(seed: number, line: number): number {
  let out = 0;
  for (let i = 0; i < 32; i++) {
    if (!((line >>> i) & 1)) continue;
    let a = i;
    while (a > 0 && (line >>> (a - 1)) & 1) a--;
    let b = i;
    while (b < 31 && (line >>> (b + 1)) & 1) b++;
    let meets = false;
    for (let k = a; k <= b; k++) if ((seed >>> k) & 1) meets = true;
    if (meets) out |= 1 << i;
  }
  return out;
}

describe("closure", () => {
  it("is the runs of a line that meet a seed: every line of up to 10 bits with every seed in it, and random lines of 11 … 31 bits", () => {
    for (let line = 0; line < 1 << 10; line++) {
      // every subset of the line's bits
      for (let seed = line; ; seed = (seed - 1) & line) {
        expect(closure(seed, line)).toBe(closureByHand(seed, line));
        if (seed === 0) break;
      }
    }
    let r = 99;
    const next = () => {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      return r;
    };
    for (let h = 11; h <= 31; h++) {
      for (let k = 0; k < 3000; k++) {
        const line = next() & (2 ** h - 1) & (next() | next()); // denser than half
        const seed = line & next() & next();
        expect(closure(seed, line)).toBe(closureByHand(seed, line));
      }
    }
  });
});
