/*
 * The quotient-fold law (./quotientFold.ts) in words and as a program. The program runs
 * Euclid's algorithm in a loop, first quotient first. A fold from the last quotient back is
 * carried forward as a composition: the quotients seen so far turn the value t of the rest
 * into t + A(t mod M), so M numbers A(0) … A(M − 1) hold all of them; each new quotient q
 * (c = min(q, K)) makes A(r) ← δ(c, r) + A((r + δ(c, r)) mod M), and v = start + A(start mod M).
 */
import type { Cond, Expr, Program, Stmt } from "./code/program.js";
import type { QuotientFoldLaw } from "./law.js";
import { bin, cmp, ifExpr, int, ref } from "./programParts.js";

const mod = (t: number, m: number): number => ((t % m) + m) % m;

/** "t + 2", "t − 1", "t". */
function plus(d: number): string {
  return d === 0 ? "t" : d > 0 ? `t + ${d}` : `t − ${-d}`;
}

/** The quotients c (capped) of a set of cases, in words: "q ≥ 2", "q = 1", "" for every q. */
function quotientText(cs: readonly number[], cap: number): string {
  if (cs.length === cap) return "";
  const sorted = [...cs].sort((x, y) => x - y);
  const first = sorted[0]!;
  if (sorted.at(-1) === cap && sorted.length === cap - first + 1) return `q ≥ ${first}`;
  return sorted.map((c) => (c === cap ? `q ≥ ${c}` : `q = ${c}`)).join(" or ");
}

/** The residues of t of a set of cases, in words ("t odd"), "" for every t. */
function residueText(rs: readonly number[], modulus: number): string {
  if (rs.length === modulus) return "";
  return rs[0] === 0 ? "t even" : "t odd";
}

/** The cases (c, r) where δ = d, in words. */
function casesText(law: QuotientFoldLaw, d: number): string {
  const cases: [number, number][] = [];
  law.delta.forEach((x, i) => {
    if (x === d) cases.push([Math.floor(i / law.modulus) + 1, i % law.modulus]);
  });
  const cs = [...new Set(cases.map(([c]) => c))];
  const rs = [...new Set(cases.map(([, r]) => r))];
  const join = (parts: string[]): string => parts.filter((p) => p !== "").join(" and ");
  // a product of quotients and residues reads as one condition, else case by case
  if (cs.length * rs.length === cases.length) return join([quotientText(cs, law.cap), residueText(rs, law.modulus)]);
  return cases.map(([c, r]) => join([quotientText([c], law.cap), residueText([r], law.modulus)])).join(" or ");
}

/** The step in words: "t ← t + 2 if q ≥ 2 and t odd, else t + 1". */
export function stepText(law: QuotientFoldLaw): string {
  const counts = new Map<number, number>();
  for (const d of law.delta) counts.set(d, (counts.get(d) ?? 0) + 1);
  const byUse = [...counts].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  const usual = byUse[0]![0];
  const others = byUse.slice(1).map(([d]) => `${plus(d)} if ${casesText(law, d)}`);
  return others.length === 0 ? `t ← ${plus(usual)}` : `t ← ${others.join("; ")}, else ${plus(usual)}`;
}

/** The law in plain lines. */
export function describeQuotientFold(law: QuotientFoldLaw): string {
  const order = law.order === "last-first" ? "q_m … q_1" : "q_1 … q_m";
  const lines = [`v(a, b) = fold over the quotients ${order} of Euclid's algorithm on (max, min), from t = ${law.start}: ${stepText(law)}; v = t`];
  lines.push(law.zero === null ? "for a, b ≥ 1" : `v(a, 0) = v(0, b) = ${law.zero}`);
  return lines.join("\n");
}

/** δ(c, r) as an expression: the table D at (c − 1)·M + r. */
function deltaAt(law: QuotientFoldLaw, r: Expr): Expr {
  const row = bin("-", ref("c"), int(1));
  const scaled = bin("*", row, int(law.modulus));
  const index = law.modulus === 1 ? row : r.op === "int" && r.value === 0n ? scaled : bin("+", scaled, r);
  return { op: "at", table: "D", index };
}

/** The loop's body after c: the fold's update (forward: t; backward: A0 … A(M−1)). */
function update(law: QuotientFoldLaw): Stmt[] {
  if (law.order === "first-last") {
    const r = law.modulus === 1 ? int(0) : bin("mod", ref("t"), int(law.modulus));
    return [{ op: "set", name: "t", value: bin("+", ref("t"), deltaAt(law, r)) }];
  }
  if (law.modulus === 1) return [{ op: "set", name: "A0", value: bin("+", ref("A0"), deltaAt(law, int(0))) }];
  const out: Stmt[] = [];
  for (let r = 0; r < law.modulus; r++) {
    out.push({ op: "let", name: `d${r}`, value: deltaAt(law, int(r)) });
    const even: Cond = cmp("==", bin("mod", r === 0 ? ref("d0") : bin("+", int(r), ref(`d${r}`)), int(2)), int(0));
    out.push({ op: "let", name: `n${r}`, value: bin("+", ref(`d${r}`), ifExpr(even, ref("A0"), ref("A1"))) });
  }
  for (let r = 0; r < law.modulus; r++) out.push({ op: "set", name: `A${r}`, value: ref(`n${r}`) });
  return out;
}

/**
 * The law as a program `grundy(a, b)`: x = min, y = max; a pile of 0 gives `zero`; then
 * Euclid's algorithm in a loop, each quotient folded in (see the file's comment).
 */
export function quotientFoldProgram(law: QuotientFoldLaw): Program {
  const [x, y] = [ref("x"), ref("y")];
  const state: Stmt[] =
    law.order === "first-last"
      ? [{ op: "let", name: "t", value: int(law.start) }]
      : Array.from({ length: law.modulus }, (_, r): Stmt => ({ op: "let", name: `A${r}`, value: int(0) }));
  const folded = ref(`A${mod(law.start, law.modulus)}`);
  const result = law.order === "first-last" ? ref("t") : law.start === 0 ? folded : bin("+", int(law.start), folded);
  const body: Stmt[] = [
    { op: "let", name: "x", value: bin("min", ref("a"), ref("b")) },
    { op: "let", name: "y", value: bin("max", ref("a"), ref("b")) },
    ...(law.zero === null ? [] : [{ op: "return-if", cond: cmp("<", x, int(1)), value: int(law.zero) } satisfies Stmt]),
    ...state,
    {
      op: "while",
      cond: cmp(">", x, int(0)),
      body: [
        { op: "let", name: "c", value: bin("min", bin("div", y, x), int(law.cap)) },
        ...update(law),
        { op: "let", name: "r", value: bin("mod", y, x) },
        { op: "set", name: "y", value: x },
        { op: "set", name: "x", value: ref("r") },
      ],
    },
    { op: "return", value: result },
  ];
  const verified = law.verifiedTo as readonly number[];
  return {
    name: "grundy",
    params: ["a", "b"],
    domain: [law.from[0], law.from[1]],
    returns: "value",
    tables: { D: law.delta.map(BigInt) },
    sets: {},
    body,
    comment: [...describeQuotientFold(law).split("\n"), `verified for a ≤ ${verified[0]}, b ≤ ${verified[1]}; O(log min(a, b)) steps, exact for piles below 2^63`],
    wide: false,
  };
}
