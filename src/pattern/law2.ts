/*
 * The two-variable laws behind one door: evaluate, print as a program, describe. The sum law
 * needs the one-variable tools (./sum2.ts, Law1Tools); the others need nothing.
 */
import type { Program } from "./code/program.js";
import type { Law2 } from "./law.js";
import { beattyPairsProgram, describeBeattyPairs, evaluateBeattyPairs } from "./beattyPairs.js";
import { describeLines, evaluateLines, linesProgram } from "./lines.js";
import { describeNoLaw2 } from "./noLaw2.js";
import { evaluateQuotientFold } from "./quotientFold.js";
import { describeQuotientFold, quotientFoldProgram } from "./quotientFoldProgram.js";
import { describeRatio, evaluateRatio, ratioProgram } from "./ratio.js";
import { describeRows, evaluateRows, rowsProgram } from "./rows.js";
import { describeSum, evaluateSum, type Law1Tools, sumProgram } from "./sum2.js";

function needs<K extends keyof Law1Tools>(tools: Partial<Law1Tools> | undefined, key: K): Law1Tools[K] {
  const tool = tools?.[key];
  if (tool === undefined) throw new RangeError(`a sum law needs the one-variable ${key}`);
  return tool as Law1Tools[K];
}

/**
 * v(a, b) under a value law (bigint), or whether (a, b) is a P-position under an outcome law
 * (boolean, true = P). Exact for any a, b the law covers.
 *
 * @throws RangeError for a law of kind "none", or (a, b) outside a rows law's lines or below a law's `from`
 */
export function evaluateLaw2(law: Law2, a: bigint, b: bigint, tools?: Partial<Law1Tools>): bigint | boolean {
  switch (law.kind) {
    case "sum":
      return evaluateSum(law, a, b, needs(tools, "evaluate"));
    case "rows-additive":
      return evaluateRows(law, a, b);
    case "outcome-beatty-pairs":
      return evaluateBeattyPairs(law, a, b);
    case "outcome-ratio":
      return evaluateRatio(law, a, b);
    case "outcome-lines":
      return evaluateLines(law, a, b);
    case "quotient-fold":
      return evaluateQuotientFold(law, a, b);
    case "none":
      throw new RangeError("no law to evaluate");
  }
}

/**
 * The law as a program (./code/program.ts).
 *
 * @throws RangeError for a law of kind "none"
 */
export function law2Program(law: Law2, tools?: Partial<Law1Tools>): Program {
  switch (law.kind) {
    case "sum":
      return sumProgram(law, needs(tools, "program"));
    case "rows-additive":
      return rowsProgram(law);
    case "outcome-beatty-pairs":
      return beattyPairsProgram(law);
    case "outcome-ratio":
      return ratioProgram(law);
    case "outcome-lines":
      return linesProgram(law);
    case "quotient-fold":
      return quotientFoldProgram(law);
    case "none":
      throw new RangeError("no law to print");
  }
}

/** The law in plain lines; a value law's outcome law follows under "P-positions:". */
export function describeLaw2(law: Law2, tools?: Partial<Law1Tools>): string {
  const status =
    law.status === "none"
      ? []
      : law.status === "proven"
        ? [`proven: ${law.proof}${law.symmetric ? "; symmetric" : ""}`]
        : [`${law.status} on a ≤ ${(law.verifiedTo as readonly number[])[0]}, b ≤ ${(law.verifiedTo as readonly number[])[1]}${law.symmetric ? "; symmetric" : ""}`];
  const lines = [describeOne(law, tools), ...status];
  if (law.outcome !== undefined) lines.push(describeOne(law.outcome, tools));
  return lines.join("\n");
}

function describeOne(law: Law2, tools: Partial<Law1Tools> | undefined): string {
  switch (law.kind) {
    case "sum":
      return describeSum(law, needs(tools, "describe"));
    case "rows-additive":
      return describeRows(law);
    case "outcome-beatty-pairs":
      return describeBeattyPairs(law);
    case "outcome-ratio":
      return describeRatio(law);
    case "outcome-lines":
      return describeLines(law);
    case "quotient-fold":
      return describeQuotientFold(law);
    case "none":
      return describeNoLaw2(law);
  }
}
