// Inputs for the printed laws of ./lawPrograms.ts (the whole small range, random ones of every
// size up to a bound, and each law's telling cases), and the check of printed code against
// the interpreter.
import { seededRandom } from "../../src/_internals/random.js";
import { isqrt } from "../../src/arith/bigint.js";
import { runProgram } from "../../src/pattern/code/evaluate.js";
import type { Program } from "../../src/pattern/code/program.js";
import { type Language, runCode } from "./runCode.js";

/** Integers below `max` whose sizes spread evenly over the bit lengths (seeded). */
export function randomBelow(max: bigint, count: number, seed: number): bigint[] {
  const next = seededRandom(seed);
  const bits = max.toString(2).length;
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * bits);
    let x = 0n;
    for (let b = 0; b < length; b += 24) x = (x << 24n) | BigInt(Math.floor(next() * 2 ** 24));
    x &= (1n << BigInt(length)) - 1n;
    out.push(x < max ? x : x % max);
  }
  return out;
}

const around = (r: bigint): bigint[] => [r * r - 1n, r * r, r * r + 2n * r];

/** x < 2^127 as the arguments (a, b, c) of the isqrtWide program: x = a·2^64 + 2b + c. */
const split127 = (x: bigint): bigint[] => [x >> 64n, (x & (2n ** 64n - 1n)) >> 1n, x & 1n];

/** Each law's telling cases up to `max`: Wythoff's P-positions, squares' neighbours, the top of a type. */
function special(name: string, max: bigint): bigint[][] {
  const r = randomBelow(max, 200, 7);
  switch (name) {
    case "wythoff":
      return r.flatMap((k) => {
        const x = (k + isqrt(5n * k * k)) / 2n;
        const y = x + k;
        return y + 1n < max
          ? [
              [x, y],
              [y, x],
              [x + 1n, y],
              [x, y + 1n],
              [x - 1n, y - 1n],
            ].filter(([p, q]) => p! >= 0n && q! >= 0n)
          : [];
      });
    case "isqrtWide": {
      const roots = randomBelow(13043817825332782212n, 300, 11);
      const xs = [...roots.flatMap(around), 2n ** 127n - 1n, 2n ** 126n, 2n ** 126n - 1n].filter((x) => x >= 0n && x < 2n ** 127n);
      return xs.map(split127);
    }
    case "isqrtNarrow": {
      // up to long long's top whatever max is: the C++ isqrt on 63 bits is tested to 2^63 − 1
      const top = 2n ** 63n;
      return [...randomBelow(isqrt(top), 300, 13).flatMap(around), top - 1n].filter((x) => x >= 0n && x < top).map((x) => [x]);
    }
    default:
      return [];
  }
}

/**
 * Inputs for a program: every value from its domain's bound for 2000 values (one variable)
 * or the square 0…60 (two), random inputs of every size below `max`, and the law's telling cases.
 */
export function inputsFor(name: string, program: Program, max: bigint): bigint[][] {
  if (program.params.length === 3) return [...Array.from({ length: 2000 }, (_, i) => [0n, BigInt(i >> 1), BigInt(i & 1)]), ...special(name, max)];
  const from = BigInt(program.domain[0]!);
  if (program.params.length === 1) {
    const small = Array.from({ length: 2000 }, (_, i) => [from + BigInt(i)]);
    return [...small, ...randomBelow(max, 400, 3).map((x) => [x < from ? from : x]), ...special(name, max)];
  }
  const square: bigint[][] = [];
  for (let a = 0n; a <= 60n; a++) for (let b = 0n; b <= 60n; b++) square.push([a, b]);
  const as = randomBelow(max, 400, 5);
  const bs = randomBelow(max, 400, 6);
  return [...square, ...as.map((a, i) => [a, bs[i]!]), ...special(name, max)];
}

/**
 * Runs printed code on the inputs (one process) and lists every input on which it disagrees
 * with the interpreter, as "f(args) = printed, interpreter says expected".
 */
export function mismatches(language: Language, source: string, program: Program, inputs: readonly (readonly bigint[])[]): string[] {
  const got = runCode(language, source, { name: program.name, arity: program.params.length }, inputs);
  const wrong: string[] = [];
  if (got.length !== inputs.length) wrong.push(`${got.length} lines for ${inputs.length} inputs`);
  inputs.forEach((args, i) => {
    const expected = String(runProgram(program, args));
    if (got[i] !== expected) wrong.push(`${program.name}(${args.join(", ")}) = ${got[i]}, the interpreter says ${expected}`);
  });
  return wrong.slice(0, 10);
}
