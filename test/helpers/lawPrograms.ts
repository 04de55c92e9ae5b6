// Programs written by hand from the mathematics of a few laws, covering every op of the IR
// (src/pattern/code/program.ts), and the brute forces their tables are read from.
import type { Cond, Expr, Program } from "../../src/pattern/code/program.js";

type Binary = Extract<Expr, { a: Expr }>["op"];
type Compare = Extract<Cond, { a: Expr }>["op"];

export const int = (value: number | bigint): Expr => ({ op: "int", value: BigInt(value) });
export const v = (name: string): Expr => ({ op: "var", name });
export const bin = (op: Binary, a: Expr, b: Expr): Expr => ({ op, a, b });
export const cmp = (op: Compare, a: Expr, b: Expr): Cond => ({ op, a, b });
export const at = (table: string, index: Expr): Expr => ({ op: "at", table, index });
/** cond ? a : b (the IR names its branches then and else). */
// biome-ignore lint/suspicious/noThenProperty: the IR's conditional expression, never awaited
export const when = (cond: Cond, a: Expr, b: Expr): Expr => ({ op: "if", cond, then: a, else: b });

const mex = (seen: Set<number>): number => {
  let m = 0;
  while (seen.has(m)) m++;
  return m;
};

/** Kayles by the definition: remove one or two adjacent pins of a row, maybe splitting it. */
export function kaylesValues(n: number): number[] {
  const g: number[] = [];
  for (let m = 0; m <= n; m++) {
    const seen = new Set<number>();
    for (const take of [1, 2]) for (let left = 0; left + take <= m; left++) seen.add(g[left]! ^ g[m - take - left]!);
    g.push(mex(seen));
  }
  return g;
}

/** Lasker's Nim by the definition: take any number from a heap, or split it into two non-empty heaps. */
export function laskerValues(n: number): number[] {
  const g: number[] = [];
  for (let m = 0; m <= n; m++) {
    const seen = new Set<number>();
    for (let k = 1; k <= m; k++) seen.add(g[m - k]!);
    for (let a = 1; a < m; a++) seen.add(g[a]! ^ g[m - a]!);
    g.push(mex(seen));
  }
  return g;
}

/** Kayles' first 83 values: period 12 from n = 71 (Guy and Smith). */
const KAYLES = kaylesValues(82).map(BigInt);
/** Lasker's Nim: v(4k + 1) = 4k + 1, v(4k + 2) = 4k + 2, v(4k + 3) = 4k + 4, v(4k + 4) = 4k + 3. */
const LASKER = [0n, 1n, 2n, 4n, 3n];

function program(p: Partial<Program> & Pick<Program, "params" | "body">): Program {
  return { name: "grundy", domain: p.params.map(() => 0), returns: "value", tables: {}, sets: {}, comment: [], wide: false, ...p };
}

/** v(n) = T[n] below 71, T[71 + (n − 71) mod 12] after. */
export const kayles = program({
  params: ["n"],
  tables: { K: KAYLES },
  comment: ["Kayles (0.77): period 12 from n = 71.", "A second comment line."],
  body: [
    { op: "return-if", cond: cmp("<", v("n"), int(71)), value: at("K", v("n")) },
    { op: "return", value: at("K", bin("+", int(71), bin("mod", bin("-", v("n"), int(71)), int(12)))) },
  ],
});

/** v(n) = T[1 + (n − 1) mod 4] + 4·⌊(n − 1)/4⌋ for n ≥ 1. */
export const lasker = program({
  params: ["n"],
  tables: { L: LASKER },
  comment: ["Lasker's Nim: arithmetic-periodic, period 4, saltus 4, from n = 1."],
  body: [
    { op: "return-if", cond: cmp("<", v("n"), int(1)), value: at("L", v("n")) },
    { op: "let", name: "k", value: bin("-", v("n"), int(1)) },
    { op: "return", value: bin("+", at("L", bin("+", int(1), bin("mod", v("k"), int(4)))), bin("*", int(4), bin("div", v("k"), int(4)))) },
  ],
});

