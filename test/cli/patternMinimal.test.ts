// `grundy pattern --games`: a user family whose Grundy values are a table built here with a
// known least period, saltus and preperiod; the law reported must be exactly the least.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";

const INDEX = pathToFileURL(join(CLI, "..", "..", "index.js")).href;
const dir = mkdtempSync(join(tmpdir(), "grundy-pattern-"));

/**
 * A family tab(n) whose value is T(n) = PRE[n] below PRE.length, else CYC[i mod p] + s·⌊i/p⌋
 * with i = n − PRE.length: from n the moves go to the nim heaps "h0" … "h(T(n) − 1)".
 */
function family(pre: readonly number[], cyc: readonly number[], saltus: number): string {
  const file = join(dir, `tab${pre.join("_")}x${cyc.join("_")}s${saltus}.mjs`);
  writeFileSync(
    file,
    `import { defineFamily, defineGame } from ${JSON.stringify(INDEX)};
const PRE = ${JSON.stringify(pre)};
const CYC = ${JSON.stringify(cyc)};
const T = (n) => (n < PRE.length ? PRE[n] : CYC[(n - PRE.length) % CYC.length] + ${saltus} * Math.floor((n - PRE.length) / CYC.length));
const heaps = (v) => Array.from({ length: v }, (_, j) => "h" + j);
export const tab = defineFamily({
  name: "tab",
  usage: "tab(n)",
  game: defineGame({ name: "tab", moves: (p) => heaps(typeof p === "number" ? T(p) : Number(p.slice(1))) }),
  parse: (args) => Number(args[0]),
  print: (n) => "tab(" + n + ")",
});
`,
  );
  return file;
}

/** The table itself, v(0) … v(count − 1). */
function table(pre: readonly number[], cyc: readonly number[], saltus: number, count: number): number[] {
  return Array.from({ length: count }, (_, n) => (n < pre.length ? pre[n]! : cyc[(n - pre.length) % cyc.length]! + saltus * Math.floor((n - pre.length) / cyc.length)));
}

/** The least (p, s, n0) of an eventually arithmetic-periodic list, by trying p = 1, 2, … on a long prefix (saltus 0 first). */
function least(v: readonly number[]): { period: number; saltus: number; preperiod: number } {
  for (const arithmetic of [false, true]) {
    for (let p = 1; p < 100; p++) {
      const s = arithmetic ? v[v.length - 1]! - v[v.length - 1 - p]! : 0;
      if (arithmetic && s <= 0) continue;
      let n0 = v.length - p;
      while (n0 > 0 && v[n0 - 1 + p]! - v[n0 - 1]! === s) n0--;
      if (n0 < v.length / 4) return { period: p, saltus: s, preperiod: n0 };
    }
  }
  throw new Error("no period");
}

interface Law {
  kind: string;
  period: number;
  saltus: number;
  preperiod: number;
  status: string;
}

function lawOf(file: string, to: number): Law {
  const r = runCli(["pattern", "tab(n)", "--games", file, "--to", String(to), "--json"]);
  expect(r.stderr).toBe("");
  return (JSON.parse(r.stdout) as { law: Law }).law;
}

describe("grundy pattern reports the least period and preperiod", () => {
  it("of a user family whose values are a table with period 7 from n = 5", () => {
    const [pre, cyc] = [
      [5, 0, 2, 2, 7],
      [3, 1, 4, 1, 5, 9, 2],
    ];
    const expected = least(table(pre, cyc, 0, 2000));
    expect(expected).toEqual({ period: 7, saltus: 0, preperiod: 5 });
    expect(lawOf(family(pre, cyc, 0), 300)).toMatchObject({ kind: "periodic", ...expected, status: "verified" });
  });

  it("when the preperiod's tail already repeats the cycle (the least preperiod is below PRE's length)", () => {
    // 0, 1, 3 | 1, 2, 1, 2, 1, 3, …: T(1) = T(7) and T(2) = T(8), T(0) ≠ T(6); the cycle's least period is 6, not 2
    const [pre, cyc] = [
      [0, 1, 3],
      [1, 2, 1, 2, 1, 3],
    ];
    const expected = least(table(pre, cyc, 0, 2000));
    expect(expected).toEqual({ period: 6, saltus: 0, preperiod: 1 });
    expect(lawOf(family(pre, cyc, 0), 300)).toMatchObject({ kind: "periodic", ...expected });
  });

  it("of an arithmetic-periodic table: its least period, saltus and preperiod", () => {
    const [pre, cyc] = [
      [6, 6, 1],
      [0, 2, 1],
    ];
    const expected = least(table(pre, cyc, 3, 2000));
    expect(expected.saltus).toBe(3);
    expect(lawOf(family(pre, cyc, 3), 300)).toMatchObject({ kind: "arithmetic-periodic", ...expected, status: "verified" });
  });
});
