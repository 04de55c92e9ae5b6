// javascriptStart: whether the JavaScript search takes a start is what the face's read takes,
// checked against the limits the search faces state in their help (Cram: at most 64 cells and
// 31 a side, or one row; Node Kayles: at most 32 vertices).
import { describe, expect, it } from "vitest";
import { cramSearchFace } from "../../src/games/cram/searchFace.js";
import { nodeKaylesSearchFace } from "../../src/games/graphKayles/nodeSearchFace.js";
import { javascriptStart, type SearchFace } from "../../src/games/searchFace.js";

/** A path on n vertices, as `grundy solve nodekayles` takes a graph. */
const path = (n: number): string => `${n}; ${Array.from({ length: n - 1 }, (_, i) => `${i},${i + 1}`).join(" ")}`;

describe("javascriptStart", () => {
  it("takes a Cram board of at most 64 cells and 31 a side, or one row or column, and no other", () => {
    for (let rows = 1; rows <= 40; rows++) {
      for (let columns = 1; columns <= 40; columns++) {
        const takes = rows === 1 || columns === 1 || (rows * columns <= 64 && rows <= 31 && columns <= 31);
        const start = javascriptStart(cramSearchFace.read, [String(rows), String(columns)]);
        expect(start !== undefined, `${rows} × ${columns}`).toBe(takes);
        if (start) expect(start.position).toMatchObject({ rows, columns });
      }
    }
  });

  it("takes a Node Kayles graph of at most 32 vertices, and not one of 33 to 64 (the kernel's alone)", () => {
    for (let n = 2; n <= 64; n++) expect(javascriptStart(nodeKaylesSearchFace.read, [path(n)]) !== undefined, `${n} vertices`).toBe(n <= 32);
  });

  it("passes on an error that is not a refusal of the input", () => {
    const broken: SearchFace["read"] = () => {
      throw new TypeError("a bug");
    };
    expect(() => javascriptStart(broken, ["1"])).toThrow(TypeError);
  });
});