/** The n-th odious number (0-based): 2n + 1 − (popcount(n) and 1). */
export const odious = program({
  params: ["n"],
  comment: ["Mock Turtles: the n-th odious number."],
  body: [{ op: "return", value: bin("-", bin("+", bin("*", int(2), v("n")), int(1)), bin("and", { op: "popcount", x: v("n") }, int(1))) }],
});

/** The ruler function 2^ν₂(n), n ≥ 1. */
export const ruler = program({
  params: ["n"],
  domain: [1],
  comment: ["Ruler: the largest power of 2 dividing n."],
  body: [{ op: "return", value: bin("shl", int(1), { op: "ctz", x: v("n") }) }],
});

/** Every remaining op, with negative dividends, a negative modulus and a large constant. */
export const mixed = program({
  params: ["n"],
  sets: { SMALL: [0n, 2n, 11n, 1000n] },
  comment: ["A formula using every operation."],
  body: [
    { op: "let", name: "q", value: bin("div", bin("-", v("n"), int(7)), int(3)) },
    { op: "let", name: "r", value: bin("mod", bin("-", v("n"), int(7)), int(3)) },
    { op: "let", name: "c", value: bin("or", bin("xor", v("n"), int(5)), bin("and", v("n"), int(12))) },
    { op: "let", name: "d", value: bin("-", bin("+", bin("shr", v("n"), int(2)), bin("min", v("q"), v("r"))), bin("max", bin("-", v("n"), int(20)), int(-3))) },
    {
      op: "return-if",
      cond: { op: "all", xs: [cmp(">", v("n"), int(3)), cmp("<=", v("n"), int(9)), cmp("!=", v("n"), int(5))] },
      value: bin("+", bin("*", v("q"), int(7)), v("r")),
    },
    { op: "return-if", cond: { op: "in", set: "SMALL", x: v("n") }, value: bin("-", v("c"), v("d")) },
    {
      op: "let",
      name: "e",
      value: when(
        { op: "any", xs: [cmp("<", v("n"), int(20)), cmp("==", v("n"), int(100)), { op: "not", x: cmp(">=", v("n"), int(0)) }] },
        bin("mod", v("n"), int(-4)),
        bin("+", bin("+", { op: "isqrt", x: v("n") }, { op: "ctz", x: bin("+", v("n"), int(1)) }), bin("mod", v("n"), int(10_000_000_007n))),
      ),
    },
    { op: "return", value: bin("+", bin("-", bin("+", bin("*", v("d"), int(3)), v("e")), bin("shl", int(1), bin("mod", v("n"), int(5)))), { op: "popcount", x: v("n") }) },
  ],
});

/** Wythoff: P exactly when x = min(a, b) = ⌊kφ⌋ with k = |a − b|; ⌊kφ⌋ = ⌊(k + ⌊k√5⌋)/2⌋ = (k + isqrt(5k²)) div 2. */
export const wythoff = program({
  name: "outcome",
  returns: "outcome",
  params: ["a", "b"],
  wide: true,
  comment: ["Wythoff: P at (⌊kφ⌋, ⌊kφ²⌋) and its mirror, k ≥ 0."],
  body: [
    { op: "let", name: "x", value: bin("min", v("a"), v("b")) },
    { op: "let", name: "y", value: bin("max", v("a"), v("b")) },
    { op: "let", name: "k", value: bin("-", v("y"), v("x")) },
    { op: "return", value: cmp("==", v("x"), bin("div", bin("+", v("k"), { op: "isqrt", x: bin("*", bin("*", int(5), v("k")), v("k")) }), int(2))) },
  ],
});

/** v(a, b) = Kayles(a) xor Lasker(b), each by its periodic law, through conditional expressions. */
export const sum = program({
  params: ["a", "b"],
  tables: { K: KAYLES, L: LASKER },
  comment: ["Kayles + Lasker's Nim: a sum."],
  body: [
    {
      op: "let",
      name: "ka",
      value: when(cmp("<", v("a"), int(71)), at("K", v("a")), at("K", bin("+", int(71), bin("mod", bin("-", v("a"), int(71)), int(12))))),
    },
    {
      op: "let",
      name: "lb",
      value: when(
        cmp("<", v("b"), int(1)),
        at("L", v("b")),
        bin("+", at("L", bin("+", int(1), bin("mod", bin("-", v("b"), int(1)), int(4)))), bin("*", int(4), bin("div", bin("-", v("b"), int(1)), int(4)))),
      ),
    },
    { op: "return", value: bin("xor", v("ka"), v("lb")) },
  ],
});

