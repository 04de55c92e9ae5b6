// A law found before, checked on new values (run in the Laws worker, since a table's check
// asks the law at every cell): the first point where they disagree (the library's
// counterexample), or none.
import { type Counterexample, type FoundLaw, foundLaw, type Law } from "sprague-grundy";
import type { LawValues } from "./lawValues.ts";

/** A law found before and the range it was found on: its first and last value of each variable. */
export interface Before {
  law: Law;
  from: readonly number[];
  last: readonly number[];
}

/** The verdict: where the law breaks (null: it holds); `unchecked` when it cannot be checked value by value. */
export interface Verdict {
  counterexample: Counterexample | null;
  unchecked: boolean;
}

/**
 * The first cell of a table (in order of a, then b) where the values disagree with a law,
 * skipping the cells it does not cover (a rows law covers only the rows it lists).
 */
function tableCounterexample(law: FoundLaw, t: Extract<LawValues, { kind: "table" }>): Counterexample | null {
  for (let i = 0; i < t.rows; i++) {
    for (let j = 0; j < t.cols; j++) {
      const value = t.values[i * t.cols + j]!;
      const point = [t.from[0] + i, t.from[1] + j];
      let says: bigint | "P" | "N";
      try {
        says = law.at(point.map(BigInt));
      } catch (e) {
        if (e instanceof RangeError) continue;
        throw e;
      }
      if (typeof says === "bigint" ? says !== BigInt(value) : (says === "P") !== (value === 0)) return { point, law: says, value };
    }
  }
  return null;
}

/** The first point where the values disagree with a law. */
function firstDisagreement(law: FoundLaw, values: LawValues): Counterexample | null {
  if (values.kind === "line") return law.counterexample(values.values, values.from);
  try {
    return law.counterexample({ from: [values.from[0], values.from[1]], rows: values.rows, cols: values.cols, values: values.values });
  } catch (e) {
    // the library's check stops at a cell the law does not cover: go on past such cells
    if (!(e instanceof RangeError)) throw e;
    return tableCounterexample(law, values);
  }
}

/**
 * The law found before checked on new values. The law held on every value it was found on,
 * so a disagreement inside that range means the check does not read these values as the law
 * does (an outcome law of a measure whose P-positions are not its zeros): then `unchecked`.
 */
export function checkLaw(before: Before, values: LawValues): Verdict {
  const c = firstDisagreement(foundLaw(before.law), values);
  const inside = c?.point.every((x, k) => x >= before.from[k]! && x <= before.last[k]!) === true;
  return inside ? { counterexample: null, unchecked: true } : { counterexample: c, unchecked: false };
}
