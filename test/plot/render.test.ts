import { describe, expect, it } from "vitest";
import { wythoffGrundyTable } from "../../src/games/wythoff/grundyTable.js";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageFormatOf, renderSequenceChart, renderValueMap, writeValueMap } from "../../src/plot/render.js";
import { writeRasterPng } from "../../src/plot/surface.js";
import { P_COLOUR, scale } from "../../src/plot/heatColours.js";
import { drawValueMap, largestValue, mapLabels, valueMapSize } from "../../src/plot/valueMap.js";
import { wythoffFamily } from "../../src/games/wythoff/family.js";

const labels = (n: number) => mapLabels(wythoffFamily.grid!, n);
import { RARE_COLOUR } from "../../src/plot/sequenceChart.js";
import { GrundyError } from "../../src/index.js";
import { decodePng } from "../helpers/png.js";

describe("renderValueMap (Wythoff's grid)", () => {
  it("paints P-positions (G = 0) crimson and others not, in a valid PNG (x right, y up)", () => {
    const n = 64;
    const png = decodePng(renderValueMap(wythoffGrundyTable(n), "png", labels(n)));
    const cell = Math.floor(640 / n);
    const centre = (x: number, y: number) => png.pixel(80 + x * cell + cell / 2, 60 + (n - 1 - y) * cell + cell / 2);
    // (3, 5), (5, 3) and (0, 0) are P-positions (hand-worked: a_2 = 3, b_2 = 5); (3, 4) and (5, 5) are not
    for (const [x, y] of [
      [3, 5],
      [5, 3],
      [0, 0],
      [1, 2],
    ] as const)
      expect(centre(x, y)).toEqual([...P_COLOUR]);
    for (const [x, y] of [
      [3, 4],
      [5, 5],
      [0, 1],
    ] as const)
      expect(centre(x, y)).not.toEqual([...P_COLOUR]);
  });

  it("writes an SVG with the raster embedded and real text", () => {
    const svg = renderValueMap(wythoffGrundyTable(16), "svg", labels(16)).toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("data:image/png;base64,");
    expect(svg).toContain("Wythoff");
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });
});

describe("renderSequenceChart", () => {
  it("marks rare values in their own colour", () => {
    const values = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    const png = decodePng(renderSequenceChart({ title: "test", values, rare: [11] }, "png"));
    // scan for the rare colour: it must appear
    let found = false;
    for (let y = 60; y < png.height - 60 && !found; y++) for (let x = 70; x < png.width - 30 && !found; x++) found = png.pixel(x, y).join() === RARE_COLOUR.join();
    expect(found).toBe(true);
  });

  it("writes the period and whether it is proven into the SVG legend", () => {
    const svg = renderSequenceChart({ title: "0.77", values: [0, 1, 2, 3], period: { period: 12, preperiod: 71, proven: true } }, "svg").toString();
    expect(svg).toContain("period 12 from n = 71 (proven)");
  });
});

describe("imageFormatOf", () => {
  it("accepts .svg and .png and refuses anything else with a GrundyError", () => {
    expect(imageFormatOf("a.svg")).toBe("svg");
    expect(imageFormatOf("b.PNG")).toBe("png");
    expect(() => imageFormatOf("c.jpg")).toThrow(GrundyError);
  });
});

describe("writeValueMap (a streamed PNG)", () => {
  it("drawn in bands of a few rows (text, axes and cells cut across bands), the same pixels as drawn whole", async () => {
    const table = wythoffGrundyTable(20);
    const { width, height } = valueMapSize(20);
    const path = join(mkdtempSync(join(tmpdir(), "grundy-png-")), "bands.png");
    await writeRasterPng(path, width, height, (s) => drawValueMap(s, table, largestValue(table), labels(20)), undefined, width * 3 * 7);
    const banded = decodePng(readFileSync(path));
    const whole = decodePng(renderValueMap(table, "png", labels(20)));
    let differing = 0;
    for (let y = 0; y < whole.height; y++) {
      for (let x = 0; x < whole.width; x++) {
        const [a, b] = [banded.pixel(x, y), whole.pixel(x, y)];
        if (a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2]) differing++;
      }
    }
    expect(differing).toBe(0);
  });

  it.each([1, 20, 300])("decodes to the same pixels as the image rendered whole, size %i (its IDAT in pieces)", async (n) => {
    const table = wythoffGrundyTable(n);
    const path = join(mkdtempSync(join(tmpdir(), "grundy-png-")), "w.png");
    const fractions: number[] = [];
    await writeValueMap(table, "png", path, labels(n), (f) => fractions.push(f));
    const streamed = decodePng(readFileSync(path));
    const whole = decodePng(renderValueMap(table, "png", labels(n)));
    expect([streamed.width, streamed.height]).toEqual([whole.width, whole.height]);
    let differing = 0;
    for (let y = 0; y < whole.height; y++) {
      for (let x = 0; x < whole.width; x++) {
        const [a, b] = [streamed.pixel(x, y), whole.pixel(x, y)];
        if (a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2]) differing++;
      }
    }
    expect(differing).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    // each cell is painted its value's colour, as the n²·3 copy of the table painted it
    const cell = Math.floor(640 / n);
    let max = 1;
    for (const v of table.values) if (v > max) max = v;
    const inner = (v: number) => Math.min(n - 1, Math.max(n > 2 ? 1 : 0, v)); // away from the axes
    for (const [x, y] of [
      [0, 0],
      [n - 1, 1],
      [1, n - 1],
      [Math.floor(n / 2), Math.floor(n / 3)],
    ].map(([x, y]) => [inner(x!), inner(y!)] as const)) {
      const g = table.at(x, y);
      const c = g === 0 ? P_COLOUR : scale(g / max);
      expect(streamed.pixel(80 + x * cell + Math.floor(cell / 2), 60 + (n - 1 - y) * cell + Math.floor(cell / 2))).toEqual(c.map((v) => Math.trunc(v)));
    }
  });
});
