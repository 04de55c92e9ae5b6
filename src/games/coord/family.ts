import { defineGame } from "../../core/game.js";
import { InputError } from "../../errors.js";
import { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import { coordGrundy, rulesOf } from "./grundyCache.js";
import { type CoordPosition, coordMoves, isCoordMove } from "./moves.js";
import type { CoordRules } from "./rules.js";
import { coordView } from "./view.js";

const USAGE = 'coord("vectors", x1,x2,…)';

const print = ({ rules, at }: CoordPosition): string => `coord("${rules.code}"${at.map((x) => `,${x}`).join("")})`;

/** The rules as an engine game: positions keyed by their code and coordinates. */
const game = defineGame<CoordPosition>({
  name: "coord",
  moves: coordMoves,
  key: ({ rules, at }) => `${rules.code}|${at.join(",")}`,
  show: print,
});

/**
 * `coord("vectors", x1,x2,…)`: a coordinate game typed in one line (see parseCoordRules for
 * the grammar): Grundy values from a box computed in one pass for small positions, the engine
 * past it.
 */
export const coordFamily = family<CoordPosition>({
  name: "coord",
  view: coordView,
  usage: USAGE,
  summary:
    'a coordinate game: a move subtracts one of the vectors from the coordinates ("k,0 0,k k,k" is Wythoff\'s game; k and l are any steps ≥ 1, restricted by conditions such as k<=2l; see docs/coordinate-games.md)',
  game,
  read(args) {
    args.sections(1);
    const [first, ...rest] = args.atoms(0);
    if (first?.kind !== "string")
      throw new InputError(`the vectors as a quoted string first, as in coord("k,0 0,k k,k", 3, 5)`, Args.show(first), { column: first?.column ?? args.call.column });
    let rules: CoordRules;
    try {
      rules = rulesOf(first.value);
    } catch (e) {
      // the column inside the code, moved to the expression (the string's text starts after its quote)
      if (e instanceof InputError) throw new InputError(`${e.expected} in ${USAGE}`, e.got, { column: first.column + (e.location.column ?? 1) });
      throw e;
    }
    if (rest.length !== rules.dimension) {
      const at = rest[rules.dimension] ?? undefined;
      throw new InputError(`${rules.dimension} coordinates after the vectors (each vector has ${rules.dimension} components) in ${USAGE}`, at ? Args.show(at) : ")", {
        column: at?.column ?? args.call.closeColumn ?? args.call.column,
      });
    }
    return { rules, at: rest.map((a) => args.int(a, "a coordinate (a non-negative integer)")) };
  },
  print,
  grundy: (p) => coordGrundy(p),
  isOption: isCoordMove,
});
