// Moore's Nim_k: one namespace (`family`, `game`), and its public names.
import { mooreFamily } from "./family.js";

export { mooreFamily, type MoorePosition } from "./family.js";

/** Moore's Nim_k: its record (P-positions and winning moves exact at any size) and engine game. */
export const moore = {
  /** The record of `moore(k; h1,h2,…)` in the position language. */
  family: mooreFamily,
  /** The rules: the engine game. */
  game: mooreFamily.game,
} as const;
