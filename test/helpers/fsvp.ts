// An independent model of Fair Shares and Varied Pairs for the tests of src/games/fsvp/:
// partitions as sorted arrays keyed by "5+3+1", options written from the rules, outcomes
// by plain value iteration. Nothing here uses the solver's numbering.
import { type FsvpTable, fsvpGammaOf, fsvpPosition } from "../../src/games/fsvp/index.js";

export const key = (parts: readonly number[]) => [...parts].sort((a, b) => b - a).join("+");

export function allPartitions(n: number): number[][] {
  const out: number[][] = [];
  const walk = (rest: number, max: number, acc: number[]) => {
    if (rest === 0) out.push([...acc]);
    for (let x = Math.min(rest, max); x >= 1; x--) walk(rest - x, x, [...acc, x]);
  };
  walk(n, n, []);
  return out;
}

export function movesByRule(parts: readonly number[]): string[] {
  const out = new Set<string>();
  const sizes = [...new Set(parts)];
  for (const s of sizes) {
    for (let k = 2; k <= s; k++) {
      if (s % k !== 0) continue; // divide a heap s into k equal heaps
      const rest = [...parts];
      rest.splice(rest.indexOf(s), 1);
      out.add(key([...rest, ...Array<number>(k).fill(s / k)]));
    }
  }
  for (let i = 0; i < sizes.length; i++) {
    for (let j = i + 1; j < sizes.length; j++) {
      const [a, b] = [sizes[i]!, sizes[j]!]; // unite two heaps of different sizes
      const rest = [...parts];
      rest.splice(rest.indexOf(a), 1);
      rest.splice(rest.indexOf(b), 1);
      out.add(key([...rest, a + b]));
    }
  }
  return [...out];
}

export interface Plain {
  outcome: Map<string, "P" | "N" | "D">;
  remoteness: Map<string, number>;
  options: Map<string, string[]>;
}

/** Value iteration over all partitions: pass i decides what has remoteness i, until a pass decides nothing. */
export function plainSolve(n: number): Plain {
  const options = new Map(allPartitions(n).map((p) => [key(p), movesByRule(p)]));
  const outcome = new Map<string, "P" | "N" | "D">();
  const remoteness = new Map<string, number>();
  for (const [k, opts] of options) {
    if (opts.length === 0) {
      outcome.set(k, "P");
      remoteness.set(k, 0);
    }
  }
  for (let i = 1; ; i++) {
    const decided: [string, "P" | "N"][] = [];
    for (const [k, opts] of options) {
      if (outcome.has(k)) continue;
      if (opts.some((o) => outcome.get(o) === "P" && remoteness.get(o) === i - 1)) decided.push([k, "N"]);
      else if (opts.every((o) => outcome.get(o) === "N") && Math.max(...opts.map((o) => remoteness.get(o)!)) === i - 1) decided.push([k, "P"]);
    }
    if (decided.length === 0) break;
    for (const [k, o] of decided) {
      outcome.set(k, o);
      remoteness.set(k, i);
    }
  }
  for (const k of options.keys()) if (!outcome.has(k)) outcome.set(k, "D");
  return { outcome, remoteness, options };
}

export const OUTCOME = ["P", "N", "D"] as const;

export function gammaByKey(t: FsvpTable): Map<string, number | { infinite: true; K: readonly number[] }> {
  const m = new Map<string, number | { infinite: true; K: readonly number[] }>();
  for (let i = 0; i < t.count; i++) m.set(key(fsvpPosition(t.n, i)), fsvpGammaOf(t, i));
  return m;
}
