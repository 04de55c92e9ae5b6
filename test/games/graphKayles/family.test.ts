// The records of nodekayles(…) and arckayles(…): reading and printing, bad input, the views
// (board, a move in words, example starts), and analyses through the position language.
import { describe, expect, it } from "vitest";
import { analyze, boardOf, InputError, parseExpression, Registry } from "../../../src/index.js";
import { arcKaylesFamily, nodeKaylesFamily } from "../../../src/games/graphKayles/index.js";
import { seededRandom } from "../../../src/_internals/random.js";
import { bruteGrundy } from "./bruteForce.js";

const reg = new Registry();
const read = (text: string) => reg.read(parseExpression(text).terms[0]!);

describe("nodekayles(…) and arckayles(…) in the position language", () => {
  it.each([
    ["nodekayles(5; 0,1 1,2 2,3 3,4)", "nodekayles(5; 0,1 1,2 2,3 3,4)"],
    ["nodekayles(4; 3,0 2,1 1,2)", "nodekayles(4; 0,3 1,2)"],
    ["nodekayles(3)", "nodekayles(3)"],
    ["NodeKayles(3;)", "nodekayles(3)"],
    ["arckayles(4; 0,1 1,2 2,3 3,0; 2 1)", "arckayles(4; 0,1 0,3 1,2 2,3; 1 2)"],
    ["arc_kayles(3; ; 0)", "arckayles(3; ; 0)"],
  ])("%s reads and prints as %s (and that reads back the same)", (text, printed) => {
    const { family, position } = read(text);
    expect(family.print(position)).toBe(printed);
    const again = read(printed);
    expect(again.family.print(again.position)).toBe(printed);
  });

  it.each([
    ["nodekayles(5; 0,5)", 17, "an edge's second end among the vertices 0..4"],
    ["nodekayles(5; 0,1 2)", 19, "an edge u,v"],
    ["nodekayles(5; 0,1,2)", 15, "an edge u,v"],
    ["nodekayles(5; 2,2)", 15, "an edge between two different vertices in nodekayles(n; u,v u,v …) (a loop would make a vertex its own neighbour"],
    ["arckayles(3; 1,1)", 14, "an edge between two different vertices in arckayles(n; u,v u,v …) (a loop u,u has one end"],
    ['arckayles("4"; 0,1)', 11, "the number of vertices n"],
    ["arckayles(4, 5; 0,1)", 14, "one number of vertices"],
    ["arckayles(4; 0,1; 7)", 19, "a removed vertex among the vertices 0..3"],
    ["arckayles(4; 0,1; 1; 2)", 22, 'at most 2 ";"'],
    ["nodekayles(100000)", 12, "at most 5,000 vertices"],
    ["nodekayles(0; 0,1)", 15, "an edge's first end among no vertices (n is 0)"],
  ])("%s is refused at column %i: expected %s", (text, column, expected) => {
    try {
      read(text);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).location.column).toBe(column);
      expect((e as InputError).message).toContain(`expected ${expected}`);
    }
  });

  it("a non-integer vertex is refused by the parser, with its column", () => {
    expect(() => read("nodekayles(5; 0,1.5)")).toThrow(InputError);
    expect(() => read("nodekayles(5; 0,-1)")).toThrow(InputError);
  });

  it("analyze: a sum of both games and other families, each part's value and a winning move", () => {
    const a = analyze("nodekayles(5; 0,1 1,2 2,3 3,4) + arckayles(4; 0,1 1,2 2,3 3,0) + nim(2)");
    expect(a.components.map((c) => [c.text, c.grundy])).toEqual([
      ["nodekayles(5; 0,1 1,2 2,3 3,4)", "3"],
      ["arckayles(4; 0,1 0,3 1,2 2,3)", "0"],
      ["nim(2)", "2"],
    ]);
    expect(a.outcome).toBe("N");
    // 3 ⊕ 0 ⊕ 2 = 1: the path of 5 goes to 2 (an end and its neighbour leave a path of 3), or the square to 1 (a path of 2 left)
    expect(a.winningMoves!.filter((m) => m.component === 0).map((m) => m.to)).toEqual(["nodekayles(5; 0,1 1,2 2,3 3,4; 0 1)", "nodekayles(5; 0,1 1,2 2,3 3,4; 3 4)"]);
    expect(a.winningMoves!.filter((m) => m.component === 1)).toHaveLength(4);
  });

  it("analyze: a graph no closed form knows (the engine), misère play too, against the brute force", () => {
    const edges: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 0],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 3],
      [1, 6],
    ];
    const text = `nodekayles(7; ${edges.map((e) => e.join(",")).join(" ")})`;
    expect(analyze(text).components[0]!.grundy).toBe(String(bruteGrundy("node", { n: 7, edges, removed: [] })()));
    expect(analyze(`arc${text.slice(4)}`).components[0]!.grundy).toBe(String(bruteGrundy("arc", { n: 7, edges, removed: [] })()));
    expect(["N", "P"]).toContain(analyze(text, { play: "misere" }).outcome);
  });

  it("analyze: a path of 3,001 vertices in closed form, with its winning moves", () => {
    const edges = Array.from({ length: 3000 }, (_, i) => `${i},${i + 1}`).join(" ");
    const a = analyze(`nodekayles(3001; ${edges})`);
    expect(a.outcome).toBe("N");
    expect(a.winningMoves!.length).toBeGreaterThan(0);
  });

  it("a graph too large for the engine ends with the budget's message, not a hang", () => {
    const n = 60;
    const edges: string[] = [];
    for (let i = 0; i < n; i++) for (const d of [1, 7, 13]) edges.push(`${i},${(i + d) % n}`);
    // 60 vertices: the search kernel's, which stops at the budget and says how to lift it
    expect(() => analyze(`nodekayles(${n}; ${edges.join(" ")})`, { budget: 20_000 })).toThrow(
      /stopped when its budget \(20,000 moves and positions\) was spent: --budget raises it/,
    );
  });
});

