// A pile too long to hold (more than LONGEST_PILE digits) is streamed past and only its
// digits counted: a pile with at least two digits more than the other is an N-position
// (hdu1527.ts proves it), whatever its digits; two long piles are refused in one line.
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/index.js";
import { LineWriter, TokenReader, memorySink, memorySource } from "../../src/judge/index.js";
import { LONGEST_PILE, hdu1527 } from "../../src/judge/hdu1527.js";
import type { ByteSource } from "../../src/judge/byteSource.js";

/** The text parts in order, each part made as it is read: a string, or a run of `count` copies of one digit. */
function streamed(parts: readonly (string | { digit: string; count: number })[]): ByteSource {
  let at = 0;
  let left = -1;
  return {
    read(into, offset) {
      for (;;) {
        const part = parts[at];
        if (part === undefined) return 0;
        if (typeof part === "string") {
          const bytes = new TextEncoder().encode(part);
          into.set(bytes.subarray(0, into.length - offset), offset);
          at++;
          return Math.min(bytes.length, into.length - offset);
        }
        if (left < 0) left = part.count;
        if (left === 0) {
          at++;
          left = -1;
          continue;
        }
        const n = Math.min(left, into.length - offset);
        into.fill(part.digit.charCodeAt(0), offset, offset + n);
        left -= n;
        return n;
      }
    },
  };
}

/** Wythoff's P-positions (a ≤ b) by their definition: each k ≥ 0 takes the least number not used yet as a, and b = a + k. */
function pPositions(most: number): Set<string> {
  const used = new Set<number>();
  const out = new Set<string>();
  let a = 0;
  for (let k = 0; a <= most; k++) {
    while (used.has(a)) a++;
    used.add(a);
    used.add(a + k);
    out.add(`${a},${a + k}`);
  }
  return out;
}

const run = (source: ByteSource): { output: string; error: InputError | null } => {
  const sink = memorySink();
  const out = new LineWriter(sink, 64);
  let error: InputError | null = null;
  try {
    hdu1527(new TokenReader(source, { bufferSize: 64 }), out);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    error = e;
  }
  out.flush();
  return { output: sink.text(), error };
};

describe("hdu1527 with a pile too long to hold", () => {
  it("the lemma: no P-position a ≤ b has b with two digits more than a (every b up to 10^5 checked by the definition)", () => {
    const p = pPositions(100_000);
    const digits = (x: number) => (x === 0 ? 0 : String(x).length);
    for (const key of p) {
      const [a, b] = key.split(",").map(Number);
      expect(digits(b!) - digits(a!), key).toBeLessThan(2);
    }
  });

  it("answers 1 for a pile of LONGEST_PILE + 5 digits against a short one, in either order, held in one buffer", () => {
    const long = { digit: "7", count: LONGEST_PILE + 5 };
    const r = run(streamed(["3 5\n1 ", long, "\n", long, " 0000999\n2 1\n"]));
    expect(r.error).toBeNull();
    expect(r.output).toBe("0\n1\n1\n0\n");
  });

  it("refuses two long piles in one line naming the limit, after the answers before them", () => {
    const r = run(streamed(["2 1\n", { digit: "8", count: LONGEST_PILE + 1 }, " ", { digit: "9", count: LONGEST_PILE + 2 }, "\n"]));
    expect(r.output).toBe("0\n");
    expect(r.error?.message).toBe(
      'line 2: expected piles of at most 10,000,000 digits, or one with at least two digits more than the other (then the answer is 1), got "10000001 and 10000002 digits"',
    );
  });
});

describe("TokenReader.naturalOrDigits", () => {
  it("returns a number held up to `most` significant digits (leading zeros not counted; 15 are always held), else the count, across reads", () => {
    const r = new TokenReader(memorySource("00012345 12345678901234567 0000000 000099999999999999999999 12a"), { bufferSize: 16 });
    expect(r.naturalOrDigits("n", 16)).toBe(12345);
    expect(r.naturalOrDigits("n", 16)).toEqual({ digits: 17 });
    expect(r.naturalOrDigits("n", 16)).toBe(0);
    expect(r.naturalOrDigits("n", 16)).toEqual({ digits: 20 });
    expect(new TokenReader(memorySource("0099999999999999999999")).naturalOrDigits("n", 30)).toBe(10n ** 20n - 1n);
    expect(() => r.naturalOrDigits("a pile", 16)).toThrow('line 1: expected a pile, got "12a"');
    expect(new TokenReader(memorySource(" \n")).naturalOrDigits("n", 16, true)).toBeNull();
  });
});
