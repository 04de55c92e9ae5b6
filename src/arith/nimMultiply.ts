// Nim multiplication: the field on [0, 2^(2^k)) whose addition is xor (Conway, ONAG ch. 6).
//
// The Fermat 2-powers F = 2^(2^k) are the key: below F, x·F (ordinary) is x ⊗ F, and
// F ⊗ F = F ⊕ F/2 (ordinary 3F/2). So with a = a1·F + a0 and b = b1·F + b0 (a0, a1, b0, b1 < F)
//
//   a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F  ⊕  a0⊗b0 ⊕ (a1⊗b1) ⊗ F/2,
//
// three products of halves (Karatsuba: a1⊗b0 ⊕ a0⊗b1 ⊕ a1⊗b1 = (a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0) and
// one by the power F/2. The recursion's depth is log2 of the bit length (at most ~30).
//
// Fast path: the field [0, 2^16) is cyclic of order 65535; log/exp tables of a generator
// (two Uint16Arrays, built once from a 256×256 byte table) multiply 16-bit values in O(1);
// 32-bit values are one split of those, 64-bit bigints one split of 32-bit numbers.
import { nonNegativeInteger } from "../_internals/checks.js";
import { InputError } from "../errors.js";

/** Products of bytes, made by the splitting rule itself from 1-bit products up. */
function byteTable(): Uint8Array {
  // mul(a, b) for a, b < 2^w, w ∈ {1, 2, 4, 8}, recursively (only used to fill the table)
  const mul = (a: number, b: number, w: number): number => {
    if (w === 1) return a & b;
    const h = w >> 1;
    const mask = (1 << h) - 1;
    const a0 = a & mask;
    const a1 = a >> h;
    const b0 = b & mask;
    const b1 = b >> h;
    const c = mul(a1, b1, h);
    const lo0 = mul(a0, b0, h);
    const hi = mul(a0 ^ a1, b0 ^ b1, h) ^ lo0;
    return (hi << h) | (lo0 ^ mul(c, 1 << (h - 1), h));
  };
  const t = new Uint8Array(256 * 256);
  for (let a = 0; a < 256; a++) for (let b = 0; b < 256; b++) t[(a << 8) | b] = mul(a, b, 8);
  return t;
}

// The tables are built on first use (about 20 ms), not when the module loads: every command
// of the CLI loads it, few multiply.
let BYTES: Uint8Array = new Uint8Array(0);

/** a ⊗ b for a, b < 2^16, from the byte table (used to build the log tables). */
function mul16ByBytes(a: number, b: number): number {
  const a0 = a & 255;
  const a1 = a >> 8;
  const b0 = b & 255;
  const b1 = b >> 8;
  const lo0 = BYTES[(a0 << 8) | b0]!;
  const c = BYTES[(a1 << 8) | b1]!;
  const hi = BYTES[((a0 ^ a1) << 8) | (b0 ^ b1)]! ^ lo0;
  return (hi << 8) | (lo0 ^ BYTES[(c << 8) | 128]!);
}

/** exp[i] = g^i (i < 2·65535, so a sum of two logs needs no reduction) and log[x] for x ≠ 0. */
function logTables(): { EXP: Uint16Array; LOG: Uint16Array } {
  const order = 65535; // = 3·5·17·257
  const pow = (g: number, e: number): number => {
    let r = 1;
    for (let x = g; e > 0; e >>= 1, x = mul16ByBytes(x, x)) if (e & 1) r = mul16ByBytes(r, x);
    return r;
  };
  let g = 2;
  while ([3, 5, 17, 257].some((p) => pow(g, order / p) === 1)) g++;
  const exp = new Uint16Array(2 * order);
  const log = new Uint16Array(65536);
  for (let i = 0, x = 1; i < order; i++, x = mul16ByBytes(x, g)) {
    exp[i] = x;
    exp[i + order] = x;
    log[x] = i;
  }
  return { EXP: exp, LOG: log };
}

let EXP: Uint16Array = new Uint16Array(0);
let LOG: Uint16Array = new Uint16Array(0);
/** 2^15 = F/2 for F = 2^16: its logarithm, for x ⊗ 2^15. */
let LOG_HALF16 = 0;

function buildTables(): void {
  BYTES = byteTable();
  ({ EXP, LOG } = logTables());
  LOG_HALF16 = LOG[0x8000]!;
}

