// A tiny stand-in for the one-variable law finder (findLaw1) the sum law is given: the least
// period p with the least preperiod n0 such that v(n + p) = v(n) for every n ≥ n0 computed,
// the agreement running over at least two periods past n0. Written here from the definition.
import type { Program } from "../../src/pattern/code/program.js";
import type { Law1, PeriodicLaw } from "../../src/pattern/law.js";
import type { Law1Tools } from "../../src/pattern/sum2.js";

function find(values: Int32Array, from: number): Law1 {
  const n = values.length;
  for (let p = 1; 3 * p <= n; p++) {
    let n0 = n - p;
    while (n0 > 0 && values[n0 - 1] === values[n0 - 1 + p]) n0--;
    if (n - n0 >= 3 * p) {
      return {
        kind: "periodic",
        status: "verified",
        verifiedTo: from + n - 1,
        proof: null,
        of: "value",
        from,
        preperiod: from + n0,
        period: p,
        saltus: 0,
        table: Array.from(values.subarray(0, n0 + p)),
      };
    }
  }
  return { kind: "none", status: "none", verifiedTo: from + n - 1, proof: null, of: "value", from, largest: { value: 0, at: from }, counts: [] };
}

function periodic(law: Law1): PeriodicLaw {
  if (law.kind !== "periodic") throw new Error("the stand-in knows periodic laws only");
  return law;
}

function evaluate(law: Law1, n: bigint): bigint {
  const { from, preperiod, period, table } = periodic(law);
  const i = n < BigInt(preperiod + period) ? n - BigInt(from) : BigInt(preperiod - from) + ((n - BigInt(preperiod)) % BigInt(period));
  return BigInt(table[Number(i)]!);
}

function program(law: Law1): Program {
  const { from, preperiod, period, table } = periodic(law);
  const n = { op: "var", name: "n" } as const;
  const int = (v: number) => ({ op: "int", value: BigInt(v) }) as const;
  return {
    name: "grundy",
    params: ["n"],
    domain: [from],
    returns: "value",
    tables: { t: table.map(BigInt) },
    sets: {},
    body: [
      { op: "return-if", cond: { op: "<", a: n, b: int(preperiod + period) }, value: { op: "at", table: "t", index: { op: "-", a: n, b: int(from) } } },
      { op: "let", name: "j", value: { op: "mod", a: { op: "-", a: n, b: int(preperiod) }, b: int(period) } },
      { op: "return", value: { op: "at", table: "t", index: { op: "+", a: { op: "var", name: "j" }, b: int(preperiod - from) } } },
    ],
    comment: [`period ${period} from n = ${preperiod}`],
    wide: false,
  };
}

function describe(law: Law1): string {
  const { preperiod, period } = periodic(law);
  return `periodic: period ${period} from n = ${preperiod}`;
}

/** The stand-in tools. */
export const LAW1: Law1Tools = { find, evaluate, program, describe };
