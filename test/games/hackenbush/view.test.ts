// Green Hackenbush's view: its board (the graph on a ground), a move in words, and the
// terminal's drawing of a graph on the ground.
import { describe, expect, it } from "vitest";
import { boardLines } from "../../../src/cli/play/board.js";
import { type Hackenbush, hackenbush } from "../../../src/games/hackenbush/index.js";
import { parseExpression, Registry } from "../../../src/index.js";

const registry = new Registry();
const read = (expression: string): Hackenbush => registry.read(parseExpression(expression).terms[0]!).position as Hackenbush;
const view = hackenbush.family.view!;

describe("Green Hackenbush's view", () => {
  it("draws the graph on the graph board with vertex 0 as the ground", () => {
    expect(view.board!(read("hackenbush(0,1 1,2 2,2 0,1)"))).toEqual({
      kind: "graph",
      vertices: 3,
      edges: [
        [0, 1],
        [0, 1],
        [1, 2],
        [2, 2],
      ],
      ground: 0,
    });
  });

  it("a graph too large to draw has no board", () => {
    expect(view.board!(read("hackenbush(0,1000)"))).toBeUndefined();
    expect(view.board!(read(`hackenbush(${Array.from({ length: 100 }, (_, i) => `${i},${i + 1}`).join(" ")})`))).toBeUndefined();
  });

  it.each([
    ["hackenbush(0,1 1,2 2,3)", "hackenbush(0,1)", "cut edge 1–2 (1 more fell)"],
    ["hackenbush(0,1 1,2 2,3)", "hackenbush(0,1 1,2)", "cut edge 2–3"],
    ["hackenbush(0,1 1,1)", "hackenbush(0,1)", "cut the loop at 1"],
    ["hackenbush(0,1 0,1)", "hackenbush(0,1)", "cut edge 0–1"],
  ])("%s → %s: %s", (from, to, words) => {
    expect(view.describe!(read(from), read(to))).toBe(words);
  });

  it("the terminal draws the graph above a ground line: each vertex over the middle of those it holds up, a loop as ○", () => {
    // 1 holds up 2 and 3 (slots 0 and 1, five characters each): 2 at column 4, 3 at 9, 1 between
    expect(boardLines(view.board!(read("hackenbush(0,1 1,2 2,3 3,1 0,0)"))!)).toEqual([
      "    2────3",
      "    \\    /",
      "     \\  /",
      "      1",
      "      │",
      "      │   ○",
      "━━━━━━┻━━━┻━ ground (0)",
    ]);
  });
});
