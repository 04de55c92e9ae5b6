import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import type { Game } from "../game.js";

/** Refuses what is not a game made by defineGame (an InputError rather than a TypeError inside). */
export function checkGame(game: unknown): void {
  const g = game as Partial<Game<unknown>> | null;
  if (typeof g !== "object" || g === null || typeof g.moves !== "function" || typeof g.key !== "function") {
    throw new InputError("a game made by defineGame", describeValue(game));
  }
}
