// The record of Fair Shares and Varied Pairs for the position language: fsvp(h1,h2,…).
import { defineGame } from "../../core/game.js";
import { InputError } from "../../errors.js";
import type { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import { FSVP_MAX_N } from "./_internals/space.js";
import { fsvpOptions } from "./positions.js";
import { fsvpTableFace } from "./tableFace.js";
import { fsvpView } from "./view.js";

/** Heap sizes, largest first (the family keeps them sorted, so equal positions print alike). */
type Heaps = readonly number[];

const byDecreasing = (a: number, b: number) => b - a;

const print = (heaps: Heaps): string => `fsvp(${heaps.join(",")})`;

/**
 * Fair Shares and Varied Pairs (Winning Ways, ch. 12): n coins in heaps; a move divides one
 * heap into k ≥ 2 equal heaps or unites two heaps of different sizes; 1+1+…+1 has no move.
 * Loopy (4+2 → 6 → 3+3 → 3+2+1 → 4+2 …): answered by the loopy engine with γ values and draws.
 */
const game = defineGame<Heaps>({
  name: "fsvp",
  // the rule on numbered partitions (./_internals/space.ts), each option largest heap first
  moves: (heaps: Heaps): Heaps[] => fsvpOptions(heaps),
  key: (heaps) => heaps.join("+"),
  show: print,
  loopy: true,
});

function read(args: Args): Heaps {
  args.sections(1);
  const what = "heap sizes ≥ 1 (the coins in each heap)";
  const heaps = args.ints(0, undefined, what);
  const atoms = args.atoms(0);
  if (heaps.length === 0) throw new InputError(`${what} in fsvp(h1,h2,…)`, ")", { column: args.call.column });
  let total = 0n;
  heaps.forEach((h, i) => {
    if (h < 1n) throw new InputError(`${what} in fsvp(h1,h2,…)`, String(h), { column: atoms[i]!.column });
    total += h;
  });
  if (total > BigInt(FSVP_MAX_N)) {
    throw new InputError(`heaps of at most ${FSVP_MAX_N} coins in all in fsvp(h1,h2,…)`, `${total} coins`, { column: args.call.column });
  }
  return heaps.map(Number).sort(byDecreasing);
}

/**
 * `fsvp(h1,h2,…)`: Fair Shares and Varied Pairs, a loopy game — `fsvp(10)` is the single heap
 * of 10 coins, `fsvp(3,2,1)` the heaps 3, 2 and 1. The engine explores every position
 * reachable (for a single heap of a composite n, every partition of n); `grundy solve fsvp n`
 * solves all p(n) positions at once with its own solver.
 */
export const fsvpFamily = family<Heaps>({
  name: "fsvp",
  view: fsvpView,
  table: fsvpTableFace,
  aliases: ["fairShares"],
  usage: "fsvp(h1,h2,…)",
  summary: "Fair Shares and Varied Pairs: divide a heap into equal heaps, or unite two heaps of different sizes (loopy: γ values, draws)",
  game,
  read,
  print,
});