describe("the views of Node Kayles and Arc Kayles", () => {
  it("the board is the graph as typed, removed vertices listed", () => {
    const { family, position } = read("nodekayles(5; 0,1 1,2 2,3 3,4; 1 2 3)");
    expect(boardOf(family.view, position)).toEqual({
      kind: "graph",
      vertices: 5,
      edges: [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
      ],
      removed: [1, 2, 3],
    });
    const big = read(`nodekayles(41)`);
    expect(boardOf(big.family.view, big.position)).toBeUndefined();
  });

  it.each([
    ["nodekayles(5; 0,1 1,2 2,3 3,4)", "nodekayles(5; 0,1 1,2 2,3 3,4; 1 2 3)", "took vertex 2 and its neighbours 1, 3"],
    ["nodekayles(5; 0,1 1,2 2,3 3,4)", "nodekayles(5; 0,1 1,2 2,3 3,4; 0 1)", "took vertex 0 and its neighbour 1"],
    ["nodekayles(5; 0,1 1,2 2,3 3,4; 1 2 3)", "nodekayles(5; 0,1 1,2 2,3 3,4; 1 2 3 4)", "took vertex 4 (no neighbours left)"],
    ["arckayles(4; 0,1 1,2 2,3 3,0)", "arckayles(4; 0,1 1,2 2,3 3,0; 2 3)", "took edge 2–3 (vertices 2 and 3 removed)"],
  ])("%s → %s: %s", (from, to, words) => {
    const a = read(from);
    const b = read(to);
    expect(a.family.view!.describe!(a.position, b.position)).toBe(words);
  });

  it.each([nodeKaylesFamily, arcKaylesFamily])("$name: every example start reads, is drawn, and is won by the first player (N)", (family) => {
    expect(family.view!.rule).toMatch(/\w.*\.$/);
    for (const ex of family.view!.examples!) {
      const { position } = read(ex.expression);
      expect(boardOf(family.view, position), ex.expression).toMatchObject({ kind: "graph" });
      expect(analyze(ex.expression).outcome, ex.expression).toBe("N");
    }
    // another start at random: a small graph the first player wins
    const random = seededRandom(7);
    const shuffle = family.view!.examples![0]!.shuffle!;
    for (let i = 0; i < 20; i++) {
      const start = shuffle(random);
      expect(read(start).family, start).toBe(family);
      expect(analyze(start).outcome, start).toBe("N");
    }
  });
});