/** Subtraction game {1, 3, 4}: P exactly when n mod 7 is 0 or 2 (with an empty set and the empty all/any on the way). */
export const residues = program({
  name: "outcome",
  returns: "outcome",
  params: ["n"],
  sets: { EARLY: [0n, 2n], R: [0n, 2n], NONE: [] },
  comment: ["S(1, 3, 4): P when n mod 7 is in {0, 2}."],
  body: [
    {
      op: "return-if",
      cond: {
        op: "any",
        xs: [
          { op: "in", set: "NONE", x: v("n") },
          { op: "any", xs: [] },
        ],
      },
      value: { op: "all", xs: [] },
    },
    { op: "return-if", cond: cmp("<", v("n"), int(3)), value: { op: "in", set: "EARLY", x: v("n") } },
    { op: "return", value: { op: "in", set: "R", x: bin("mod", v("n"), int(7)) } },
  ],
});

/** ⌊√x⌋ − 2^62 for x = a·2^64 + 2b + c below 2^127 (a < 2^63, b < 2^63, c ∈ {0, 1}), through a constant past 2^64. */
export const isqrtWide = program({
  params: ["a", "b", "c"],
  wide: true,
  comment: ["isqrt on 127 bits."],
  body: [
    { op: "let", name: "x", value: bin("+", bin("+", bin("shl", v("a"), int(64)), bin("shl", v("b"), int(1))), v("c")) },
    { op: "return", value: bin("-", bin("+", { op: "isqrt", x: v("x") }, int(2n ** 70n)), int(2n ** 70n + 2n ** 62n)) },
  ],
});

/** ⌊√n⌋ in long long. */
export const isqrtNarrow = program({ params: ["n"], comment: ["isqrt on 63 bits."], body: [{ op: "return", value: { op: "isqrt", x: v("n") } }] });

/**
 * Euclid's algorithm on (max, min) as a loop, with a loop inside it: 10^6 · (the number of
 * quotients) + 10^3 · (the sum of ⌊log2 q⌋ over the quotients q) + gcd mod 1000 (0 when a pile is 0).
 */
export const euclidLoop = program({
  params: ["a", "b"],
  comment: ["Euclid's algorithm: steps, quotient bits, the gcd."],
  body: [
    { op: "let", name: "x", value: bin("min", v("a"), v("b")) },
    { op: "let", name: "y", value: bin("max", v("a"), v("b")) },
    { op: "let", name: "steps", value: int(0) },
    { op: "let", name: "bits", value: int(0) },
    {
      op: "while",
      cond: cmp(">", v("x"), int(0)),
      body: [
        { op: "let", name: "q", value: bin("div", v("y"), v("x")) },
        { op: "let", name: "r", value: bin("mod", v("y"), v("x")) },
        { op: "let", name: "c", value: v("q") },
        {
          op: "while",
          cond: cmp(">", v("c"), int(1)),
          body: [
            { op: "set", name: "c", value: bin("shr", v("c"), int(1)) },
            { op: "set", name: "bits", value: bin("+", v("bits"), int(1)) },
          ],
        },
        { op: "set", name: "y", value: v("x") },
        { op: "set", name: "x", value: v("r") },
        { op: "set", name: "steps", value: bin("+", v("steps"), int(1)) },
      ],
    },
    { op: "return", value: bin("+", bin("+", bin("*", v("steps"), int(1_000_000)), bin("*", v("bits"), int(1000))), bin("mod", v("y"), int(1000))) },
  ],
});

/** Every program above, by name. */
export const PROGRAMS: Readonly<Record<string, Program>> = { kayles, lasker, odious, ruler, mixed, wythoff, sum, residues, isqrtWide, isqrtNarrow, euclidLoop };
