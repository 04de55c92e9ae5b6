// Coordinate games typed in one line: one namespace (`family`, `game`, the rules' reader and
// the box of Grundy values), and its public names.
import { coordFamily } from "./family.js";
import { coordBox } from "./grundyBox.js";
import { coordMoves } from "./moves.js";
import { parseCoordRules } from "./rules.js";

export { coordFamily } from "./family.js";
export { coordBox, type CoordBox } from "./grundyBox.js";
export { coordMoves, isCoordMove, type CoordPosition } from "./moves.js";
export { parseCoordRules, MAX_COORD_CONSTANT, MAX_COORD_DIMENSION, type CoordRules, type CoordVector, type CoordCondition, type CoordComponent, type Linear } from "./rules.js";

/**
 * Coordinate games (`coord("k,0 0,k k,k", a, b)`): the record, the engine game, the rules'
 * reader and the box of Grundy values, grouped.
 *
 * @example coord.box(coord.parseRules("k,0 0,k k,k"), 3).at([2, 1]) // 0: (2, 1) is a P-position of Wythoff's game
 */
export const coord = {
  /** The record of `coord("vectors", x1,…)` in the position language (its `game`: the exact rules). */
  family: coordFamily,
  /** The engine game on exact positions. */
  game: coordFamily.game,
  /** See {@link parseCoordRules}. */
  parseRules: parseCoordRules,
  /** See {@link coordBox}: G over [0, side)^d. */
  box: coordBox,
  /** See {@link coordMoves}. */
  moves: coordMoves,
} as const;
