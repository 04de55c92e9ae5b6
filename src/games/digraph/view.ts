// A token on a digraph (loopy): a rule and a start (no board: the moves are listed).
import type { DigraphPosition } from "./position.js";
import type { View } from "../view.js";

export const digraphView: View<DigraphPosition> = {
  rule: "Move the token along an arrow of the graph. Whoever cannot move loses; on a cycle, play may go on for ever (a draw).",
  unit: "token",
  examples: [{ label: "A token on a graph with a cycle (a loopy game)", expression: "digraph(0; {1,2} {0} {})" }],
};