/** a ⊗ b for a, b < 2^16 (numbers), in O(1). */
export function nimMultiply16(a: number, b: number): number {
  if (LOG.length === 0) buildTables();
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/**
 * a ⊗ b for a, b < 2^32 (numbers; the product is < 2^32 too). The fast path: four table
 * look-ups a half.
 *
 * @param a - an integer in [0, 2^32)
 * @param b - an integer in [0, 2^32)
 * @returns a ⊗ b, in [0, 2^32)
 * @example nimMultiply32(2, 3) // 1
 */
export function nimMultiply32(a: number, b: number): number {
  if (a < 65536 && b < 65536) return nimMultiply16(a, b);
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const lo0 = nimMultiply16(a0, b0);
  const c = nimMultiply16(a1, b1);
  const hi = nimMultiply16(a0 ^ a1, b0 ^ b1) ^ lo0;
  const half = c === 0 ? 0 : EXP[LOG[c]! + LOG_HALF16]!;
  return (hi * 65536 + (lo0 ^ half)) >>> 0;
}

const M32 = 0xffffffffn;
const HALF32 = 0x80000000; // F/2 for F = 2^32

/** a ⊗ b for a, b < 2^64 (bigints), from 32-bit halves. */
function mul64(a: bigint, b: bigint): bigint {
  const a0 = Number(a & M32);
  const a1 = Number(a >> 32n);
  const b0 = Number(b & M32);
  const b1 = Number(b >> 32n);
  const lo0 = nimMultiply32(a0, b0);
  if (a1 === 0 && b1 === 0) return BigInt(lo0);
  const c = nimMultiply32(a1, b1);
  const hi = (nimMultiply32((a0 ^ a1) >>> 0, (b0 ^ b1) >>> 0) ^ lo0) >>> 0;
  const lo = (lo0 ^ nimMultiply32(c, HALF32)) >>> 0;
  return (BigInt(hi) << 32n) | BigInt(lo);
}

/** The least w = 2^k (k ≥ 6) with x < 2^w: the field [0, 2^w) holding x. */
function fieldBits(x: bigint): number {
  let w = 64;
  while (x >> BigInt(w) !== 0n) w *= 2;
  return w;
}

/** a ⊗ b for a, b < 2^w, w = 2^k ≥ 64. Recursion depth log2(w) − 6. */
function mulBig(a: bigint, b: bigint, w: number): bigint {
  if (w === 64) return mul64(a, b);
  const h = w >> 1;
  const H = BigInt(h);
  const mask = (1n << H) - 1n;
  const a0 = a & mask;
  const a1 = a >> H;
  const b0 = b & mask;
  const b1 = b >> H;
  const lo0 = mulBig(a0, b0, h);
  if (a1 === 0n && b1 === 0n) return lo0;
  const c = mulBig(a1, b1, h);
  const hi = mulBig(a0 ^ a1, b0 ^ b1, h) ^ lo0;
  return (hi << H) | (lo0 ^ mulBig(c, 1n << (H - 1n), h));
}

/**
 * The nim product a ⊗ b, exact for integers of any size. With xor as addition it makes
 * [0, 2^(2^k)) a field for every k (Conway, *On Numbers and Games*, ch. 6).
 *
 * @param a - a non-negative integer (number up to 2^53 − 1, or bigint)
 * @param b - a non-negative integer
 * @returns a ⊗ b
 * @throws InputError when a or b is not a non-negative integer
 * @example nimMultiply(2n, 2n) // 3n
 * @example nimMultiply(16n, 16n) // 24n
 */
export function nimMultiply(a: bigint | number, b: bigint | number): bigint {
  const x = nonNegativeInteger(a, "a nim factor");
  const y = nonNegativeInteger(b, "a nim factor");
  if (x <= M32 && y <= M32) return BigInt(nimMultiply32(Number(x), Number(y)));
  return mulBig(x, y, fieldBits(x > y ? x : y));
}

/** The nim product a ⊗ b: the same function as {@link nimMultiply} (the name). */
export const nimProduct = nimMultiply;

/**
 * The nim square a ⊗ a.
 *
 * @example nimSquare(2n) // 3n
 */
export function nimSquare(a: bigint | number): bigint {
  return nimMultiply(a, a);
}

/** 1/a for 0 < a < 2^16. */
function inv16(a: number): number {
  if (LOG.length === 0) buildTables();
  return EXP[65535 - LOG[a]!]!;
}

/**
 * 1/a in [0, 2^w), w = 2^k ≥ 16, for a ≠ 0. With a = a1·F + a0 (F = 2^(w/2)) and F's conjugate
 * F ⊕ 1 (both roots of x² ⊕ x ⊕ F/2 over [0, F)), a times its conjugate a1·F ⊕ a0 ⊕ a1 is the
 * norm N = a0² ⊕ a0⊗a1 ⊕ a1²⊗F/2, which lies in [0, F); so 1/a = (a1·F ⊕ a0 ⊕ a1) ⊗ 1/N.
 */
function invBig(a: bigint, w: number): bigint {
  if (w === 16) return BigInt(inv16(Number(a)));
  const h = w >> 1;
  const H = BigInt(h);
  const a0 = a & ((1n << H) - 1n);
  const a1 = a >> H;
  if (a1 === 0n) return invBig(a0, h);
  const m = (x: bigint, y: bigint): bigint => nimMultiply(x, y);
  const norm = m(a0, a0) ^ m(a0, a1) ^ m(m(a1, a1), 1n << (H - 1n));
  const r = invBig(norm, h);
  return (m(a1, r) << H) | m(a0 ^ a1, r);
}

/**
 * 1/a for numbers 0 < a < 2^32 (the fast path of {@link nimInverse}).
 *
 * @example nimInverse32(2) // 3
 */
export function nimInverse32(a: number): number {
  return a < 65536 ? inv16(a) : Number(nimInverse(a));
}

/**
 * The nim inverse 1/a: the b with a ⊗ b = 1 (it lies in the same field [0, 2^(2^k)) as a).
 *
 * @param a - a positive integer
 * @returns 1/a
 * @throws InputError when a is 0 or not a non-negative integer
 * @example nimInverse(2n) // 3n (2 ⊗ 3 = 1)
 */
export function nimInverse(a: bigint | number): bigint {
  const x = nonNegativeInteger(a, "a nim number to invert");
  if (x === 0n) throw new InputError("a non-zero number to invert (0 has no nim inverse)", "0");
  let w = 16;
  while (x >> BigInt(w) !== 0n) w *= 2;
  return invBig(x, w);
}
