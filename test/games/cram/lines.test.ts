import { describe, expect, it } from "vitest";
import { reverseBits } from "../../../src/games/cram/_internals/lines.js";

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
