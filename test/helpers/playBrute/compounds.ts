// The play brute force (see ../playBrute.ts): moves and values of a whole compound position, memoised by its text.
import type { PlayOptions } from "../../../src/index.js";
import { type Comp, canon, moves, parseComp, print } from "./components.js";

// ---------------------------------------------------------------------------------------
// Compounds: moves and values of the whole position, memoised by its text
// ---------------------------------------------------------------------------------------

export type Kind = "sum" | "selective" | "conjunctive" | "every";
export type State = Comp[];

export const stateKey = (ps: State): string => ps.map(canon).join(" + ");
export const stateText = (ps: State): string => ps.map(print).join(" + ");
export const readState = (text: string): State => text.split(" + ").map(parseComp);

export const product = <T>(lists: T[][]): T[][] => lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);

export const movesMemo = new Map<string, State[]>();
/** The options of a compound position under its rule (each position once), memoised by its text as written (the options keep its writing). */
export function compoundMoves(kind: Kind, ps: State): State[] {
  const k = `${kind}|${stateText(ps)}`;
  const hit = movesMemo.get(k);
  if (hit) return hit;
  const opts = ps.map(moves);
  let out: State[];
  switch (kind) {
    case "sum":
      out = ps.flatMap((_, i) => opts[i]!.map((o) => ps.map((p, j) => (j === i ? o : p))));
      break;
    case "selective":
      out = product(ps.map((p, i) => [p, ...opts[i]!])).filter((q) => q.some((x, i) => x !== ps[i]));
      break;
    case "conjunctive":
      out = opts.some((o) => o.length === 0) ? [] : product(opts);
      break;
    case "every":
      out = opts.every((o) => o.length === 0) ? [] : product(ps.map((p, i) => (opts[i]!.length === 0 ? [p] : opts[i]!)));
      break;
  }
  const seen = new Set<string>();
  out = out.filter((q) => !seen.has(stateKey(q)) && !!seen.add(stateKey(q)));
  movesMemo.set(k, out);
  return out;
}

export type Measure = "wins" | "misereWins" | "remoteness" | "misereRemoteness" | "suspense";
export const values = new Map<string, number>();

/**
 * Straight from the definitions. wins: some option is lost. Misère: no move is a win.
 * Remoteness (Smith): 0 at the end; the winner goes to the least even option, the loser to
 * the greatest; odd ⇔ the mover wins. Misère remoteness: the same with odd and even
 * exchanged (0 is a win). Suspense: the winner goes to the greatest even option, the loser
 * to the least.
 */
export function value(kind: Kind, measure: Measure, ps: State): number {
  const k = `${kind}|${measure}|${stateKey(ps)}`;
  const hit = values.get(k);
  if (hit !== undefined) return hit;
  const vs = compoundMoves(kind, ps).map((o) => value(kind, measure, o));
  let v: number;
  const lost = (x: number): boolean => (measure === "misereRemoteness" ? x % 2 === 1 : x % 2 === 0);
  switch (measure) {
    case "wins":
      v = vs.some((x) => x === 0) ? 1 : 0;
      break;
    case "misereWins":
      v = vs.length === 0 || vs.some((x) => x === 0) ? 1 : 0;
      break;
    default: {
      if (vs.length === 0) v = 0;
      else {
        const good = vs.filter(lost);
        if (measure === "suspense") v = 1 + (good.length ? Math.max(...good) : Math.min(...vs));
        else v = 1 + (good.length ? Math.min(...good) : Math.max(...vs));
      }
    }
  }
  values.set(k, v);
  return v;
}

export interface Rules {
  kind: Kind;
  misere: boolean;
}
export const optionsOf = (r: Rules, budget?: number): PlayOptions => ({ compound: r.kind, play: r.misere ? "misere" : "normal", ...(budget !== undefined ? { budget } : {}) });
/** Whether the player to move wins, by the brute force. */
export const wins = (r: Rules, ps: State): boolean => value(r.kind, r.misere ? "misereWins" : "wins", ps) === 1;
export const options = (r: Rules, ps: State): State[] => compoundMoves(r.kind, ps);
/** How long the game lasts between two perfect players, on the compound game itself. */
export const length = (r: Rules, ps: State): number => value(r.kind, r.misere ? "misereRemoteness" : r.kind === "every" ? "suspense" : "remoteness", ps);
