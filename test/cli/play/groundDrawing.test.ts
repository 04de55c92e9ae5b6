// A graph on the ground drawn for the terminal: the layout of the lab (layers by distance from
// the ground, a vertex over the middle of those it holds up) in characters, and the edges
// the last move took away marked: the cut one with x, those that fell with it dotted.
import { describe, expect, it } from "vitest";
import { groundDrawing } from "../../../src/cli/play/groundDrawing.js";
import type { Board } from "../../../src/games/view.js";

type Graph = Extract<Board, { kind: "graph" }>;
const graph = (vertices: number, edges: [number, number][]): Graph => ({ kind: "graph", vertices, edges, ground: 0 });

describe("groundDrawing", () => {
  it("a cut: the edge cut marked x, the edge that fell with it dotted, the layout of the graph before it", () => {
    // before: 0–1 holds 1–2, 0–3 stands alone; cutting 0–1 drops 1–2
    const before = graph(4, [
      [0, 1],
      [1, 2],
      [0, 3],
    ]);
    const now = graph(4, [[0, 3]]);
    expect(groundDrawing(now, 0, 72, 24, before, before)).toEqual([
      "    2",
      "    ·",
      "    ·",
      "    1    3",
      "    :    │",
      "    x    │",
      "━━━━┻━━━━┻━━ ground (0)",
      "x the edge cut, · what fell with it",
    ]);
  });

  it("a second copy of an edge is written ×2 beside its middle (rows 0 and 3: row 2, halves rounded up); without a move nothing is marked", () => {
    expect(
      groundDrawing(
        graph(3, [
          [0, 1],
          [1, 2],
          [1, 2],
        ]),
        0,
        72,
        24,
      ),
    ).toEqual(["    2", "    │", "    │×2", "    1", "    │", "    │", "━━━━┻━━ ground (0)"]);
  });

  it("a graph too wide or too deep for the terminal is not drawn (the front end lists its edges instead)", () => {
    const star = graph(
      31,
      Array.from({ length: 30 }, (_, i) => [0, i + 1] as [number, number]),
    );
    expect(groundDrawing(star, 0, 72, 24)).toBeUndefined();
    const path = graph(
      13,
      Array.from({ length: 12 }, (_, i) => [i, i + 1] as [number, number]),
    );
    expect(groundDrawing(path, 0, 72, 24)).toBeUndefined();
  });
});
