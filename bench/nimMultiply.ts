// Nim multiplication: 64-bit (and 256-bit) products per second, the library's table-driven
// path against a plain table-free reference (the Fermat-power splitting down to single
// bits, on bigints), measured in the same run on the same random operands.
import { nimMultiply } from "../src/index.js";
import { table, timed } from "./_util.js";

/** The reference: the same splitting rule all the way down to 1-bit products, no tables. */
function reference(a: bigint, b: bigint, w: number): bigint {
  if (w === 1) return a & b;
  const h = w >> 1;
  const H = BigInt(h);
  const mask = (1n << H) - 1n;
  const a0 = a & mask;
  const a1 = a >> H;
  const b0 = b & mask;
  const b1 = b >> H;
  const lo0 = reference(a0, b0, h);
  const c = reference(a1, b1, h);
  const hi = reference(a0 ^ a1, b0 ^ b1, h) ^ lo0;
  return (hi << H) | (lo0 ^ reference(c, 1n << (H - 1n), h));
}

function operands(bits: number, n: number): bigint[] {
  let s = 0x9e3779b97f4a7c15n;
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) {
    let x = 0n;
    for (let j = 0; j < bits; j += 64) {
      s = (s * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
      x = (x << 64n) | s;
    }
    out.push(x & ((1n << BigInt(bits)) - 1n));
  }
  return out;
}

export default async function run(): Promise<void> {
  const rows: (string | number)[][] = [["operands", "method", "products", "seconds", "products/s", "× reference"]];
  for (const [bits, n, nRef] of [
    [64, 400_000, 4_000],
    [256, 20_000, 200],
  ] as const) {
    const xs = operands(bits, n + 1);
    let check = 0n;
    const fast = timed(() => {
      for (let i = 0; i < n; i++) check ^= nimMultiply(xs[i]!, xs[i + 1]!);
      return check;
    });
    const slow = timed(() => {
      let r = 0n;
      for (let i = 0; i < nRef; i++) r ^= reference(xs[i]!, xs[i + 1]!, bits);
      return r;
    });
    for (let i = 0; i < nRef; i++)
      if (nimMultiply(xs[i]!, xs[i + 1]!) !== reference(xs[i]!, xs[i + 1]!, bits)) throw new Error("nim multiplication: fast path and reference differ");
    const fastRate = n / fast.seconds;
    const slowRate = nRef / slow.seconds;
    rows.push([`${bits}-bit`, "nimMultiply (16-bit log tables)", n, fast.seconds, fastRate, fastRate / slowRate]);
    rows.push([`${bits}-bit`, "table-free reference", nRef, slow.seconds, slowRate, 1]);
  }
  table(rows);
}
