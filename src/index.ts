// The public API of grundy: an explicit list; nothing internal is exported.
export { GrundyError, InputError, GameError, type InputLocation } from "./errors.js";

export { isqrt, bitLength, parseNatural, parseSafeNatural } from "./arith/bigint.js";
export { continuedFraction } from "./arith/continuedFraction.js";

export { defineGame, type Game, type GameSpec, type Key } from "./core/game.js";
export { mex } from "./core/mex.js";
export { nimSum, nimSumBig } from "./core/nim.js";
export { clearCache, cacheSize, type SolveOptions } from "./core/solver.js";
export { grundy } from "./core/grundy.js";
export { outcome, winningMoves, type Outcome, type OutcomeOptions, type Play } from "./core/outcome.js";
export { remoteness } from "./core/remoteness.js";
export { suspense } from "./core/suspense.js";
export {
  compound,
  disjunctiveSum,
  selectiveCompound,
  conjunctiveCompound,
  continuedConjunctiveCompound,
  type Component,
  type CompoundKind,
  type CompoundResult,
} from "./core/compound.js";

export { nim } from "./games/nim.js";
