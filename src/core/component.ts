import type { Game } from "./game.js";

/** One component of a compound: a game and a position in it. */
export interface Component<P = unknown> {
  game: Game<P>;
  position: P;
}
