// Lasker's Nim: a rule and a start (no board: the moves are listed).
import type { View } from "../view.js";

export const laskerView: View<readonly bigint[]> = {
  rule: "Lasker's Nim: take any number of tokens from one heap, or split a heap into two non-empty heaps. Whoever takes the last token wins.",
  examples: [{ label: "Lasker's Nim", expression: "lasker(3,5)" }],
};
