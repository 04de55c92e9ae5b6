// A subtraction game with additions (loopy): a rule and a start (no board: the moves are listed).
import type { SubAddPosition } from "./position.js";
import type { View } from "../view.js";

export const subAddView: View<SubAddPosition> = {
  rule: "Take a number of tokens in the first set, or add a number in the second (up to the maximum). Whoever empties the heap wins; play may go on for ever (a draw).",
  examples: [{ label: "Take or add tokens (a loopy game)", expression: "subadd(3; {2}; {2}; 5)" }],
};
