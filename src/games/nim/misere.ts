import { misereNimWins } from "../../core/nim.js";
import type { NimHeaps } from "./rules.js";

/** Misère Nim (Bouton): with a heap of 2 or more, misère play goes as normal play; else the parity of the 1s decides. */
export function nimMisereWins(heaps: NimHeaps): boolean {
  return misereNimWins(heaps);
}
