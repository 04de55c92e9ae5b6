// Fair Shares and Varied Pairs (loopy): a rule and a start (no board: the moves are listed).
import type { View } from "../view.js";

export const fsvpView: View<readonly number[]> = {
  rule: "Fair Shares and Varied Pairs: divide a heap into two or more equal heaps, or unite two heaps of different sizes. Whoever cannot move loses; play may go on for ever (a draw).",
  examples: [{ label: "Fair Shares and Varied Pairs (a loopy game)", expression: "fsvp(10)" }],
};
