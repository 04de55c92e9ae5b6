// Chomp on a board: the chocolate bar as a Young diagram, its top-left square poisoned.
import type { ChompPosition } from "./position.js";
import { randomInt, type View } from "../view.js";

/** How Chomp is drawn: rows of squares; a bite takes a square and every square below and right of it. */
export const chompView: View<ChompPosition> = {
  rule: "Chomp: bite a square: it and every square below and right of it are eaten. The top-left square is poisoned: whoever is left with only it loses.",
  unit: "bar",
  examples: [{ label: "Chomp (a chocolate bar)", expression: "chomp(4,5)", shuffle: (random) => `chomp(${randomInt(random, 2, 5)},${randomInt(random, 3, 7)})` }],
  board: (rows) => ({ kind: "diagram", rows: rows.slice() }),
  describe(from, to) {
    const r = from.findIndex((l, i) => to[i] !== l);
    return r < 0 ? undefined : `bite at row ${r + 1}, column ${(to[r] ?? 0) + 1}`;
  },
};
